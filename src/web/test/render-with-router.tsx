import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

/** Where the app is, for a test to read: [data-testid=location]. */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A query client for one test: no retries, so a stubbed failure shows at once. `staleTime` (by
 * default TanStack's 0) keeps answers from being fetched again while a test runs.
 */
export function createTestQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } } });
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

interface RenderRoutesOptions extends RenderWithRouterOptions {
  /**
   * Commits navigations asked for with { flushSync: true } at once, as the app's router does
   * (src/web/app/router.tsx).
   */
  flushSync?: boolean;
}

function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

/**
 * Renders `routes` in a memory router at `initialPath` (any other path shows the current location
 * in [data-testid=location]), with the query client and the toaster, as the app does.
 */
export function renderRoutes(
  routes: RouteObject[],
  { initialPath = '/', queryClient = createTestQueryClient(), flushSync = false }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <CurrentLocation /> }], {
    initialEntries: [initialPath],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={flushSync ? flushRouterUpdate : undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

interface RenderPageOptions extends Omit<RenderRoutesOptions, 'initialPath'> {
  /** Route pattern the page is mounted on, e.g. '/edital/:id'. */
  path?: string;
  initialPath?: string;
  /** Shows the current location under the page too (pages whose filters live in the address). */
  locationOnPage?: boolean;
}

/** Renders one page (or component) mounted at `path`, as renderRoutes does. */
export function renderPage(
  ui: ReactNode,
  { path = '/', initialPath = path, locationOnPage = false, ...options }: RenderPageOptions = {},
) {
  const element = locationOnPage ? (
    <>
      {ui}
      <CurrentLocation />
    </>
  ) : (
    ui
  );
  return renderRoutes([{ path, element }], { initialPath, ...options });
}
