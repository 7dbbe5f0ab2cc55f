import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import { INVALID_RESET_LINK_MESSAGE, INVALID_VERIFICATION_LINK_MESSAGE, SESSION_START_FAILED_MESSAGE } from '#shared/auth-schemas';

/**
 * better-auth answers errors in English as { code, message }. The product speaks Portuguese and has
 * one error shape, so every auth error is translated here: by code (every code of better-auth's core
 * and of the plugins the site uses has a line below; auth-errors.test.ts keeps it so across
 * upgrades), by the endpoint where one code means different things, and by status otherwise.
 */
/** `code`, when set, is the one the API answers instead of better-auth's. */
type Translation = { status?: ContentfulStatusCode; code?: string; message: string };

/**
 * The code of the site's own validation in the before-hook (auth-hooks.ts): its message is already
 * the Portuguese one of the forms, and it answers as VALIDATION_ERROR. better-auth's own
 * VALIDATION_ERROR (its body checks, in English) is translated like any other code.
 */
export const FORM_ERROR_CODE = 'MCI_FORM_ERROR';

/** A wrong method on an existing route (405), for better-auth's routes and the app's own. */
export const METHOD_NOT_ALLOWED_MESSAGE = API_ERROR_MESSAGES.METHOD_NOT_ALLOWED;

