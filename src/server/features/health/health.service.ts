import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { MIGRATIONS_TABLE, migrationTagsByTime } from '#server/db/migrate';

export interface HealthReport {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
  driver: DatabaseHandle['kind'];
  /** The latest migration applied to the database ('0011_edital_pdf_validators'), or null. */
  schema: string | null;
}

/**
 * Asks the database a real question, within a deadline, so a hung database reads as unhealthy:
 * the 27 states are there, and which migration it is at. One round trip, two tiny reads (the
 * states' table and drizzle's journal of a dozen rows).
 */
export async function checkHealth(database: DatabaseHandle, timeoutMs = 2000): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const failed: HealthReport = { status: 'error', db: 'error', driver: database.kind, schema: null };
  try {
    const probe = database.db.execute<{ n: number; applied: number | null }>(
      sql`select (select count(*)::int from estado) as n, (select max(created_at)::float8 from ${MIGRATIONS_TABLE}) as applied`,
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    const row = (await Promise.race([probe, timeout])).rows[0];
    if (Number(row?.n) !== 27) return failed;
    // A migration this build does not know (a newer release migrated the database) reads as null.
    const schema = row?.applied == null ? null : (migrationTagsByTime().get(Number(row.applied)) ?? null);
    return { status: 'ok', db: 'ok', driver: database.kind, schema };
  } catch {
    return failed;
  } finally {
    clearTimeout(timer);
  }
}
