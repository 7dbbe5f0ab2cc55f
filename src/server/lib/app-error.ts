import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type the API throws on purpose. Its code decides the HTTP status; its message is
 * Portuguese and safe to show to the user (DESIGN.md section 5).
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'Requisição inválida.',
  INVALID_JSON: 'O corpo da requisição não é um JSON válido.',
  UNAUTHORIZED: 'Você precisa fazer login para continuar.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  PLAN_LIMIT: 'Você atingiu o limite do seu plano.',
  NOT_FOUND: 'Recurso não encontrado.',
  CONFLICT: 'Conflito com o estado atual do recurso.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição é grande demais.',
  RATE_LIMITED: 'Muitas requisições. Tente novamente em instantes.',
  INTERNAL: 'Erro interno do servidor. Tente novamente mais tarde.',
  UNAVAILABLE: 'Serviço temporariamente indisponível.',
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: AppErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = APP_ERROR_STATUS[code];
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}
