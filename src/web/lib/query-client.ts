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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: THIRTY_SECONDS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
