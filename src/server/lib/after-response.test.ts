import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { afterResponse, afterResponsePending, afterResponseScope, settleAfterResponse } from './after-response';

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A few turns of the event loop: whatever was only waiting for the next one has run. */
async function turns(n = 5) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('afterResponse', () => {
  it('on the node server, starts a task only once its answer has been sent in full', async () => {
    const events: string[] = [];
    const bodyMayEnd = deferred();
    const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>();
    app.use(afterResponseScope());
    app.get('/', (c) => {
      const outgoing = c.env.outgoing;
      afterResponse(async () => {
        events.push(outgoing.writableFinished ? 'task after the answer' : 'task before the answer ended');
      }, () => {});
      // The answer's end is held by the test: its headers go out at once, its body when the test says.
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('olá '));
          await bodyMayEnd.promise;
          controller.enqueue(new TextEncoder().encode('mundo'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;

    const res = await fetch(`http://127.0.0.1:${port}/`);
    await turns();
    expect(events).toEqual([]);
    expect(afterResponsePending()).toBe(1);
    bodyMayEnd.resolve();
    expect(await res.text()).toBe('olá mundo');
    await settleAfterResponse();
    expect(events).toEqual(['task after the answer']);
  });

  it('in process (app.request), has not started a task when the answer arrives; a task may ask for more', async () => {
    const events: string[] = [];
    const app = new Hono();
    app.use(afterResponseScope());
    app.post('/', (c) => {
      afterResponse(async () => {
        events.push('task');
        // Asked for after the request's tasks have started: run, not parked on the request's list.
        afterResponse(async () => {
          events.push('its follow-up');
        }, () => {});
      }, () => {});
      return c.json({ ok: true });
    });
    const res = await app.request('/', { method: 'POST' });
    expect([events, afterResponsePending()]).toEqual([[], 1]);
    expect(await res.json()).toEqual({ ok: true });
    // Turns of the event loop, not settleAfterResponse(): a follow-up parked for ever would hang it.
    await turns(20);
    expect([events, afterResponsePending()]).toEqual([['task', 'its follow-up'], 0]);
  });

  it('outside a request, runs on the next turn; settling waits for the tasks tasks ask for, and failures are reported', async () => {
    const events: string[] = [];
    const errors: unknown[] = [];
    afterResponse(async () => {
      events.push('first');
      afterResponse(async () => {
        events.push('second');
      }, (error) => errors.push(error));
    }, (error) => errors.push(error));
    afterResponse(async () => {
      throw new Error('fila fora do ar');
    }, (error) => errors.push(error));
    expect(events).toEqual([]);
    await settleAfterResponse();
    expect(events).toEqual(['first', 'second']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['fila fora do ar']);
    expect(afterResponsePending()).toBe(0);
  });
});
