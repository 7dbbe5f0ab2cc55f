import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';

export interface HealthReport {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
  driver: DatabaseHandle['kind'];
}

/** Asks the database a real question, within a deadline, so a hung database reads as unhealthy. */
export async function checkHealth(database: DatabaseHandle, timeoutMs = 2000): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const probe = database.db.execute(sql`select count(*)::int as n from estado`);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    const result = await Promise.race([probe, timeout]);
    const ok = Number((result.rows[0] as { n?: number } | undefined)?.n) === 27;
    return { status: ok ? 'ok' : 'error', db: ok ? 'ok' : 'error', driver: database.kind };
  } catch {
    return { status: 'error', db: 'error', driver: database.kind };
  } finally {
    clearTimeout(timer);
  }
}
