import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const THIRTY_SECONDS = 30_000;

/**
 * One retry covers a dropped connection; retrying a 4xx answer would only repeat the same refusal.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * `server`: the client of one page render (entry-server.tsx): no retries (the API is in-process, a
 * failure is an answer), and nothing kept after the render.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: server ? false : shouldRetry,
        // A failed answer embedded in a server-rendered page ('Concurso não encontrado') is drawn
        // as it is, not asked again the moment the page appears; retrying is the user's choice.
        retryOnMount: false,
        ...(server ? { gcTime: Number.POSITIVE_INFINITY } : {}),
        staleTime: THIRTY_SECONDS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
