import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context';

/**
 * The client's address, for rate limits and logs. Without trusted proxies (TRUST_PROXY=0, the
 * default) it is the TCP peer, and X-Forwarded-For is ignored: a client cannot pick its own
 * address and so reset a limit. With TRUST_PROXY=n, the n proxies in front (nginx…) each appended
 * the address they saw: the client is the address n hops from the right of [X-Forwarded-For…,
 * peer], the leftmost entries being whatever the client itself sent.
 */

/** The TCP peer's address as the socket saw it, or undefined (no socket: an in-process request). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c as Parameters<typeof getConnInfo>[0]).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/** An address as written in X-Forwarded-For: bracketed or bare IPv6, IPv4, without port. */
function cleanAddress(value: string): string | null {
  let address = value.trim();
  if (!address) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  return /^[0-9a-f.:]+$/i.test(address) && address.length <= 45 ? address.toLowerCase() : null;
}

/** The client address for `trustedHops` proxies in front of a peer at `peer` that forwarded `forwardedFor`. */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0 || !peer) return peer;
  const chain = (forwardedFor ?? '').split(',').map(cleanAddress);
  const hops = [...chain, peer];
  // An entry that is not an address breaks the chain: nothing left of it can be trusted.
  const index = hops.length - 1 - trustedHops;
  for (let i = hops.length - 1; i >= Math.max(index, 0); i--) if (hops[i] === null) return hops[i + 1] ?? peer;
  return hops[Math.max(index, 0)] ?? peer;
}

/** Sets `clientIp` for every request (TRUST_PROXY hops trusted). */
export function resolveClientIp(trustedHops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trustedHops) ?? null);
    await next();
  };
}
