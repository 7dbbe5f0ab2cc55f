import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';

/** Gives the admin role to the account with this e-mail. Returns false when there is no such account. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** ADMIN_EMAILS at start-up: existing accounts on the list become admins. */
export async function grantAdminsFromList(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(inArray(sql`lower(${user.email})`, emails.map((e) => e.toLowerCase())))
    .returning({ id: user.id });
  return rows.length;
}
