import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { openDatabase } from '#server/db/client';
import { MIGRATIONS_FOLDER } from '#server/db/migrate';

/** The migrations this build carries, oldest first, as drizzle-kit wrote them. */
const journal = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries;
const latest = journal.at(-1)!.tag;

/** A TCP port on loopback that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

describe(`GET /api/health (${testDatabaseKind})`, () => {
  it('answers ok after really querying the database', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', driver: testDatabaseKind, schema: latest });
    expect(latest).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it("reports the database's own latest migration, read from drizzle's journal table", async () => {
    const other = await createTestApp();
    try {
      const { db } = other.database;
      // As if the database were one migration behind this build…
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      expect(await (await other.request('/api/health')).json()).toMatchObject({ status: 'ok', schema: journal.at(-2)!.tag });
      // …and as if a newer release had migrated it further: a migration this build does not know.
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('futura', ${Date.now() + 86_400_000})`);
      const res = await other.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', schema: null });
    } finally {
      await other.destroy();
    }
  });

  it('answers 503 when the database cannot answer', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'error', db: 'error', driver: testDatabaseKind, schema: null });
    await other.destroy().catch(() => {});
  });

  it('answers 503 when the PostgreSQL server cannot be reached at all', async () => {
    const unreachable = await openDatabase({ databaseUrl: `postgres://mci:mci@127.0.0.1:${await closedPort()}/mci` });
    const other = await createTestApp({}, { database: { ...unreachable, destroy: () => unreachable.close() } });
    try {
      const res = await other.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error', db: 'error', driver: 'postgres', schema: null });
    } finally {
      await other.destroy();
    }
  });

  it('carries a request id and security headers', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/\S+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
