import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { EDITAL_STATUSES, ESCOLARIDADES, ESFERAS, NIVEIS } from '#shared/domain';
import { UFS } from '#shared/ufs';
import type { Database } from '../client';
import { banca, cargo, edital, editalCargo, editalVersao, municipio, orgao } from '../schema';
import { CARGOS, ESTADOS, FORMATOS_PROVA } from './demo-catalog';
import { todayInBrasilia } from '#shared/editais/dates';
import { assertIsoDate, demoBancaNames, planDemoData, seedDemoData, type DemoSeedResult } from './demo';
import { editalColumns, orgaoColumns } from '#server/lib/edital-select';
import { resetDemoData, seedDatabase } from './index';
import { loadBancas } from '#server/reference/bancas';
import { findMunicipioByCode } from '#server/reference/municipios';
import { seedReferenceData } from './reference';

const TODAY = '2026-03-10';
const OTHER_DAY = '2026-07-21';

/** 'YYYY-MM-DD' plus n days, computed independently of the code under test. */
function day(base: string, n: number): string {
  return new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const TAGS = new Set([
  'Administrativa', 'Área Fiscal', 'Bancária', 'Cadastro Reserva', 'Controle', 'Educação', 'Estadual', 'Federal',
  'Jurídica', 'Legislativa', 'Municipal', 'Nível Fundamental', 'Nível Médio', 'Nível Superior', 'Nível Técnico',
  'Operacional', 'Policial', 'Saúde', 'Segurança Pública', 'TI', 'Tribunais',
]);

async function loadEditais(db: Database) {
  return db
    .select({
      ...editalColumns,
      ...orgaoColumns,
      fonte: edital.fonte,
      fonteChave: edital.fonteChave,
      orgaoId: edital.orgaoId,
      bancaId: edital.bancaId,
      bancaNome: banca.nome,
      bancaSite: banca.site,
      orgaoUf: orgao.uf,
      orgaoMunicipio: orgao.municipio,
      // Calendar days in Brasília, computed by the database.
      criadoEm: sql<string>`(${edital.createdAt} at time zone 'America/Sao_Paulo')::date::text`,
      retificadoEm: sql<string | null>`(${edital.retificadoEm} at time zone 'America/Sao_Paulo')::date::text`,
      retificadoDepoisDeCriado: sql<boolean | null>`${edital.retificadoEm} > ${edital.createdAt}`,
      atualizadoNaUltimaMudanca: sql<boolean>`${edital.updatedAt} = coalesce(${edital.retificadoEm}, ${edital.createdAt})`,
    })
    .from(edital)
    .leftJoin(banca, eq(banca.id, edital.bancaId))
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .where(eq(edital.fonte, 'demo'))
    .orderBy(edital.id);
}

/** Every position of every notice, with the position's own columns. */
async function loadCargos(db: Database) {
  const { editalId, vagas, remuneracaoBase, formatoProva, taxaInscricao } = editalCargo;
  const { nome, escolaridade, jornada, cargaHorariaSemanal } = cargo;
  return db
    .select({ editalId, vagas, remuneracaoBase, formatoProva, taxaInscricao, nome, escolaridade, jornada, cargaHorariaSemanal })
    .from(editalCargo)
    .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId));
}

type Editais = Awaited<ReturnType<typeof loadEditais>>;
type Cargos = Awaited<ReturnType<typeof loadCargos>>;

