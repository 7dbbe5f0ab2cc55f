import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CandidateWriter } from '#server/collector/write';
import type { Candidate } from '#server/collector/types';
import { loadMunicipalities } from '#server/reference/municipios';
import { buildCandidate, createEdital, createEditais } from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/helpers/test-db';
import { backfillMunicipioIbge } from './backfill-municipios';
import { runMigrations } from './migrate';
import { edital } from './schema';

const database = useTestDatabase();
const db = () => database().db;
const read = async (id: number) => (await db().select().from(edital).where(eq(edital.id, id)))[0]!;

describe(`backfillMunicipioIbge: o código IBGE dos editais antigos (${testDatabaseKind})`, () => {
  it('liga pelo nome do município na UF (sem acentos nem maiúsculas), sem mexer em updated_at, e só uma vez', async () => {
    const updatedAt = '2026-01-02T03:04:05.000Z';
    const campinas = await createEdital(db(), { uf: 'SP', municipio: 'Campinas', updatedAt });
    const niteroi = await createEdital(db(), { uf: 'RJ', municipio: 'niteroi', updatedAt });
    const outroEstado = await createEdital(db(), { uf: 'RJ', municipio: 'Campinas' });
    const inventado = await createEdital(db(), { uf: 'SP', municipio: 'Cidade Inventada' });
    const semUf = await createEdital(db(), { uf: null, municipio: 'Brasília' });
    const semMunicipio = await createEdital(db(), { uf: 'SP', municipio: null });
    // A code already there is kept, even one the names would not give.
    const jaLigado = await createEdital(db(), { uf: 'SP', municipio: 'Campinas', municipioIbge: 3550308 });

    expect(await backfillMunicipioIbge(database())).toBe(2);

    expect(await read(campinas.id)).toMatchObject({ municipioIbge: 3509502 });
    expect(await read(niteroi.id)).toMatchObject({ municipioIbge: 3303302 });
    expect(new Date((await read(campinas.id)).updatedAt).toISOString()).toBe(updatedAt);
    for (const e of [outroEstado, inventado, semUf, semMunicipio]) expect((await read(e.id)).municipioIbge).toBeNull();
    expect((await read(jaLigado.id)).municipioIbge).toBe(3550308);

    expect(await backfillMunicipioIbge(database())).toBe(0);
  });

  it('liga muitos nomes diferentes, em lotes, e roda depois das migrações', async () => {
    const inMg = loadMunicipalities().filter((m) => m.uf === 'MG').slice(0, 700);
    const rows = await createEditais(db(), inMg.length, (i) => ({ uf: 'MG', municipio: inMg[i]!.nome }));
    // Two notices of the same municipality are both linked.
    const twin = await createEdital(db(), { uf: 'MG', municipio: inMg[0]!.nome });

    await runMigrations(database());

    const stored = await db()
      .select({ id: edital.id, municipioIbge: edital.municipioIbge })
      .from(edital)
      .where(inArray(edital.id, [...rows.map((r) => r.id), twin.id]));
    const byId = new Map(stored.map((r) => [r.id, r.municipioIbge]));
    rows.forEach((row, i) => expect(byId.get(row.id), inMg[i]!.nome).toBe(Number(inMg[i]!.codigoIbge)));
    expect(byId.get(twin.id)).toBe(Number(inMg[0]!.codigoIbge));
    expect(await backfillMunicipioIbge(database())).toBe(0);
  });
});

/** One notice of Sobral (CE), always under the same key: each write is the same notice again. */
function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return buildCandidate({
    fonte: 'pci',
    fonte_chave: 'pci:noticias/municipio-ibge',
    titulo: 'Concurso Prefeitura de Sobral - CE 2026',
    orgao: { nome: 'Prefeitura Municipal de Sobral', sigla: null },
    uf: 'CE',
    municipio: 'Sobral',
    ...overrides,
  });
}

describe(`the collector writes municipio_ibge by the same rule (${testDatabaseKind})`, () => {
  it('links a new notice, relinks it when its municipality changes, and a missing code is no rectification', async () => {
    const created = await new CandidateWriter(db()).write(candidate());
    expect(created.outcome).toBe('criado');
    expect((await read(created.id)).municipioIbge).toBe(2312908);

    // A row written before the column existed: unchanged otherwise, so left alone by the writer…
    await db().update(edital).set({ municipioIbge: null }).where(eq(edital.id, created.id));
    expect(await new CandidateWriter(db()).write(candidate())).toEqual({ outcome: 'inalterado', id: created.id });
    expect((await read(created.id)).retificadoEm).toBeNull();
    // …and linked by the backfill.
    expect(await backfillMunicipioIbge(database())).toBe(1);
    expect((await read(created.id)).municipioIbge).toBe(2312908);

    const moved = await new CandidateWriter(db()).write(candidate({ municipio: 'Crato' }));
    expect(moved.outcome).toBe('atualizado');
    expect((await read(created.id)).municipioIbge).toBe(2304202);

    await new CandidateWriter(db()).write(candidate({ municipio: 'Lugar Nenhum' }));
    expect((await read(created.id)).municipioIbge).toBeNull();
    await new CandidateWriter(db()).write(candidate({ uf: null, municipio: 'Sobral' }));
    expect((await read(created.id)).municipioIbge).toBeNull();
  });
});
