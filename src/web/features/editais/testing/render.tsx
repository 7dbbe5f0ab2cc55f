import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createTestQueryClient, renderPage } from '@/web/test/render-with-router';
import { jsonResponse } from '@/web/test/stub-api';

/**
 * Renders a notice page or component the way the app does, with answers kept fresh for the test
 * and the current location shown under it too (the filters live in the address).
 */
export function renderEditaisPage(ui: ReactNode, options: { path?: string; initialPath?: string } = {}) {
  return renderPage(ui, { ...options, queryClient: createTestQueryClient({ staleTime: 30_000 }), locationOnPage: true });
}

const isAuthPath = (path: string) => path.startsWith('/api/auth/');

/**
 * Stubs the global fetch with `handler`, which receives the requested path and answers it. The
 * visitor has no session: the session check (/api/auth/*) answers null without reaching `handler`.
 * Returns the mock, to check which addresses were asked for.
 */
export function stubFetch(handler: (path: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = String(input);
    return Promise.resolve(isAuthPath(path) ? jsonResponse(null) : handler(path));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The notice paths fetch was called with, in order (the session check left out). */
export function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => !isAuthPath(path));
}
