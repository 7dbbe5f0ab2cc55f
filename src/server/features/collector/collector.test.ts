import { eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorResult, CollectorRunsResponse } from '#shared/api/collector';
import type { EditaisResponse, EditalDetalheResponse } from '#shared/api/editais';
import { signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createFetcher } from '#server/collector/fetch';
import { fixtureSourceEnv, fixtureSources, mcpReply, PCI_LISTAR_FIXTURE, type FixtureSources } from '#server/collector/testing/fixture-sources';
import { FIXTURE_TODAY, fixtureText, JSON_UTF8, startLoopback, type Loopback } from '#server/collector/testing/loopback';
import { collectorRun, edital } from '#server/db/schema';

const ADMIN = 'admin.coleta@exemplo.com.br';

let sources: FixtureSources;
let server: Loopback;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  sources = fixtureSources();
  server = await startLoopback((req) => sources.handler(req));
  t = await createTestApp(
    { ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'error', ...fixtureSourceEnv(server.origin) },
    {
      collector: {
        // Fast failures: a 1 ms wait between retries, short timeouts.
        fetcher: createFetcher({ timeoutMs: 2_000, retries: 1, backoffMs: 1, allowedHosts: ['127.0.0.1'] }),
        now: () => new Date(`${FIXTURE_TODAY}T15:00:00Z`),
      },
    },
  );
  admin = (await signedInClient(t, { email: ADMIN, name: 'Admin Coleta', verified: true })).client;
});
afterAll(async () => {
  await t.destroy();
  await server.close();
});

async function collect(client = admin): Promise<{ status: number; body: CollectorResult & { error?: { message: string } } }> {
  const res = await client.request('/api/admin/coleta', { method: 'POST' });
  return { status: res.status, body: (await res.json()) as CollectorResult & { error?: { message: string } } };
}

