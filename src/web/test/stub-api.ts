import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

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

/** For a test file that stubs the API: after each test, the real globals back and no unexpected request. */
export function checkStubbedApiAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    expectOnlyStubbedRequests();
  });
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
