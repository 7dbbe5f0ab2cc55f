import { API_ERROR_MESSAGES, isApiErrorBody } from '@/shared/api-error';

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor.';

/** Messages for answers that do not carry the API's error body (a proxy page, an empty reply). */
const STATUS_MESSAGES: Record<number, string> = {
  400: API_ERROR_MESSAGES.BAD_REQUEST,
  401: API_ERROR_MESSAGES.UNAUTHORIZED,
  403: API_ERROR_MESSAGES.FORBIDDEN,
  404: API_ERROR_MESSAGES.NOT_FOUND,
  409: API_ERROR_MESSAGES.CONFLICT,
  429: API_ERROR_MESSAGES.RATE_LIMITED,
};
const GENERIC_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';

/** A failed API call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** How a request reaches the API: the browser's fetch, or, while the server renders a page, the app in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

const browserTransport: ApiTransport = (path, init) => fetch(path, init);
let currentTransport: () => ApiTransport | undefined = () => undefined;

/**
 * The server entry (entry-server.tsx) installs this once: for the request being rendered, its own
 * transport (the page's cookie, the app called in-process); undefined means the browser's fetch.
 */
export function setApiTransport(resolve: () => ApiTransport | undefined): void {
  currentTransport = resolve;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const transport = currentTransport() ?? browserTransport;
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    // An aborted query is not a failure to report; let the caller see the abort itself.
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause });
  }

  let data: unknown;
  try {
    data = await parseBody(response);
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause });
  }

  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message);
    throw new ApiError(response.status, `HTTP_${response.status}`, STATUS_MESSAGES[response.status] ?? GENERIC_MESSAGE);
  }
  return data as T;
}

export interface RequestOptions {
  /** TanStack Query passes one to cancel outdated requests. */
  signal?: AbortSignal;
}

/** JSON calls to the app's own API (same origin, session cookie included). */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options?.signal),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options?.signal),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options?.signal),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options?.signal),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options?.signal),
};
