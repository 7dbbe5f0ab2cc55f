import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import { INVALID_RESET_LINK_MESSAGE, SESSION_START_FAILED_MESSAGE } from '#shared/auth-schemas';

/**
 * better-auth answers errors in English as { code, message }. The product speaks Portuguese and has
 * one error shape, so every auth error is translated here, by code first and by status otherwise.
 */
type Translation = { status?: ContentfulStatusCode; message: string };

// Answers better-auth gives under more than one code.
const EMAIL_TAKEN: Translation = { status: 409, message: 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.' };
const TWO_FACTOR_OFF: Translation = { status: 400, message: 'A verificação em duas etapas não está ativada.' };
const ORIGIN_REFUSED: Translation = { status: 403, message: 'Origem da requisição não permitida.' };
const SUSPENDED: Translation = { status: 403, message: 'Esta conta está suspensa.' };

const BY_CODE: Record<string, Translation> = {
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: 'E-mail ou senha incorretos.' },
  INVALID_EMAIL: { status: 400, message: 'Email inválido' },
  INVALID_PASSWORD: { status: 400, message: 'Senha incorreta.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'A senha deve ter no mínimo 8 caracteres' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Senha muito longa' },
  INVALID_CODE: { status: 401, message: 'Código inválido. Confira o código e tente novamente.' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: 'A verificação expirou. Entre novamente com e-mail e senha.' },
  INVALID_BACKUP_CODE: { status: 401, message: 'Código de recuperação inválido.' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, message: 'Muitas tentativas. Entre novamente com e-mail e senha.' },
  TOTP_NOT_ENABLED: TWO_FACTOR_OFF,
  TWO_FACTOR_NOT_ENABLED: TWO_FACTOR_OFF,
  OTP_HAS_EXPIRED: { status: 401, message: 'O código expirou. Tente novamente.' },
  BACKUP_CODES_NOT_ENABLED: { status: 400, message: 'Códigos de recuperação não disponíveis.' },
  FAILED_TO_CREATE_USER: { status: 500, message: 'Não foi possível criar a conta agora. Tente novamente.' },
  FAILED_TO_CREATE_SESSION: { status: 500, message: SESSION_START_FAILED_MESSAGE },
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado.' },
  SESSION_EXPIRED: { status: 401, message: 'Sua sessão expirou. Entre novamente.' },
  INVALID_ORIGIN: ORIGIN_REFUSED,
  MISSING_OR_NULL_ORIGIN: ORIGIN_REFUSED,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ORIGIN_REFUSED,
  YOU_ARE_BANNED: SUSPENDED,
  BANNED_USER: SUSPENDED,
  VALIDATION_ERROR: { status: 400, message: 'Dados inválidos' },
  // A password-reset link that is unknown, already used or expired.
  INVALID_TOKEN: { status: 400, message: INVALID_RESET_LINK_MESSAGE },
};

const BY_STATUS: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'BAD_REQUEST', message: API_ERROR_MESSAGES.BAD_REQUEST },
  401: { code: 'UNAUTHORIZED', message: API_ERROR_MESSAGES.UNAUTHORIZED },
  403: { code: 'FORBIDDEN', message: API_ERROR_MESSAGES.FORBIDDEN },
  404: { code: 'NOT_FOUND', message: API_ERROR_MESSAGES.NOT_FOUND },
  429: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' },
};

export function translateAuthError(
  status: number,
  body: { code?: unknown; message?: unknown } | null,
): { status: ContentfulStatusCode; code: string; message: string } {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (status === 429) return { status: 429, ...BY_STATUS[429]! };
  if (code === 'VALIDATION_ERROR' && typeof body?.message === 'string') {
    // Our own validation (shared zod schemas): the message is already the Portuguese one.
    return { status: 400, code, message: body.message };
  }
  const known = code ? BY_CODE[code] : undefined;
  if (known && code) return { status: known.status ?? (status as ContentfulStatusCode), code, message: known.message };
  if (status >= 500) return { status: 500, code: 'INTERNAL', message: API_ERROR_MESSAGES.INTERNAL };
  const fallback = BY_STATUS[status] ?? BY_STATUS[400]!;
  return { status: status as ContentfulStatusCode, code: code ?? fallback.code, message: fallback.message };
}
