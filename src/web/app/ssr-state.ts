import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID } from '@/shared/ssr';
import { ApiError } from '@/web/lib/api-client';

/**
 * What a server-rendered page hands the browser: its Brasília day, Brasília's UTC offset in minutes
 * then (the browser's day after hydrating, without a time-zone formatter), and the queries it was
 * drawn with.
 */
export interface SsrState {
  day: string;
  utcOffset: number;
  queries: DehydratedState;
}

interface SerializedError {
  status?: number;
  code?: string;
  message?: string;
}

/**
 * The state embedded by the server (entry-server.tsx), ready for TanStack Query's hydrate(), or
 * null on a page the server did not render (`npm run dev`). Errors become ApiError again, and the
 * data counts as fetched now: the server answered it current when it sent the page, so the browser
 * does not ask for it again as soon as it starts.
 */
export function readSsrState(doc: Document = document, now = Date.now()): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  for (const query of state.queries.queries) {
    query.dehydratedAt = now;
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    if (query.state.status === 'error' && query.state.error) {
      const error = query.state.error as SerializedError;
      query.state.error = new ApiError(error.status ?? 0, error.code ?? 'UNKNOWN', error.message ?? '');
      query.state.errorUpdatedAt = now;
    }
  }
  return state;
}
