import type { Context } from 'hono';
import { AppError } from './app-error';
import type { AppEnv, SessionUser } from './context';

/** The signed-in caller, or 401. Every route that acts for a user starts here. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** The signed-in admin, or 401 (visitor) / 403 (anyone else). */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!isAdmin(user)) throw new AppError('FORBIDDEN');
  return user;
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return !!user?.role?.split(',').map((r) => r.trim()).includes('admin');
}
