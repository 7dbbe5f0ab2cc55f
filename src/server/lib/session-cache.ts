import type { SessionUser } from './context';

/**
 * Signed-in requests without a database round trip for the session (issue 17).
 *
 * better-auth validates the session cookie (its signature, then the session and user rows) on every
 * call. Here a validated cookie is remembered for a few seconds per instance: the personal feed then
 * costs one query instead of three. Only a session better-auth accepted is ever stored, keyed by the
 * whole signed cookie value, so a forged or altered cookie never matches.
 *
 * Ending a session stays prompt:
 * - on this instance, at once: the app clears the cache after every request that can end or change
 *   a session or an account (sign-out, password change or reset, session revocation, two-factor and
 *   user updates, the admin's role and ban changes, account deletion): see `endsSessions`;
 * - on the other instances, within SESSION_CACHE_TTL_MS, the most a cached entry lives.
 */

/** How long a validated session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Entries kept at most (the oldest go first); a busy instance has far fewer live sessions. */
const MAX_ENTRIES = 20_000;

export interface SessionCache {
  get(cookieValue: string): SessionUser | undefined;
  set(cookieValue: string, user: SessionUser): void;
  /** Forgets every entry (a session or an account changed). */
  clear(): void;
  readonly size: number;
}

export function createSessionCache(options: { ttlMs?: number; now?: () => number } = {}): SessionCache {
  const ttl = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { user: SessionUser; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.user;
    },
    set(key, user) {
      if (ttl <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { user, until: now() + ttl });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The session cookie's value in a Cookie header ('mci.session_token' or '__Secure-mci.session_token'), or null. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const match = /(?:^|;\s*)(?:__Secure-)?mci\.session_token=([^;]+)/.exec(cookieHeader);
  return match ? match[1]! : null;
}

/** better-auth routes that only start a session or ask for a reset: they end none. */
const STARTS_ONLY = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code']);

/**
 * Whether a request that succeeded may have ended a session or changed an account as a session
 * carries it (role, ban, deletion): any write to better-auth's routes but sign-in, sign-up and the
 * reset request; any write of the admin's; the deletion of one's own account.
 */
export function endsSessions(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (path.startsWith('/api/auth/')) return !STARTS_ONLY.has(path);
  if (path.startsWith('/api/admin/')) return true;
  return path === '/api/me' && method === 'DELETE';
}
