import type { ApiErrorBody } from './api/error';

export type { ApiErrorBody };

/**
 * The default Portuguese message of each error code (DESIGN.md section 5): the server answers with
 * it when it has nothing more precise to say, and the web app shows it when an answer of that
 * status arrives without the API's error body (a proxy page, an empty reply). Without zod, so the
 * web app's first download does not carry it.
 */
export const API_ERROR_MESSAGES = {
  BAD_REQUEST: 'Requisição inválida.',
  INVALID_JSON: 'O corpo da requisição não é um JSON válido.',
  UNAUTHORIZED: 'Você precisa fazer login para continuar.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  FORBIDDEN_ORIGIN: 'Requisição de outra origem recusada. Use o próprio site do MCI.',
  PLAN_LIMIT: 'Você atingiu o limite do seu plano.',
  PREMIUM_REQUIRED: 'Este recurso é do plano Premium.',
  NOT_FOUND: 'Recurso não encontrado.',
  METHOD_NOT_ALLOWED: 'Método não permitido para esta rota.',
  CONFLICT: 'Conflito com o estado atual do recurso.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição é grande demais.',
  RATE_LIMITED: 'Muitas requisições. Tente novamente em instantes.',
  INTERNAL: 'Erro interno do servidor. Tente novamente mais tarde.',
  UNAVAILABLE: 'Serviço temporariamente indisponível.',
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

/** The API's 404 for a notice that does not exist, and the title of the page that says so. */
export const EDITAL_NOT_FOUND_MESSAGE = 'Concurso não encontrado';

/** The API's 404 for a state page whose UF is not one of the 27 (/api/estados/xx). */
export const ESTADO_NAO_ENCONTRADO = 'Estado não encontrado.';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
