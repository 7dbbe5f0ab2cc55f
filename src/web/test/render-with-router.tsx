import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A query client for one test: no retries, so a stubbed failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderWithRouterOptions {
  initialPath?: string;
  /** Defaults to a fresh client, so cached answers never leak between tests. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` above an outlet that shows the current path, in a memory router starting at
 * `initialPath`, so a test can follow links without a browser. The frame reads the session
 * through TanStack Query, hence the query client.
 */
export function renderWithRouter(
  ui: ReactNode,
  { initialPath = '/', queryClient = createTestQueryClient() }: RenderWithRouterOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <CurrentLocation /> }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
