import net from 'node:net';
import type http from 'node:http';

/**
 * Draining an HTTP server on shutdown without dropping a request it has received.
 *
 * Node's server.close() also closes every idle keep-alive connection at once, including one whose
 * next request is already in its socket buffer but not yet parsed: that request is lost (measured:
 * of 60 searches in flight on keep-alive connections, 9 were answered). And a connection that keeps
 * sending requests is never idle, so close() alone waits for the force exit under steady traffic.
 *
 * Here, from the moment draining starts: the listening socket closes (no new connections); every
 * answer not yet sent says `Connection: close`, so each client finishes its request and then goes;
 * connections idle after a short grace (for requests already on their way) are closed, again
 * every GRACE_MS for those that become idle later. The returned promise resolves once every
 * connection has ended.
 */

/** How long an idle connection may still deliver a request already sent before it is closed. */
const GRACE_MS = 250;

export interface Drainable {
  /** Starts draining (once); resolves when the last connection has ended. */
  drain(): Promise<void>;
  readonly draining: boolean;
}

/** Watches `server`'s answers from now on, so that a later drain() can close each connection after its answer. */
export function drainable(server: http.Server): Drainable {
  let draining = false;
  let done: Promise<void> | null = null;
  /** Answers not yet finished: when draining starts, those whose headers are not out get Connection: close. */
  const pending = new Set<http.ServerResponse>();

  // First among the 'request' listeners: runs before the app writes anything.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader('connection', 'close');
      return;
    }
    pending.add(res);
    res.once('close', () => pending.delete(res));
  });

  return {
    get draining() {
      return draining;
    },
    drain() {
      if (done) return done;
      draining = true;
      for (const res of pending) if (!res.headersSent) res.setHeader('connection', 'close');
      pending.clear();
      done = new Promise<void>((resolve) => {
        // net.Server's close: stops accepting and calls back when the last connection ends, without
        // http.Server's immediate closeIdleConnections().
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
        const sweep = setInterval(() => server.closeIdleConnections(), GRACE_MS);
        sweep.unref();
      });
      return done;
    },
  };
}
