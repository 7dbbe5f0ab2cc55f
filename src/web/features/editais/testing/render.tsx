import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderPageOptions {
  /** Route pattern the page is mounted on, e.g. '/edital/:id'. */
  path?: string;
  initialPath?: string;
}

/**
 * Renders a page or component the way the app does: a fresh query client (no retries), a memory
 * router (any other path shows the current location in [data-testid=location]) and the toaster.
 */
export function renderPage(ui: ReactNode, { path = '/', initialPath = path }: RenderPageOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <CurrentLocation />
          </>
        ),
      },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [initialPath] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** What embla needs from a browser that jsdom lacks (no layout: the arrows stay disabled). */
export function stubCarouselEnvironment() {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