describe('todayInBrasilia', () => {
  it('gives the calendar date in Brasília (UTC-3), not in UTC', () => {
    expect(todayInBrasilia(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(todayInBrasilia(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(todayInBrasilia(new Date('2026-12-31T23:30:00-03:00'))).toBe('2026-12-31');
    expect(todayInBrasilia()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects dates that are not real YYYY-MM-DD dates', () => {
    expect(() => assertIsoDate('2026-03-10')).not.toThrow();
    expect(() => assertIsoDate('2024-02-29')).not.toThrow();
    for (const bad of ['2026-02-30', '2025-02-29', '10/03/2026', '2026-3-10', '2026-03-10T00:00:00Z', '']) {
      expect(() => assertIsoDate(bad), bad).toThrow(RangeError);
    }
  });
});

describe('the demo catalog', () => {
  it('names only exam boards that exist in bancas.csv', () => {
    const names = new Set(loadBancas().map((b) => b.nome));
    // A federal institute runs its own selection only when bancas.csv lists it (IFSP does, IFB does not).
    const institutos = new Set(UFS.map((uf) => ESTADOS[uf].instituto.sigla));
    const missing = demoBancaNames().filter((n) => !names.has(n));
    expect(missing.filter((n) => !institutos.has(n))).toEqual([]);
    expect(names.has('IFSP')).toBe(true);
  });

  it('offers positions with valid levels, formats and pay for every kind of agency', () => {
    for (const [kind, cargos] of Object.entries(CARGOS)) {
      expect(cargos.length, kind).toBeGreaterThan(0);
      for (const c of cargos) {
        expect(ESCOLARIDADES).toContain(c.escolaridade);
        expect(c.escolaridade).not.toBe('Vários_Níveis');
        expect(FORMATOS_PROVA).toContain(c.formato);
        expect(c.remuneracao[0]).toBeLessThanOrEqual(c.remuneracao[1]);
        expect(c.vagas[0]).toBeGreaterThanOrEqual(1);
        expect(c.vagas[0]).toBeLessThanOrEqual(c.vagas[1]);
      }
    }
  });

  it('plans the same notices for the same date and other ones for another date', () => {
    const available = new Set(demoBancaNames());
    const first = planDemoData(TODAY, available);
    expect(planDemoData(TODAY, available)).toEqual(first);
    expect(planDemoData(OTHER_DAY, available).map((e) => e.titulo)).not.toEqual(first.map((e) => e.titulo));
  });
});

describe(`seedDemoData (${testDatabaseKind})`, () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let result: DemoSeedResult;
  let seedMs: number;
  let editais: Editais;
  let cargos: Cargos;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await Promise.all([seedReferenceData(first.db), seedReferenceData(second.db)]);
    const started = performance.now();
    result = await seedDemoData(first.db, { today: TODAY });
    seedMs = performance.now() - started;
    editais = await loadEditais(first.db);
    cargos = await loadCargos(first.db);
  });
  afterAll(async () => {
    await Promise.all([first?.destroy(), second?.destroy()]);
  });

  const cargosOf = (editalId: number) => cargos.filter((c) => c.editalId === editalId);
  const withStatus = (status: string) => editais.filter((e) => e.status === status);

  it('inserts about 150 notices and reports what it inserted', async () => {
    expect(editais.length).toBeGreaterThanOrEqual(140);
    expect(editais.length).toBeLessThanOrEqual(160);
    expect(result.editais).toBe(editais.length);
    expect(result.cargos).toBe(cargos.length);
    const [orgaos] = await first.db.select({ n: count() }).from(orgao);
    expect(result.orgaos).toBe(orgaos!.n);
    expect(new Set(editais.map((e) => e.fonteChave)).size).toBe(editais.length);
    expect(editais.every((e) => /^demo:\d+$/.test(e.fonteChave ?? ''))).toBe(true);
    expect(new Set(editais.map((e) => e.titulo)).size).toBe(editais.length);
    console.info(`seed de demonstração (${testDatabaseKind}): ${Math.round(seedMs)} ms`);
  });

  it('covers all 27 UFs with at least 3 notices each', () => {
    for (const uf of UFS) {
      expect(editais.filter((e) => e.uf === uf).length, uf).toBeGreaterThanOrEqual(3);
    }
    // National federal bodies (INSS, Receita Federal…) have no UF.
    for (const e of editais.filter((x) => x.uf === null)) {
      expect(e.orgaoUf).toBeNull();
      expect(e.municipio).toBeNull();
    }
  });

  it('has every status, with open registrations the majority', () => {
    for (const status of EDITAL_STATUSES) expect(withStatus(status).length, status).toBeGreaterThanOrEqual(1);
    const abertas = withStatus('inscricoes_abertas').length / editais.length;
    expect(abertas).toBeGreaterThanOrEqual(0.5);
    expect(abertas).toBeLessThanOrEqual(0.7);
    for (const status of ['publicado', 'autorizado', 'encerrado']) {
      expect(withStatus(status).length, status).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives each notice 1 to 6 positions whose vacancies and pay add up', () => {
    for (const e of editais) {
      const own = cargosOf(e.id);
      expect(own.length, e.titulo).toBeGreaterThanOrEqual(1);
      expect(own.length, e.titulo).toBeLessThanOrEqual(6);
      expect(e.vagas).toBe(own.reduce((sum, c) => sum + (c.vagas ?? 0), 0));
      const pays = own.map((c) => c.remuneracaoBase!);
      expect(e.remuneracaoMin).toBe(Math.min(...pays));
      expect(e.remuneracaoMax).toBe(Math.max(...pays));
      const levels = new Set(own.map((c) => c.escolaridade));
      expect(e.escolaridade).toBe(levels.size === 1 ? [...levels][0] : 'Vários_Níveis');
    }
    expect(new Set(editais.map((e) => cargosOf(e.id).length)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives each notice the levels of its positions, a sphere and areas: multi-level, federal, state and municipal ones', () => {
    for (const e of editais) {
      const levels = NIVEIS.filter((n) => cargosOf(e.id).some((c) => c.escolaridade === n));
      expect(e.niveis, e.titulo).toEqual(levels);
    }
    expect(editais.filter((e) => e.niveis.length >= 2).length).toBeGreaterThanOrEqual(20);
    for (const esfera of ESFERAS) expect(editais.filter((e) => e.esfera === esfera).length, esfera).toBeGreaterThanOrEqual(10);
    // The agency's name says its sphere: every demo agency is a known kind.
    expect(editais.filter((e) => e.esfera === null).length).toBeLessThanOrEqual(3);
    expect(editais.filter((e) => e.areas.length > 0).length / editais.length).toBeGreaterThanOrEqual(0.9);
    expect(new Set(editais.flatMap((e) => e.areas)).size).toBeGreaterThanOrEqual(8);
  });

  it('marks register-only notices (no vacancies) with the Cadastro Reserva tag', () => {
    const reserva = editais.filter((e) => e.vagas === 0);
    expect(reserva.length).toBeGreaterThanOrEqual(2);
    for (const e of editais) expect(e.tags.includes('Cadastro Reserva'), e.titulo).toBe(e.vagas === 0);
  });

  it('uses realistic positions: level, hours, exam format, pay and fee', () => {
    const jornadas = new Set<string>();
    for (const c of cargos) {
      expect(c.escolaridade).not.toBe('Vários_Níveis');
      expect(FORMATOS_PROVA).toContain(c.formatoProva);
      expect(c.jornada).toMatch(/^(\d{2} horas semanais( \(dedicação exclusiva\))?|Escala 12x36)$/);
      jornadas.add(c.jornada!);
      expect(c.cargaHorariaSemanal).toBeGreaterThanOrEqual(20);
      expect(c.cargaHorariaSemanal).toBeLessThanOrEqual(44);
      expect(c.taxaInscricao).toBeGreaterThanOrEqual(50);
      expect(c.taxaInscricao).toBeLessThanOrEqual(150);
      const pay = c.remuneracaoBase!;
      if (c.escolaridade === 'Ensino_Fundamental') {
        expect(pay).toBeGreaterThanOrEqual(1500);
        expect(pay).toBeLessThanOrEqual(3000);
      } else if (c.escolaridade === 'Ensino_Médio' || c.escolaridade === 'Ensino_Técnico') {
        expect(pay).toBeGreaterThanOrEqual(2500);
        // Federal judiciary technicians earn about R$ 9,000.
        expect(pay).toBeLessThanOrEqual(9100);
      } else {
        expect(pay).toBeGreaterThanOrEqual(3700);
        expect(pay).toBeLessThanOrEqual(30_000);
      }
    }
    expect([...jornadas]).toEqual(expect.arrayContaining(['40 horas semanais', '30 horas semanais', '20 horas semanais', 'Escala 12x36']));
    expect(new Set(cargos.map((c) => c.escolaridade)).size).toBeGreaterThanOrEqual(4);
  });

  it('tags each notice with 2 to 5 tags from the vocabulary', () => {
    for (const e of editais) {
      expect(e.tags.length, e.titulo).toBeGreaterThanOrEqual(2);
      expect(e.tags.length, e.titulo).toBeLessThanOrEqual(5);
      expect(new Set(e.tags).size).toBe(e.tags.length);
      for (const tag of e.tags) expect(TAGS.has(tag), tag).toBe(true);
    }
  });

  it('dates open notices around today, with deadlines today, tomorrow and within a week', () => {
    const abertas = withStatus('inscricoes_abertas');
    for (const e of abertas) {
      expect(e.inscricoesInicio! < TODAY, e.titulo).toBe(true);
      expect(e.inscricoesFim! >= TODAY, e.titulo).toBe(true);
      expect(e.inscricoesFim! <= day(TODAY, 60), e.titulo).toBe(true);
    }
    const endingIn = (n: number) => abertas.filter((e) => e.inscricoesFim! <= day(TODAY, n)).length;
    expect(abertas.filter((e) => e.inscricoesFim === TODAY).length).toBeGreaterThanOrEqual(2);
    expect(abertas.filter((e) => e.inscricoesFim === day(TODAY, 1)).length).toBeGreaterThanOrEqual(2);
    expect(endingIn(3)).toBeGreaterThanOrEqual(6);
    expect(endingIn(7)).toBeGreaterThanOrEqual(10);
    expect(endingIn(60) - endingIn(30)).toBeGreaterThanOrEqual(5);
  });

  it('dates the other statuses consistently', () => {
    for (const e of withStatus('publicado')) {
      expect(e.inscricoesInicio! > TODAY, e.titulo).toBe(true);
      expect(e.inscricoesFim! > e.inscricoesInicio!).toBe(true);
    }
    for (const e of withStatus('autorizado')) {
      expect([e.inscricoesInicio, e.inscricoesFim, e.provaData, e.linkEdital, e.linkInscricao]).toEqual([null, null, null, null, null]);
    }
    for (const e of [...withStatus('encerrado'), ...withStatus('cancelado')]) {
      expect(e.inscricoesFim! < TODAY, e.titulo).toBe(true);
    }
    for (const e of editais) {
      if (e.inscricoesInicio && e.inscricoesFim) expect(e.inscricoesInicio <= e.inscricoesFim).toBe(true);
      if (e.inscricoesFim) expect(e.provaData! > e.inscricoesFim, e.titulo).toBe(true);
      if (e.provaData) expect(new Date(`${e.provaData}T12:00:00Z`).getUTCDay(), 'prova num domingo').toBe(0);
    }
  });

  it('spreads creation over the last 60 days, with some corrections after creation', () => {
    for (const e of editais) {
      expect(e.criadoEm >= day(TODAY, -60), e.titulo).toBe(true);
      expect(e.criadoEm < TODAY, e.titulo).toBe(true);
      expect(e.atualizadoNaUltimaMudanca).toBe(true);
      if (e.retificadoEm) {
        expect(e.retificadoDepoisDeCriado).toBe(true);
        expect(e.retificadoEm < TODAY).toBe(true);
      }
    }
    const days = new Set(editais.map((e) => e.criadoEm));
    expect(days.size).toBeGreaterThanOrEqual(30);
    expect(editais.filter((e) => e.criadoEm < day(TODAY, -30)).length).toBeGreaterThanOrEqual(10);
    expect(editais.filter((e) => e.retificadoEm !== null).length).toBeGreaterThanOrEqual(5);
  });

  it("gives each corrected notice its history for 'O que mudou': registration extended, vacancies added", async () => {
    const versoes = await first.db.select().from(editalVersao);
    const corrected = editais.filter((e) => e.retificadoEm !== null && e.inscricoesFim !== null);
    expect(corrected.length).toBeGreaterThanOrEqual(5);
    for (const e of corrected) {
      const own = versoes.filter((v) => v.editalId === e.id).sort((a, b) => a.criadoEm.localeCompare(b.criadoEm));
      expect(own, e.titulo).toHaveLength(2);
      expect(own[0]!.mudancas).toEqual([]);
      const last = own[1]!.mudancas as { campo: string; de: unknown; para: unknown }[];
      expect(last.length).toBeGreaterThan(0);
      for (const m of last) {
        if (m.campo === 'inscricoes_fim') expect([m.de, m.para]).toEqual([day(e.inscricoesFim!, -14), e.inscricoesFim]);
        if (m.campo === 'vagas') expect(Number(m.de)).toBeLessThan(Number(m.para));
      }
    }
    // Nothing else has a history: a notice never corrected was never changed.
    const ids = new Set(corrected.map((e) => e.id));
    expect(versoes.every((v) => ids.has(v.editalId))).toBe(true);
  });

  it('links only to http(s) pages on the exam board’s site', () => {
    for (const e of editais) {
      for (const link of [e.linkEdital, e.linkInscricao]) {
        if (link !== null) {
          expect(link).toMatch(/^https?:\/\//);
          expect(link.startsWith(`${e.bancaSite}/`), link).toBe(true);
        }
      }
      if (e.status !== 'autorizado') {
        expect(e.bancaId, e.titulo).not.toBeNull();
        expect(e.linkEdital).not.toBeNull();
        expect(e.linkInscricao).not.toBeNull();
      }
    }
  });

  it('uses real exam boards, the common ones included', () => {
    const names = new Set(loadBancas().map((b) => b.nome));
    const used = new Set(editais.flatMap((e) => (e.bancaNome ? [e.bancaNome] : [])));
    for (const name of used) expect(names.has(name), name).toBe(true);
    expect(used.size).toBeGreaterThanOrEqual(25);
    const common = ['FGV', 'Cebraspe', 'Vunesp', 'FCC', 'IBFC', 'Instituto AOCP', 'Idecan', 'Consulplan', 'Fundatec', 'Instituto Quadrix'];
    expect(common.filter((n) => used.has(n)).length).toBeGreaterThanOrEqual(6);
  });

  it('uses plausible agencies: prefeituras of real municipalities of the notice’s UF, state and federal bodies', async () => {
    const prefeituras = editais.filter((e) => e.orgaoNome!.startsWith('Prefeitura Municipal'));
    expect(prefeituras.length).toBeGreaterThanOrEqual(20);
    const ibge = await first.db.select({ nome: municipio.nome, uf: municipio.uf }).from(municipio);
    const real = new Set(ibge.map((m) => `${m.uf}|${m.nome}`));
    for (const e of prefeituras) {
      expect(e.orgaoSigla).toBeNull();
      expect(real.has(`${e.uf}|${e.orgaoMunicipio}`), `${e.orgaoMunicipio} - ${e.uf}`).toBe(true);
      expect(e.orgaoNome).toMatch(new RegExp(`^Prefeitura Municipal d[eo] ${e.orgaoMunicipio}$`));
      expect(e.titulo).toBe(`Concurso ${e.orgaoNome!.replace('Prefeitura Municipal', 'Prefeitura')} - ${e.uf} ${(e.inscricoesInicio ?? TODAY).slice(0, 4)}${cargosOf(e.id).length === 1 ? ` - ${cargosOf(e.id)[0]!.nome}` : ''}`);
    }
    for (const e of editais) {
      if (e.uf !== null) expect(e.orgaoUf).toBe(e.uf);
      if (e.orgaoMunicipio && e.orgaoUf) expect(real.has(`${e.orgaoUf}|${e.orgaoMunicipio}`), e.orgaoMunicipio).toBe(true);
      expect(e.titulo).toMatch(/^Concurso .+ \d{4}( - .+)?$/);
    }
    const siglas = new Set(editais.map((e) => e.orgaoSigla).filter((s) => s !== null));
    expect([...siglas].some((s) => /^TJ-[A-Z]{2}$|^TJDFT$/.test(s))).toBe(true);
    expect([...siglas].some((s) => /^(PM|PC)-[A-Z]{2}$/.test(s))).toBe(true);
    expect([...siglas].some((s) => /^UF|^UN/.test(s))).toBe(true);
  });

  it('links every notice with a state to the IBGE code of its municipality; nationwide ones to none', async () => {
    const rows = await first.db
      .select({ uf: edital.uf, municipio: edital.municipio, municipioIbge: edital.municipioIbge, codigo: municipio.codigoIbge })
      .from(edital)
      .leftJoin(municipio, sql`${municipio.codigoIbge} = lpad(${edital.municipioIbge}::text, 7, '0')`)
      .where(eq(edital.fonte, 'demo'));
    expect(rows.length).toBe(editais.length);
    for (const row of rows) {
      if (row.uf === null) {
        expect(row.municipioIbge, row.municipio ?? '').toBeNull();
        continue;
      }
      expect(row.municipioIbge, `${row.municipio} - ${row.uf}`).not.toBeNull();
      const linked = findMunicipioByCode(String(row.municipioIbge));
      expect(linked).toMatchObject({ nome: row.municipio, uf: row.uf });
      expect(row.codigo).toBe(String(row.municipioIbge));
    }
    expect(rows.some((row) => row.uf === null)).toBe(true);
  });

  it('is deterministic: a fresh database seeded for the same day gets the same notices', async () => {
    await seedDemoData(second.db, { today: TODAY });
    const again = await loadEditais(second.db);
    const summary = (rows: Editais) =>
      rows.map((e) => [e.fonteChave, e.titulo, e.uf, e.status, e.inscricoesInicio, e.inscricoesFim, e.vagas, e.bancaNome, e.criadoEm]);
    expect(summary(again)).toEqual(summary(editais));
  });

  it('is idempotent: a second run inserts nothing', async () => {
    expect(await seedDemoData(first.db, { today: TODAY })).toEqual({ editais: 0, cargos: 0, orgaos: 0 });
    expect(await seedDemoData(first.db, { today: OTHER_DAY })).toEqual({ editais: 0, cargos: 0, orgaos: 0 });
    const seeded = await seedDatabase(first.db, { demo: true, today: TODAY });
    expect(seeded.demo).toEqual({ editais: 0, cargos: 0, orgaos: 0 });
    expect(seeded.reference).toEqual({ municipios: 0, bancas: 0, bancasAtualizadas: 0 });
    expect((await loadEditais(first.db)).length).toBe(editais.length);
    expect((await loadCargos(first.db)).length).toBe(cargos.length);
  });

  it('resets to another day: demo rows replaced, other notices and what they use kept', async () => {
    const db = second.db;
    // A notice from another source sharing an agency and a position with the demo.
    const [shared] = await db
      .select({ orgaoId: edital.orgaoId, cargoId: editalCargo.cargoId })
      .from(edital)
      .innerJoin(editalCargo, eq(editalCargo.editalId, edital.id))
      .where(eq(edital.fonte, 'demo'))
      .limit(1);
    const [manual] = await db
      .insert(edital)
      .values({ titulo: 'Concurso cadastrado à mão', status: 'publicado', fonte: 'manual', fonteChave: 'teste:manual', orgaoId: shared!.orgaoId })
      .returning({ id: edital.id });
    await db.insert(editalCargo).values({ editalId: manual!.id, cargoId: shared!.cargoId, vagas: 1 });
    const [orphan] = await db.insert(orgao).values({ nome: 'Órgão sem edital', uf: 'SP' }).returning({ id: orgao.id });

    const reset = await resetDemoData(db, { today: OTHER_DAY });
    expect(reset.removidos.editais).toBe(editais.length);
    expect(reset.inseridos.editais).toBeGreaterThanOrEqual(140);

    const rows = await loadEditais(db);
    expect(rows).toHaveLength(reset.inseridos.editais);
    const abertas = rows.filter((e) => e.status === 'inscricoes_abertas');
    expect(abertas.filter((e) => e.inscricoesFim === OTHER_DAY).length).toBeGreaterThanOrEqual(2);
    expect(abertas.filter((e) => e.inscricoesFim === day(OTHER_DAY, 1)).length).toBeGreaterThanOrEqual(2);
    expect(abertas.every((e) => e.inscricoesFim! >= OTHER_DAY && e.inscricoesInicio! < OTHER_DAY)).toBe(true);
    expect(rows.every((e) => e.criadoEm >= day(OTHER_DAY, -60) && e.criadoEm < OTHER_DAY)).toBe(true);

    // The manual notice, its agency and position survive; unrelated agencies are not touched.
    const [kept] = await db.select().from(edital).where(eq(edital.id, manual!.id));
    expect(kept?.orgaoId).toBe(shared!.orgaoId);
    expect(await db.select().from(editalCargo).where(eq(editalCargo.editalId, manual!.id))).toHaveLength(1);
    expect(await db.select().from(orgao).where(eq(orgao.id, orphan!.id))).toHaveLength(1);

    // Demo agencies are not duplicated: the old ones were removed or reused.
    const [orgaos] = await db.select({ n: count() }).from(orgao);
    const distinctNow = new Set(rows.map((e) => e.orgaoId)).size;
    expect(orgaos!.n).toBeLessThanOrEqual(distinctNow + 2);
    // No position is left without a notice.
    const [unused] = await db
      .select({ n: count() })
      .from(cargo)
      .where(sql`not exists (select 1 from ${editalCargo} where ${editalCargo.cargoId} = ${cargo.id})`);
    expect(unused!.n).toBe(0);
  });
});

describe(`seedDatabase (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('refuses demo data before reference data, then seeds reference only, then both, logging each run', async () => {
    await expect(seedDemoData(database.db, { today: TODAY })).rejects.toThrow(/seedReferenceData/);
    await expect(seedDemoData(database.db, { today: '10/03/2026' })).rejects.toThrow(RangeError);

    const logs: Array<[object, string]> = [];
    const logger = { info: (details: object, message: string) => logs.push([details, message]) };
    const reference = await seedDatabase(database.db, { demo: false, logger });
    expect(reference.demo).toBeNull();
    expect(reference.reference.municipios).toBe(5571);
    const [before] = await database.db.select({ n: count() }).from(edital);
    expect(before!.n).toBe(0);

    const both = await seedDatabase(database.db, { demo: true, logger });
    expect(both.demo!.editais).toBeGreaterThanOrEqual(140);
    // Without a date, the demo is dated today in Brasília.
    const today = todayInBrasilia();
    const abertas = (await loadEditais(database.db)).filter((e) => e.status === 'inscricoes_abertas');
    expect(abertas.filter((e) => e.inscricoesFim === today).length).toBeGreaterThanOrEqual(2);
    expect(logs.map(([, message]) => message)).toEqual(['seed concluído', 'seed concluído']);
    expect(logs[1]![0]).toMatchObject({ demo: both.demo, reference: both.reference });
  });
});
