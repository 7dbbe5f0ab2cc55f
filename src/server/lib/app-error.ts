import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_MESSAGES, type ApiErrorBody, type ApiErrorCode } from '#shared/api-error';

/**
 * The one error type the API throws on purpose. Its code decides the HTTP status; its message is
 * Portuguese and safe to show to the user (DESIGN.md section 5).
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  PLAN_LIMIT: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

/** The codes and their default messages are shared with the web app (src/shared/api-error.ts). */
export type AppErrorCode = ApiErrorCode;

export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: AppErrorCode,
    message: string = API_ERROR_MESSAGES[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = APP_ERROR_STATUS[code];
  }
}

/** The error body of DESIGN.md section 5; a code of ours without a message gets its default one. */
export function errorBody(code: AppErrorCode, message?: string): ApiErrorBody;
export function errorBody(code: string, message: string): ApiErrorBody;
export function errorBody(code: string, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? API_ERROR_MESSAGES[code as AppErrorCode] } };
}
