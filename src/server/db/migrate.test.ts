import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { listTables, runMigrations } from './migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.destroy();
});

const db = () => database.db;

async function rejects(query: ReturnType<typeof sql>) {
  let failed = false;
  try {
    await db().execute(query);
  } catch {
    failed = true;
  }
  expect(failed, `deveria falhar: ${JSON.stringify(query)}`).toBe(true);
}

describe(`migrations on a fresh database (${testDatabaseKind})`, () => {
  it('create every entity and are idempotent', async () => {
    expect(await listTables(database)).toEqual([]);
    await runMigrations(database);
    await runMigrations(database);
    expect(await listTables(database)).toEqual(
      expect.arrayContaining([
        'account', 'banca', 'cargo', 'collector_run', 'edital', 'edital_cargo', 'estado', 'municipio',
        'orgao', 'profiles', 'session', 'subscription', 'user', 'user_edital_status', 'verification',
      ]),
    );
  });

  it('insert the 27 UFs', async () => {
    const { rows } = await db().execute<{ uf: string }>(sql`select uf from estado order by uf`);
    expect(rows).toHaveLength(27);
    expect(rows.map((r) => r.uf)).toContain('SP');
  });

  it('create the trigram index over unaccented lower(titulo)', async () => {
    const { rows } = await db().execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'edital_titulo_trgm_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/gin .*f_unaccent\(lower\(titulo\)\).*gin_trgm_ops/i);
    const { rows: r2 } = await db().execute<{ v: string }>(sql`select f_unaccent(lower('POLÍCIA São Paulo')) as v`);
    expect(r2[0]?.v).toBe('policia sao paulo');
  });

  it('enforce the data rules in the database', async () => {
    await rejects(sql`insert into estado (uf, nome) values ('XX', 'Nenhum')`);
    await rejects(sql`insert into edital (titulo, status, uf) values ('Concurso', 'inscricoes_abertas', 'XX')`);
    await rejects(sql`insert into edital (titulo, status) values ('Concurso', 'status_inventado')`);
    await rejects(sql`insert into edital (titulo, status) values ('   ', 'publicado')`);
    await rejects(sql`insert into edital (titulo, status, vagas) values ('Concurso', 'publicado', -1)`);
    await rejects(sql`insert into edital (titulo, status, remuneracao_min, remuneracao_max) values ('C', 'publicado', 5000, 1000)`);
    await rejects(sql`insert into edital (titulo, status, inscricoes_inicio, inscricoes_fim) values ('C', 'publicado', '2026-02-10', '2026-02-01')`);
    await rejects(sql`insert into edital (titulo, status, link_inscricao) values ('C', 'publicado', 'javascript:alert(1)')`);
    await rejects(sql`insert into edital (titulo, status, link_edital) values ('C', 'publicado', 'data:text/html,oi')`);
    await rejects(sql`insert into edital (titulo, status, orgao_id) values ('C', 'publicado', 999999)`);
    await rejects(sql`insert into banca (nome, site) values ('Banca X', 'javascript:alert(1)')`);

    await db().execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana', 'ana@exemplo.com.br')`);
    const { rows } = await db().execute<{ id: number }>(
      sql`insert into edital (titulo, status, link_inscricao) values ('Concurso válido', 'inscricoes_abertas', 'https://exemplo.org/inscricao') returning id`,
    );
    const editalId = rows[0]!.id;
    await db().execute(sql`insert into user_edital_status (user_id, edital_id, status, origin) values ('u1', ${editalId}, 'salvo', 'feed')`);
    await rejects(sql`insert into user_edital_status (user_id, edital_id, status, origin) values ('u1', ${editalId}, 'visto', 'feed')`);
    await rejects(sql`insert into user_edital_status (user_id, edital_id, status, origin) values ('u1', ${editalId}, 'novo', 'feed')`);
    await rejects(sql`insert into user_edital_status (user_id, edital_id, status, origin) values ('u1', ${editalId}, 'visto', 'email')`);
    await rejects(sql`insert into user_edital_status (user_id, edital_id, status, origin) values ('nao-existe', ${editalId}, 'visto', 'feed')`);
    await rejects(sql`insert into subscription (user_id, plan) values ('u1', 'gold')`);
    await db().execute(sql`insert into subscription (user_id) values ('u1')`);
    const sub = await db().execute<{ plan: string; status: string }>(sql`select plan, status from subscription where user_id = 'u1'`);
    expect(sub.rows[0]).toMatchObject({ plan: 'free', status: 'active' });

    // Deleting a user takes their statuses and subscription along.
    await db().execute(sql`delete from "user" where id = 'u1'`);
    const left = await db().execute<{ n: number }>(
      sql`select (select count(*) from user_edital_status)::int + (select count(*) from subscription)::int as n`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('serve a title search from the trigram index', async () => {
    await db().execute(sql`set enable_seqscan = off`);
    const { rows } = await db().execute<{ 'QUERY PLAN': string }>(
      sql`explain select id from edital where f_unaccent(lower(titulo)) like '%' || f_unaccent(lower('policia')) || '%'`,
    );
    await db().execute(sql`reset enable_seqscan`);
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('edital_titulo_trgm_idx');
  });
});

describe(`migration 0010 (${testDatabaseKind})`, () => {
  it("gives every notice a source already wrote its first row in edital_fonte, once", async () => {
    await runMigrations(database);
    await db().execute(sql`delete from edital_fonte`);
    await db().execute(sql`delete from edital`);
    await db().execute(sql`
      insert into edital (titulo, status, fonte, fonte_chave, fonte_url) values
        ('Prefeitura de Campinas 2025', 'publicado', 'pci', 'pci:noticias/campinas-2025', 'https://www.pciconcursos.com.br/noticias/campinas-2025'),
        ('Cadastrado à mão', 'publicado', 'manual', null, null)`);
    // The migration's own statement, as the file has it (its last one).
    const file = readFileSync(new URL('./migrations/0010_fontes_pdfs_versoes.sql', import.meta.url), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    await db().execute(sql.raw(backfill));
    await db().execute(sql.raw(backfill));
    const { rows } = await db().execute<{ fonte: string; chave: string; url: string | null; titulo: string }>(
      sql`select f.fonte, f.chave, f.url, e.titulo from edital_fonte f join edital e on e.id = f.edital_id`,
    );
    expect(rows).toEqual([
      { fonte: 'pci', chave: 'pci:noticias/campinas-2025', url: 'https://www.pciconcursos.com.br/noticias/campinas-2025', titulo: 'Prefeitura de Campinas 2025' },
    ]);
    await db().execute(sql`delete from edital`);
  });
});
