import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast, Toaster } from 'sonner';
import { expect, vi } from 'vitest';
import { createTestQueryClient } from '@/web/test/render-with-router';
import type { Session } from '../api/get-session';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` at `path` in a memory router (any other path shows the current location in
 * [data-testid=location]), with a fresh query client and the toaster, as the app does.
 */
export function renderAuthPage(ui: ReactNode, { path = '/', initialPath = path }: { path?: string; initialPath?: string } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
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

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

export interface StubbedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: StubbedRequest) => Response | Promise<Response>;

let unexpected: string[] = [];

/**
 * For afterEach: dismisses the toasts (sonner keeps them in module state and replays them to the
 * next test's toaster), then fails when a test asked for an address its stub did not expect.
 */
export function expectOnlyStubbedRequests() {
  toast.dismiss();
  const found = unexpected;
  unexpected = [];
  if (found.length) throw new Error(`requisições inesperadas: ${found.join(', ')}`);
}

/**
 * Stubs fetch with a table of 'METHOD /path' handlers; an address outside it answers 500 and is
 * reported by expectOnlyStubbedRequests. Returns the requests made, in order.
 */
export function stubApi(routes: Record<string, Handler | Response>) {
  const requests: StubbedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) {
      unexpected.push(`${method} ${path}`);
      return new Response(null, { status: 500 });
    }
    return route instanceof Response ? route.clone() : route(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

export function buildSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    user: { id: 'u1', email: 'maria@exemplo.com.br', name: 'Maria da Silva', twoFactorEnabled: false, ...overrides },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  };
}

/** The toasts on screen, as 'title' or 'title — description'. */
export function visibleToasts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => {
    const title = toast.querySelector('[data-title]')?.textContent ?? '';
    const description = toast.querySelector('[data-description]')?.textContent;
    return description ? `${title} — ${description}` : title;
  });
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(title: string, description?: string) {
  const matches = (toast: string) =>
    description ? toast === `${title} — ${description}` : toast === title || toast.startsWith(`${title} — `);
  await waitFor(() => {
    const toasts = visibleToasts();
    expect(toasts.some(matches), `avisos na tela: ${toasts.join(' | ') || 'nenhum'}`).toBe(true);
  });
}
