import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLASSIFICATION_VERSION } from '#shared/editais/classify';
import { createEdital, createEditalCargo, createOrgao } from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/helpers/test-db';
import { reclassifyNotices } from './reclassify';
import { edital } from './schema';

const database = useTestDatabase();
const db = () => database().db;
const read = async (id: number) => (await db().select().from(edital).where(eq(edital.id, id)))[0]!;

async function rejects(run: () => Promise<unknown>) {
  let failed = false;
  try {
    await run();
  } catch {
    failed = true;
  }
  expect(failed).toBe(true);
}

describe(`reclassifyNotices: níveis, esfera e áreas de editais antigos (${testDatabaseKind})`, () => {
  it('deriva os campos dos editais que nunca foram classificados, sem mexer em updated_at, e só uma vez', async () => {
    const prefeitura = await createOrgao(db(), { nome: 'Prefeitura Municipal de Sobral', uf: 'CE' });
    // As rows were before migration 0007: a single escolaridade and nothing derived.
    const antigo = await createEdital(db(), {
      titulo: 'Concurso Prefeitura de Sobral 2026',
      escolaridade: 'Vários_Níveis',
      orgaoId: prefeitura.id,
      municipio: 'Sobral',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    await createEditalCargo(db(), { editalId: antigo.id, cargo: { nome: 'Professor de Matemática', escolaridade: 'Ensino_Superior' } });
    await createEditalCargo(db(), { editalId: antigo.id, cargo: { nome: 'Agente Comunitário de Saúde', escolaridade: 'Ensino_Médio' } });
    const semOrgao = await createEdital(db(), { titulo: 'Processo seletivo 2026', escolaridade: 'Ensino_Técnico' });
    expect(await read(antigo.id)).toMatchObject({ niveis: [], esfera: null, areas: [], classificacaoVersao: 0 });

    expect(await reclassifyNotices(database())).toBe(2);

    expect(await read(antigo.id)).toMatchObject({
      niveis: ['Ensino_Médio', 'Ensino_Superior'],
      escolaridade: 'Vários_Níveis',
      esfera: 'municipal',
      areas: ['Educação', 'Saúde'],
      classificacaoVersao: CLASSIFICATION_VERSION,
    });
    expect(new Date((await read(antigo.id)).updatedAt).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(await read(semOrgao.id)).toMatchObject({ niveis: ['Ensino_Técnico'], escolaridade: 'Ensino_Técnico', esfera: null, areas: [] });

    expect(await reclassifyNotices(database())).toBe(0);
  });

  it('reclassifica de novo quando as regras mudam de versão', async () => {
    const tj = await createOrgao(db(), { nome: 'Tribunal de Justiça do Ceará', sigla: 'TJ-CE', uf: 'CE' });
    const e = await createEdital(db(), { titulo: 'Concurso TJ-CE 2026', escolaridade: 'Ensino_Superior', orgaoId: tj.id });
    await reclassifyNotices(database());
    // A row classified by an older version of the rules.
    await db().update(edital).set({ areas: [], classificacaoVersao: CLASSIFICATION_VERSION - 1 }).where(eq(edital.id, e.id));
    expect(await reclassifyNotices(database())).toBe(1);
    expect(await read(e.id)).toMatchObject({ esfera: 'estadual', areas: ['Jurídica'], classificacaoVersao: CLASSIFICATION_VERSION });
  });

  it("o banco recusa 'Vários_Níveis' em niveis e áreas fora da lista", async () => {
    const e = await createEdital(db());
    await rejects(() => db().execute(sql`update edital set niveis = '{Vários_Níveis}' where id = ${e.id}`));
    await rejects(() => db().execute(sql`update edital set areas = '{Astronomia}' where id = ${e.id}`));
    await rejects(() => db().execute(sql`update edital set esfera = 'distrital' where id = ${e.id}`));
  });
});