// Answers better-auth gives under more than one code.
const EMAIL_TAKEN: Translation = { status: 409, message: 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.' };
const TWO_FACTOR_OFF: Translation = { status: 400, message: 'A verificação em duas etapas não está ativada.' };
const ORIGIN_REFUSED: Translation = { status: 403, message: 'Origem da requisição não permitida.' };
const SUSPENDED: Translation = { status: 403, message: 'Esta conta está suspensa.' };
const NOT_ALLOWED: Translation = { status: 403, message: API_ERROR_MESSAGES.FORBIDDEN };
const REDIRECT_REFUSED: Translation = { message: 'Endereço de retorno não permitido. Use um endereço do próprio site.' };
const NO_SUCH_SIGN_IN: Translation = { message: 'Esta forma de entrar não está disponível. Entre com e-mail e senha.' };
const EXTERNAL_ACCOUNT_LINKED: Translation = { message: 'Esta conta externa já está vinculada a um usuário.' };
const NOT_SAVED: Translation = { status: 500, message: 'Não foi possível salvar as alterações. Tente novamente.' };
const ADMIN_SELF: Translation = { status: 400, message: 'Um administrador não pode fazer isso com a própria conta.' };

/** better-auth's core (BASE_ERROR_CODES). */
const CORE: Record<string, Translation> = {
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado.' },
  FAILED_TO_CREATE_USER: { status: 500, message: 'Não foi possível criar a conta agora. Tente novamente.' },
  FAILED_TO_CREATE_SESSION: { status: 500, message: SESSION_START_FAILED_MESSAGE },
  FAILED_TO_UPDATE_USER: NOT_SAVED,
  FAILED_TO_GET_SESSION: { status: 500, message: 'Não foi possível verificar sua sessão. Tente novamente.' },
  INVALID_PASSWORD: { status: 400, message: 'Senha incorreta.' },
  INVALID_EMAIL: { status: 400, message: 'Email inválido' },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: 'E-mail ou senha incorretos.' },
  INVALID_USER: { message: 'Usuário inválido.' },
  SOCIAL_ACCOUNT_ALREADY_LINKED: EXTERNAL_ACCOUNT_LINKED,
  PROVIDER_NOT_FOUND: NO_SUCH_SIGN_IN,
  // A password-reset link that is unknown, already used or expired (verify-email: BY_PATH).
  INVALID_TOKEN: { status: 400, message: INVALID_RESET_LINK_MESSAGE },
  TOKEN_EXPIRED: { status: 400, message: 'Este link expirou. Peça um novo link.' },
  ID_TOKEN_NOT_SUPPORTED: NO_SUCH_SIGN_IN,
  FAILED_TO_GET_USER_INFO: { message: 'Não foi possível obter os dados da conta externa. Tente novamente.' },
  USER_EMAIL_NOT_FOUND: { message: 'A conta externa não informou um e-mail.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Confirme seu e-mail pelo link que enviamos antes de continuar.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'A senha deve ter no mínimo 8 caracteres' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Senha muito longa' },
  USER_ALREADY_EXISTS: EMAIL_TAKEN,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_TAKEN,
  EMAIL_CAN_NOT_BE_UPDATED: { status: 400, message: 'O e-mail da conta não pode ser alterado por aqui.' },
  CHANGE_EMAIL_DISABLED: { status: 400, message: 'A troca de e-mail não está disponível.' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { message: 'Esta conta não tem senha cadastrada.' },
  SESSION_EXPIRED: { status: 401, message: 'Sua sessão expirou. Entre novamente.' },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { message: 'Não é possível desvincular a única forma de acesso da conta.' },
  ACCOUNT_NOT_FOUND: { message: 'Conta não encontrada.' },
  USER_ALREADY_HAS_PASSWORD: { message: 'A conta já tem senha: informe-a para excluir a conta.' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ORIGIN_REFUSED,
  VERIFICATION_EMAIL_NOT_ENABLED: { message: 'A confirmação de e-mail não está disponível.' },
  EMAIL_ALREADY_VERIFIED: { status: 400, message: 'Este e-mail já está confirmado.' },
  EMAIL_MISMATCH: { status: 400, message: 'O e-mail informado não é o da sua conta.' },
  SESSION_NOT_FRESH: { status: 403, message: 'Por segurança, entre novamente antes de fazer esta alteração.' },
  LINKED_ACCOUNT_ALREADY_EXISTS: EXTERNAL_ACCOUNT_LINKED,
  INVALID_ORIGIN: ORIGIN_REFUSED,
  INVALID_CALLBACK_URL: REDIRECT_REFUSED,
  INVALID_REDIRECT_URL: REDIRECT_REFUSED,
  INVALID_ERROR_CALLBACK_URL: REDIRECT_REFUSED,
  INVALID_NEW_USER_CALLBACK_URL: REDIRECT_REFUSED,
  MISSING_OR_NULL_ORIGIN: ORIGIN_REFUSED,
  CALLBACK_URL_REQUIRED: { status: 400, message: 'Informe o endereço de retorno.' },
  FAILED_TO_CREATE_VERIFICATION: { status: 500, message: 'Não foi possível gerar o link agora. Tente novamente.' },
  FIELD_NOT_ALLOWED: { status: 400, message: 'Um dos campos enviados não pode ser alterado.' },
  ASYNC_VALIDATION_NOT_SUPPORTED: { status: 500, message: API_ERROR_MESSAGES.INTERNAL },
  VALIDATION_ERROR: { status: 400, message: 'Dados inválidos. Confira os campos enviados.' },
  MISSING_FIELD: { status: 400, message: 'Falta um campo obrigatório.' },
  // POST /get-session: GET only here (auth.routes.ts adds the Allow header).
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: { status: 405, code: 'METHOD_NOT_ALLOWED', message: METHOD_NOT_ALLOWED_MESSAGE },
  BODY_MUST_BE_AN_OBJECT: { status: 400, message: 'O corpo da requisição deve ser um objeto JSON.' },
  PASSWORD_ALREADY_SET: { status: 400, message: 'A conta já tem uma senha.' },
};

/** The admin plugin. */
const ADMIN: Record<string, Translation> = {
  YOU_CANNOT_BAN_YOURSELF: ADMIN_SELF,
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL: NOT_ALLOWED,
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PHONE_NUMBER: NOT_ALLOWED,
  BANNED_USER: SUSPENDED,
  // Older better-auth versions' name for the same answer.
  YOU_ARE_BANNED: SUSPENDED,
  NO_DATA_TO_UPDATE: { status: 400, message: 'Nada para alterar.' },
  YOU_CANNOT_REMOVE_YOURSELF: ADMIN_SELF,
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: { status: 400, message: 'Este papel não existe.' },
  YOU_CANNOT_IMPERSONATE_ADMINS: { status: 403, message: 'Não é possível entrar como outro administrador.' },
  INVALID_ROLE_TYPE: { status: 400, message: 'Papel inválido.' },
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER: { status: 400, message: 'A senha não pode ser alterada por aqui.' },
  USER_ID_CANNOT_BE_UPDATED: { status: 400, message: 'O identificador do usuário não pode ser alterado.' },
};

/** The two-factor plugin. */
const TWO_FACTOR: Record<string, Translation> = {
  OTP_NOT_ENABLED: TWO_FACTOR_OFF,
  OTP_NOT_CONFIGURED: { status: 400, message: 'O código por e-mail não está disponível.' },
  OTP_HAS_EXPIRED: { status: 401, message: 'O código expirou. Tente novamente.' },
  TOTP_NOT_ENABLED: TWO_FACTOR_OFF,
  TOTP_ALREADY_ENABLED: { status: 400, message: 'O aplicativo autenticador já está ativado.' },
  TOTP_NOT_CONFIGURED: { status: 400, message: 'O aplicativo autenticador não está configurado.' },
  TWO_FACTOR_NOT_ENABLED: TWO_FACTOR_OFF,
  BACKUP_CODES_NOT_ENABLED: { status: 400, message: 'Códigos de recuperação não disponíveis.' },
  INVALID_BACKUP_CODE: { status: 401, message: 'Código de recuperação inválido.' },
  INVALID_CODE: { status: 401, message: 'Código inválido. Confira o código e tente novamente.' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, message: 'Muitas tentativas. Entre novamente com e-mail e senha.' },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, message: 'Muitas tentativas de verificação: a conta está bloqueada por alguns minutos. Tente mais tarde.' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: 'A verificação expirou. Entre novamente com e-mail e senha.' },
};

/** Every auth error code the site can meet, with its Portuguese answer. */
export const AUTH_ERROR_TRANSLATIONS: Readonly<Record<string, Translation>> = { ...CORE, ...ADMIN, ...TWO_FACTOR };

/** Codes that mean something else on one endpoint (better-auth's path, without /api/auth). */
const BY_PATH: Record<string, Record<string, Translation>> = {
  // The confirmation link of issue 20, opened without its callbackURL (with it, better-auth redirects).
  '/verify-email': {
    INVALID_TOKEN: { status: 400, message: INVALID_VERIFICATION_LINK_MESSAGE },
    TOKEN_EXPIRED: { status: 400, message: INVALID_VERIFICATION_LINK_MESSAGE },
    USER_NOT_FOUND: { status: 400, message: INVALID_VERIFICATION_LINK_MESSAGE },
    INVALID_USER: { status: 403, message: 'Este link de confirmação é de outra conta. Saia e abra o link novamente.' },
  },
};

const BY_STATUS: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'BAD_REQUEST', message: API_ERROR_MESSAGES.BAD_REQUEST },
  401: { code: 'UNAUTHORIZED', message: API_ERROR_MESSAGES.UNAUTHORIZED },
  403: { code: 'FORBIDDEN', message: API_ERROR_MESSAGES.FORBIDDEN },
  404: { code: 'NOT_FOUND', message: API_ERROR_MESSAGES.NOT_FOUND },
  405: { code: 'METHOD_NOT_ALLOWED', message: METHOD_NOT_ALLOWED_MESSAGE },
  413: { code: 'PAYLOAD_TOO_LARGE', message: API_ERROR_MESSAGES.PAYLOAD_TOO_LARGE },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de conteúdo não suportado: envie JSON (application/json).' },
  429: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' },
};

/**
 * The product's answer to one of better-auth's errors: its status, code and Portuguese message.
 * `path` is better-auth's endpoint (c.req.path without /api/auth), for codes that depend on it.
 */
export function translateAuthError(
  status: number,
  body: { code?: unknown; message?: unknown } | null,
  path?: string,
): { status: ContentfulStatusCode; code: string; message: string } {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (code === FORM_ERROR_CODE && typeof body?.message === 'string') {
    // Our own validation (shared zod schemas): the message is already the Portuguese one.
    return { status: 400, code: 'VALIDATION_ERROR', message: body.message };
  }
  const known = code ? ((path ? BY_PATH[path]?.[code] : undefined) ?? AUTH_ERROR_TRANSLATIONS[code]) : undefined;
  if (known && code) {
    return { status: known.status ?? (status as ContentfulStatusCode), code: known.code ?? code, message: known.message };
  }
  if (status === 429) return { status: 429, ...BY_STATUS[429]! };
  if (status >= 500) return { status: 500, code: 'INTERNAL', message: API_ERROR_MESSAGES.INTERNAL };
  const fallback = BY_STATUS[status] ?? BY_STATUS[400]!;
  return { status: status as ContentfulStatusCode, code: code ?? fallback.code, message: fallback.message };
}
