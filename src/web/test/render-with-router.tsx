import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` above an outlet that shows the current path, in a memory router starting at
 * `initialPath`, so a test can follow links without a browser.
 */
export function renderWithRouter(ui: ReactNode, { initialPath = '/' }: { initialPath?: string } = {}) {
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
  return { router, ...render(<RouterProvider router={router} />) };
}
