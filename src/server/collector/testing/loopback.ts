import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helpers for the collector: a real node:http server on 127.0.0.1 that serves saved source
 * pages (tests/fixtures/collector), and the fixtures themselves. Never the internet.
 */

const FIXTURES = new URL('../../../../tests/fixtures/collector/', import.meta.url);

/** A fixture's bytes, e.g. fixture('pci-html/concursos.html'). */
export function fixture(path: string): Buffer {
  return readFileSync(new URL(path, FIXTURES));
}

export function fixtureText(path: string): string {
  return fixture(path).toString('utf8');
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Waits this long before answering (to provoke timeouts or overlap requests). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** When the request arrived (performance.now()). */
  at: number;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface Loopback {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  requests: RecordedRequest[];
  /** Requests to paths other than /robots.txt. */
  pageRequests(): RecordedRequest[];
  /** Most requests that were in flight at the same time. */
  maxInFlight(): number;
  close(): Promise<void>;
}

function readRequest(req: IncomingMessage): Promise<RecordedRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      resolve({ method: req.method ?? 'GET', path: url.pathname, url, headers: req.headers, body, at: performance.now() });
    });
  });
}

/** The handler's reply; an empty one for robots.txt means there is none (404: no restrictions). */
async function replyTo(handler: Handler, request: RecordedRequest): Promise<Reply> {
  try {
    const reply = await handler(request);
    const empty = reply.status === undefined && reply.body === undefined;
    return empty && request.path === '/robots.txt' ? { ...reply, status: 404, body: 'not found' } : reply;
  } catch (error) {
    return { status: 500, body: String(error) };
  }
}

/**
 * Serves `handler` on 127.0.0.1 (`port`, or any free one). robots.txt answers 404 (no
 * restrictions) unless the handler serves it.
 */
export async function startLoopback(handler: Handler, { port = 0 }: { port?: number } = {}): Promise<Loopback> {
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((req, res) => {
    void readRequest(req).then(async (recorded) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      requests.push(recorded);
      const reply = await replyTo(handler, recorded);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      inFlight--;
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, reply.headers ?? {});
      res.end(reply.body ?? '');
    }, () => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    requests,
    pageRequests: () => requests.filter((r) => r.path !== '/robots.txt'),
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const HTML_UTF8 = { 'content-type': 'text/html; charset=utf-8' };
export const JSON_UTF8 = { 'content-type': 'application/json; charset=utf-8' };

/** Today as the fixtures were written (PCI's meta.data_atual). */
export const FIXTURE_TODAY = '2026-10-05';