describe(`collector runs (${testDatabaseKind})`, () => {
  it('visitors get 401 and non-admins 403, on both routes, and nothing runs', async () => {
    const visitor = await t.request('/api/admin/coleta', { method: 'POST' });
    expect(visitor.status).toBe(401);
    const { client } = await signedInClient(t);
    expect((await client.request('/api/admin/coleta', { method: 'POST' })).status).toBe(403);
    expect((await client.get('/api/admin/coletas')).status).toBe(403);
    expect(await t.database.db.select().from(collectorRun)).toEqual([]);
    expect(server.pageRequests()).toEqual([]);
  });

  it('first run creates, second run changes nothing, a changed notice is updated with retificado_em', async () => {
    const first = await collect();
    expect(first.status).toBe(200);
    expect(first.body.total_fontes).toBe(3);
    expect(first.body.editais_criados).toBeGreaterThanOrEqual(10);
    expect(first.body.editais_atualizados).toBe(0);
    expect(first.body.detalhes.filter((d) => d.tipo === 'criado')).toHaveLength(first.body.editais_criados);
    for (const fonte of ['pci', 'jc', 'querido-diario']) {
      expect(first.body.detalhes.some((d) => d.tipo === 'criado' && d.fonte === fonte), fonte).toBe(true);
    }
    const stored = await t.database.db.select().from(edital);
    expect(stored).toHaveLength(first.body.editais_criados);
    expect(stored.every((e) => e.retificadoEm === null)).toBe(true);
    // The collected notices are public at once: the search finds one.
    const search = (await (await t.request('/api/editais?q=sefaz')).json()) as EditaisResponse;
    expect(search.editais.some((e) => e.titulo.includes('SEFAZ'))).toBe(true);

    const second = await collect();
    expect(second.body).toMatchObject({ editais_criados: 0, editais_atualizados: 0 });
    expect(await t.database.db.select().from(edital)).toHaveLength(stored.length);

    // PCI now announces more vacancies for SEFAZ-AL.
    const changed = fixtureText(PCI_LISTAR_FIXTURE).replace('40 vagas + 60 CR até R$ 25.270,68', '55 vagas + 60 CR até R$ 25.270,68');
    sources.override('/pci/mcp', { headers: JSON_UTF8, body: mcpReply(changed) });
    try {
      const third = await collect();
      expect(third.body).toMatchObject({ editais_criados: 0, editais_atualizados: 1 });
      const [rectified] = await t.database.db.select().from(edital).where(isNotNull(edital.retificadoEm));
      expect(rectified?.vagas).toBe(55);
      expect(third.body.detalhes).toContainEqual({ tipo: 'atualizado', edital: rectified!.titulo, fonte: 'pci' });
    } finally {
      sources.override('/pci/mcp', null);
    }

    const runs = (await (await admin.get('/api/admin/coletas')).json()) as CollectorRunsResponse;
    expect(runs.runs).toHaveLength(3);
    expect(runs.runs[0]!.result).toMatchObject({ editais_atualizados: 1 });
    expect(runs.runs.every((r) => r.trigger === 'manual' && r.finished_at !== null)).toBe(true);
    expect(runs.running).toBe(false);
    expect(runs.schedule.times).toEqual(['00:00', '06:00', '07:00', '12:00', '18:00']);
    expect(runs.schedule.enabled).toBe(true);
    expect(Date.parse(runs.schedule.next_run!)).toBeGreaterThan(Date.now());
  });

  it("a Querido Diário excerpt is completed with its act, read from the edition's text, and the edition is not asked again", async () => {
    const editions = () => server.requests.filter((r) => r.path.startsWith('/qd-data/'));
    // The first test's runs read the editions already (a new excerpt's edition is asked for once).
    const asked = editions().map((r) => r.path.split('/')[2]);
    expect(asked.filter((ibge) => ibge === '2312908')).toHaveLength(1); // Sobral's edition, held by the fixtures
    // Campinas' edition answers 404: a page that failed is asked again at the next run (three runs so far).
    expect(asked.filter((ibge) => ibge === '3509502')).toHaveLength(3);
    const search = (await (await t.request('/api/editais?q=sobral')).json()) as EditaisResponse;
    const sobral = search.editais.find((e) => e.uf === 'CE' && e.titulo.includes('Sobral'));
    expect(sobral, JSON.stringify(search.editais.map((e) => e.titulo))).toBeDefined();
    const detail = (await (await t.request(`/api/editais/${sobral!.id}`)).json()) as EditalDetalheResponse;
    // The excerpt names the positions and 12 vacancies; only the act's table tells each one's vacancies, level,
    // workload and pay, and its fees by level which fee is whose (the best paid first).
    expect(detail.cargos.map((c) => [c.nome, c.vagas, c.escolaridade, c.jornada, c.remuneracao_base, c.taxa_inscricao])).toEqual([
      ['Procurador Legislativo', 2, 'Ensino_Superior', '30 horas semanais', 7800, 120],
      ['Agente Legislativo', 10, 'Ensino_Médio', '40 horas semanais', 2350, 80],
    ]);
    // The exam day is in the act only; the gazette's town and state stay.
    expect(detail.edital).toMatchObject({ prova_data: '2026-12-13', municipio: 'Sobral', uf: 'CE', vagas: 12 });
    const [stored] = await t.database.db.select().from(edital).where(eq(edital.id, sobral!.id));
    expect(stored!.proveniencia.prova_data).toMatchObject({ origem: 'detalhe' });
    // Provenance links the edition's PDF, what a reader opens (the text read is that PDF's text layer).
    expect(stored!.proveniencia.prova_data!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/qd-data\/2312908\/2026-09-29\/\w+\.pdf$/);

    const before = editions().length;
    // (PCI's SEFAZ-AL goes back to its fixture's vacancies in this run: an update of PCI's, not of the gazettes'.)
    const again = await collect();
    expect(again.body.detalhes.filter((d) => d.fonte === 'querido-diario' && d.tipo !== 'aviso')).toEqual([]);
    expect(editions().filter((r) => r.path.includes('/2312908/'))).toHaveLength(1);
    expect(editions()).toHaveLength(before + 1); // Campinas' 404 only
  });

  it('a failing source becomes an error line; the others are still written', async () => {
    sources.override('/jc/concursos/previstos', { status: 500, body: 'erro' });
    sources.override('/qd/gazettes', { headers: JSON_UTF8, body: '{"isto": "não é o formato"' });
    try {
      const before = (await t.database.db.select().from(edital)).length;
      await t.database.db.delete(edital);
      const run = await collect();
      expect(run.status).toBe(200);
      expect(run.body.erros).toBeGreaterThanOrEqual(2);
      expect(run.body.detalhes.some((d) => d.tipo === 'erro' && d.fonte === 'jc')).toBe(true);
      expect(run.body.detalhes.some((d) => d.tipo === 'erro' && d.fonte === 'querido-diario')).toBe(true);
      expect(run.body.detalhes.some((d) => d.tipo === 'criado' && d.fonte === 'pci')).toBe(true);
      const after = await t.database.db.select().from(edital);
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBeLessThan(before);
      expect(after.some((e) => e.fonte === 'querido-diario')).toBe(false);
      // No stack trace or internal detail leaks into the report.
      expect(JSON.stringify(run.body)).not.toMatch(/\bat \w+ \(|node_modules/);
    } finally {
      sources.override('/jc/concursos/previstos', null);
      sources.override('/qd/gazettes', null);
    }
  });

  it('when the MCP endpoint fails, PCI falls back to its HTML listing and says so', async () => {
    sources.override('/pci/mcp', { headers: JSON_UTF8, body: 'isto não é json' });
    try {
      const run = await collect();
      expect(run.status).toBe(200);
      const aviso = run.body.detalhes.find((d) => d.tipo === 'aviso' && d.fonte === 'pci');
      expect(aviso?.mensagem).toMatch(/^pci-mcp falhou \(.*\); usada a fonte pci-html$/);
      const fromHtml = await t.database.db.select().from(edital).where(eq(edital.fonte, 'pci'));
      expect(fromHtml.length).toBeGreaterThan(0);
    } finally {
      sources.override('/pci/mcp', null);
    }
  });

  it("a second start while one runs answers 409 'Coleta já em andamento'", async () => {
    sources.override('/jc/concursos/previstos', { headers: { 'content-type': 'text/html' }, body: '<html></html>', delayMs: 800 });
    try {
      const first = collect();
      await new Promise((r) => setTimeout(r, 150));
      const second = await collect();
      expect(second.status).toBe(409);
      expect(second.body.error?.message).toBe('Coleta já em andamento');
      const runs = (await (await admin.get('/api/admin/coletas')).json()) as CollectorRunsResponse;
      expect(runs.running).toBe(true);
      expect((await first).status).toBe(200);
    } finally {
      sources.override('/jc/concursos/previstos', null);
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('the advisory lock also holds against another app instance on the same database', async () => {
    const other = new pg.Client({ connectionString: (t.database.pool!.options as { connectionString: string }).connectionString });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(4834121001)');
      const run = await collect();
      expect(run.status).toBe(409);
      await other.query('select pg_advisory_unlock(4834121001)');
      expect((await collect()).status).toBe(200);
    } finally {
      await other.end();
    }
  });
});
