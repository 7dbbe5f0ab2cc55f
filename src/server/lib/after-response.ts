import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Work a request asks for that its answer must not wait on (nor reveal by its duration): the
 * password-reset e-mail is queued after the neutral answer has gone, so asking for a registered
 * address does the same work before answering as asking for an unknown one.
 *
 * afterResponse(task) starts the task once the current request's answer is out: inside a request
 * (the afterResponseScope middleware, mounted by app.ts), when the node response closes (in
 * in-process tests, which have none, on the next turn of the event loop after the app answered);
 * outside a request, on the next turn of the event loop. Every task is tracked from the moment it
 * is asked for until it ends: settleAfterResponse() waits for them (the server before closing the
 * database on shutdown, tests before reading what a task writes).
 */

type Release = () => void;

/** A request's tasks, released together once its answer is out. */
interface Waiting {
  releases: Release[];
  released: boolean;
}

const requestScope = new AsyncLocalStorage<Waiting>();
const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the current answer; its failure goes to `onError` (nobody else awaits it).
 * Never throws and never delays the caller.
 */
export function afterResponse(task: () => Promise<unknown>, onError: (error: unknown) => void): void {
  let release!: Release;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done: Promise<void> = gate
    // Outside the request's scope: a task that asks for more work gets it run, not parked on a
    // list already emptied.
    .then(() => requestScope.exit(task))
    .then(
      () => undefined,
      (error: unknown) => onError(error),
    )
    .catch(() => undefined)
    .finally(() => pending.delete(done));
  pending.add(done);
  const waiting = requestScope.getStore();
  // A request's list already released (asked for from something the request started and that
  // outlived it): as if outside a request.
  if (waiting && !waiting.released) waiting.releases.push(release);
  else releaseSoon(release);
}

/** Tasks asked for outside a request since the last turn of the event loop: they start together. */
let outsideRequests: Release[] | undefined;

function releaseSoon(release: Release): void {
  if (!outsideRequests) {
    const batch: Release[] = [];
    outsideRequests = batch;
    setImmediate(() => {
      outsideRequests = undefined;
      startAll(batch);
    });
  }
  outsideRequests.push(release);
}

function startAll(releases: Release[]): void {
  for (const release of releases) release();
}

/** Waits until every task asked for so far, and any they ask for in turn, has ended. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** Tasks not yet ended (started or still waiting for their answer to go out). */
export function afterResponsePending(): number {
  return pending.size;
}

function outgoingOf(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.once === 'function' ? outgoing : undefined;
}

/**
 * Gives each request its list of after-response tasks and starts them once its answer is out:
 * when @hono/node-server's response closes (sent, or the client went away), else (no node
 * response, as with app.request in tests) on the next turn of the event loop.
 */
export function afterResponseScope(): MiddlewareHandler {
  return async (c, next) => {
    const waiting: Waiting = { releases: [], released: false };
    try {
      await requestScope.run(waiting, next);
    } finally {
      const start = () => {
        waiting.released = true;
        startAll(waiting.releases);
      };
      const outgoing = outgoingOf(c.env);
      if (waiting.releases.length === 0) start();
      else if (outgoing && !outgoing.destroyed && !outgoing.writableFinished) outgoing.once('close', start);
      else setImmediate(start);
    }
  };
}
