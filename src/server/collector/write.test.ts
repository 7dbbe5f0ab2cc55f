import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditais, type EditalInsert } from '#tests/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { DEMO_FONTE, edital, editalCargo, editalFonte, editalPdf, editalVersao } from '../db/schema';
import type { Candidate } from './types';
import { CandidateWriter, recordPdfVersion, refreshStatuses, storageKey } from './write';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    fonte: 'pci',
    fonte_chave: 'pci:noticias/teste-escrita',
    fonte_url: 'https://www.pciconcursos.com.br/noticias/teste-escrita',
    titulo: 'Concurso Prefeitura de Maceió - AL 2026',
    orgao: { nome: 'Prefeitura Municipal de Maceió', sigla: null },
    uf: 'AL',
    municipio: 'Maceió',
    status: 'inscricoes_abertas',
    escolaridade: 'Ensino_Superior',
    vagas: 10,
    cadastro_reserva: false,
    remuneracao_min: 3000,
    remuneracao_max: 6000,
    inscricoes_inicio: '2026-11-01',
    inscricoes_fim: '2026-12-01',
    prova_data: null,
    cargos: [
      { nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 8, remuneracao_base: 3000 },
      { nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 8, remuneracao_base: 3000 },
      { nome: 'Pedagogo', escolaridade: 'Ensino_Superior', vagas: 2, remuneracao_base: 6000 },
    ],
    tags: ['Municipal', 'Educação'],
    link_edital: null,
    link_inscricao: 'https://banca.example.org/inscricao',
    banca: { nome: 'Fundação Getúlio Vargas', site: 'https://conhecimento.fgv.br' },
    texto: 'texto',
    extracao: 'estruturado',
    ...overrides,
  };
}

describe(`CandidateWriter (${testDatabaseKind})`, () => {
  it('creates once, leaves an identical notice alone, updates a changed one with retificado_em', async () => {
    const writer = new CandidateWriter(database.db);
    const created = await writer.write(candidate());
    expect(created.outcome).toBe('criado');
    // The position listed twice is stored once.
    expect(await database.db.select().from(editalCargo).where(eq(editalCargo.editalId, created.id))).toHaveLength(2);
    // What a candidate filters by, derived as it is written.
    const [stored] = await database.db.select().from(edital).where(eq(edital.id, created.id));
    expect(stored).toMatchObject({ niveis: ['Ensino_Superior'], escolaridade: 'Ensino_Superior', esfera: 'municipal', areas: ['Educação'] });
    expect(stored!.classificacaoVersao).toBeGreaterThan(0);

    const again = new CandidateWriter(database.db);
    await again.prefetch([candidate()]);
    expect(await again.write(candidate())).toEqual({ outcome: 'inalterado', id: created.id });

    const changed = await new CandidateWriter(database.db).write(
      candidate({ cargos: [{ nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 9, remuneracao_base: 3000 }] }),
    );
    expect(changed).toEqual({ outcome: 'atualizado', id: created.id });
    const [row] = await database.db.select().from(edital).where(eq(edital.id, created.id));
    expect(row!.retificadoEm).not.toBeNull();
    const lines = await database.db.select().from(editalCargo).where(eq(editalCargo.editalId, created.id));
    expect(lines.map((l) => l.vagas)).toEqual([9]);
  });

  it('without a source key, the notice is known by agency + title + year', () => {
    expect(storageKey(candidate({ fonte_chave: ' ' }))).toMatch(/^nk:/);
    expect(storageKey(candidate({ fonte_chave: ' ' }))).toBe(storageKey(candidate({ fonte_chave: '', fonte_url: null })));
  });

  it('a write that fails leaves nothing half-written', async () => {
    const before = (await database.db.select().from(edital)).length;
    // Registration ending before it starts breaks a database rule after the agency was upserted.
    const bad = candidate({ fonte_chave: 'pci:noticias/quebrado', inscricoes_inicio: '2026-12-10', inscricoes_fim: '2026-12-01' });
    await expect(new CandidateWriter(database.db).write(bad)).rejects.toThrow();
    expect(await database.db.select().from(edital)).toHaveLength(before);
  });

  it('statuses follow the calendar: ended → encerrado, begun → open; cancelled and undated untouched', async () => {
    const cases: Partial<EditalInsert>[] = [
        { status: 'inscricoes_abertas', inscricoesInicio: '2026-10-01', inscricoesFim: '2026-11-01' },
        { status: 'publicado', inscricoesInicio: '2026-11-20', inscricoesFim: '2026-12-20' },
        { status: 'cancelado', inscricoesInicio: '2026-10-01', inscricoesFim: '2026-11-01' },
      { status: 'autorizado', inscricoesInicio: null, inscricoesFim: null },
    ];
    const rows = await createEditais(database.db, cases.length, (i) => cases[i]!);
    await refreshStatuses(database.db, '2026-11-23');
    const after = await Promise.all(rows.map(async (r) => (await database.db.select().from(edital).where(eq(edital.id, r.id)))[0]!.status));
    expect(after).toEqual(['encerrado', 'inscricoes_abertas', 'cancelado', 'autorizado']);
  });
});

/** A listing of the Prefeitura of `cidade` (AL) on `fonte`, its own key; override what the test is about. */
function listing(fonte: 'pci' | 'jc' | 'querido-diario', cidade: string, overrides: Partial<Candidate> = {}): Candidate {
  const slug = cidade.toLowerCase().replace(/\W+/g, '-');
  return candidate({
    fonte,
    fonte_chave: `${fonte}:${slug}`,
    fonte_url: `https://${fonte}.example.com.br/concursos/${slug}`,
    titulo: `Concurso Prefeitura de ${cidade} - AL 2026`,
    orgao: { nome: `Prefeitura de ${cidade}`, sigla: null },
    municipio: cidade,
    vagas: 50,
    inscricoes_inicio: '2026-04-01',
    inscricoes_fim: '2026-04-10',
    prova_data: null,
    cargos: [{ nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 50, remuneracao_base: 3000 }],
    ...overrides,
  });
}

async function noticeRow(id: number) {
  const [row] = await database.db.select().from(edital).where(eq(edital.id, id));
  return row!;
}

async function sourcesOf(id: number) {
  return database.db.select().from(editalFonte).where(eq(editalFonte.editalId, id)).orderBy(asc(editalFonte.id));
}

async function versionsOf(id: number) {
  return database.db.select().from(editalVersao).where(eq(editalVersao.editalId, id)).orderBy(asc(editalVersao.id));
}

describe(`the same concurso on several sources (${testDatabaseKind})`, () => {
  it('becomes one notice with every source link; the second source fills gaps and overwrites nothing', async () => {
    const pci = listing('pci', 'Delmiro Gouveia');
    const created = await new CandidateWriter(database.db).write(pci);
    const jc = listing('jc', 'Delmiro Gouveia', {
      titulo: 'Concurso Prefeitura Municipal de Delmiro Gouveia - AL 2026 - Professor',
      orgao: { nome: 'Prefeitura Municipal de Delmiro Gouveia', sigla: null },
      vagas: 62,
      prova_data: '2026-05-24',
      link_edital: 'https://jc.example.com.br/edital.pdf',
    });
    // Another run (a new writer): the notice existed, so it was updated.
    expect(await new CandidateWriter(database.db).write(jc)).toEqual({ outcome: 'atualizado', id: created.id });
    expect(await database.db.select().from(edital).where(eq(edital.municipio, 'Delmiro Gouveia'))).toHaveLength(1);

    const row = await noticeRow(created.id);
    // PCI's values stay (a null never overwrites, and JC's 62 is another source's opinion); gaps are filled.
    expect(row).toMatchObject({ vagas: 50, provaData: '2026-05-24', linkEdital: 'https://jc.example.com.br/edital.pdf' });
    expect(row.titulo).toBe('Concurso Prefeitura de Delmiro Gouveia - AL 2026');
    expect(row).toMatchObject({ fonte: 'pci', fonteUrl: pci.fonte_url, fonteChave: pci.fonte_chave });
    // Filling a gap is no rectification.
    expect(row.retificadoEm).toBeNull();
    expect(row.proveniencia.vagas).toMatchObject({ origem: 'listagem', url: pci.fonte_url, chave: pci.fonte_chave });
    expect(row.proveniencia.prova_data).toMatchObject({ origem: 'listagem', url: jc.fonte_url, chave: jc.fonte_chave });
    expect(Date.parse(row.proveniencia.prova_data!.em)).not.toBeNaN();

    expect((await sourcesOf(created.id)).map((f) => [f.fonte, f.chave, f.url])).toEqual([
      ['pci', pci.fonte_chave, pci.fonte_url],
      ['jc', jc.fonte_chave, jc.fonte_url],
    ]);
    const versions = await versionsOf(created.id);
    expect(versions.map((v) => [v.fonte, v.mudancas])).toEqual([
      ['pci', []],
      ['jc', [{ campo: 'prova_data', de: null, para: '2026-05-24' }]],
    ]);

    // Both sources again: nothing changes, both known by their keys.
    const again = new CandidateWriter(database.db);
    await again.prefetch([pci, jc]);
    expect(await again.write(pci)).toEqual({ outcome: 'inalterado', id: created.id });
    expect(await again.write(jc)).toEqual({ outcome: 'inalterado', id: created.id });
    expect(await versionsOf(created.id)).toHaveLength(2);
  });

  it('in one run, the notice a source created and another completed counts once, as created', async () => {
    const writer = new CandidateWriter(database.db);
    const created = await writer.write(listing('jc', 'Palmeira dos Índios', { inscricoes_inicio: null, inscricoes_fim: null, cargos: [] }));
    const gazette = listing('querido-diario', 'Palmeira dos Índios', { titulo: 'Concurso Prefeitura Municipal de Palmeira dos Índios - AL 2026' });
    expect(await writer.write(gazette)).toEqual({ outcome: 'inalterado', id: created.id });
    const row = await noticeRow(created.id);
    expect(row).toMatchObject({ inscricoesInicio: '2026-04-01', inscricoesFim: '2026-04-10', retificadoEm: null });
    expect(await database.db.select().from(editalCargo).where(eq(editalCargo.editalId, created.id))).toHaveLength(1);
    expect(await sourcesOf(created.id)).toHaveLength(2);
  });

  it('never merges a real notice into demo data, which the seed invents', async () => {
    const writer = new CandidateWriter(database.db);
    const demo = await writer.write(listing('pci', 'Maragogi'));
    await database.db.update(edital).set({ fonte: DEMO_FONTE }).where(eq(edital.id, demo.id));
    const real = await new CandidateWriter(database.db).write(listing('jc', 'Maragogi', { titulo: 'Concurso Prefeitura Municipal de Maragogi - AL 2026 - Professor' }));
    expect(real.outcome).toBe('criado');
    expect(real.id).not.toBe(demo.id);
    expect(await sourcesOf(demo.id)).toHaveLength(1);
  });

  it('never merges the Câmara with the Prefeitura, nor two items of one site', async () => {
    const writer = new CandidateWriter(database.db);
    const prefeitura = await writer.write(listing('pci', 'Penedo'));
    const camara = await writer.write(
      listing('jc', 'Penedo', { titulo: 'Concurso Câmara Municipal de Penedo - AL 2026', orgao: { nome: 'Câmara Municipal de Penedo', sigla: null } }),
    );
    expect(camara.outcome).toBe('criado');
    expect(camara.id).not.toBe(prefeitura.id);
    // PCI lists two notices that look alike: PCI knows they are two.
    const second = await writer.write(listing('pci', 'Penedo', { fonte_chave: 'pci:penedo-edital-2' }));
    expect(second.outcome).toBe('criado');
    expect(second.id).not.toBe(prefeitura.id);
  });
});

describe(`provenance (${testDatabaseKind})`, () => {
  it('a field from the official PDF is never overwritten by a listing; a higher origin replaces a lower one', async () => {
    const base = listing('pci', 'Coruripe', { origem: 'listagem' });
    const created = await new CandidateWriter(database.db).write(base);
    // The notice's own page says more: a higher origin replaces the listing's values.
    await new CandidateWriter(database.db).write({ ...base, origem: 'detalhe', vagas: 55 });
    expect(await noticeRow(created.id)).toMatchObject({ vagas: 55 });
    // The official PDF (read by the PDF stage) says 60.
    await new CandidateWriter(database.db).write({ ...base, origem: 'pdf', vagas: 60, remuneracao_max: 6500 });
    const fromPdf = await noticeRow(created.id);
    expect(fromPdf).toMatchObject({ vagas: 60, remuneracaoMax: 6500 });
    expect(fromPdf.proveniencia.vagas).toMatchObject({ origem: 'pdf', chave: base.fonte_chave });

    // The listing (or its page) still says 50 / 55: the PDF's value stays, and nothing is written.
    expect(await new CandidateWriter(database.db).write({ ...base, origem: 'listagem', vagas: 50 })).toEqual({ outcome: 'inalterado', id: created.id });
    expect(await new CandidateWriter(database.db).write({ ...base, origem: 'detalhe', vagas: 55, remuneracao_max: 6000 })).toEqual({
      outcome: 'inalterado',
      id: created.id,
    });
    expect(await noticeRow(created.id)).toMatchObject({ vagas: 60, remuneracaoMax: 6500 });
  });

  it("per-field origins: the PDF's fields on a page's candidate are the PDF's; a cancellation still gets through", async () => {
    const base = listing('pci', 'Penedo', { origem: 'detalhe', vagas: 30, status: 'inscricoes_abertas' });
    const pdfUrl = 'https://www.penedo.al.gov.br/edital.pdf';
    const created = await new CandidateWriter(database.db).write({
      ...base,
      vagas: 35,
      status: 'encerrado',
      origens: { vagas: { origem: 'pdf', url: pdfUrl }, status: { origem: 'pdf', url: pdfUrl } },
    });
    const row = await noticeRow(created.id);
    expect(row.proveniencia.vagas).toMatchObject({ origem: 'pdf', url: pdfUrl, chave: base.fonte_chave });
    expect(row.proveniencia.titulo).toMatchObject({ origem: 'detalhe', url: base.fonte_url });
    // The page alone (its PDF not read again) changes nothing the PDF gave.
    expect(await new CandidateWriter(database.db).write(base)).toEqual({ outcome: 'inalterado', id: created.id });
    // The page says it is suspended: that is news, whatever origin the status had.
    await new CandidateWriter(database.db).write({ ...base, status: 'suspenso' });
    expect(await noticeRow(created.id)).toMatchObject({ status: 'suspenso', vagas: 35 });
  });

  it('levels: every one a reading states is kept; a reading that names none withdraws none', async () => {
    const base = listing('pci', 'Igreja Nova', { origem: 'detalhe', escolaridade: 'Vários_Níveis', cargos: [] });
    const created = await new CandidateWriter(database.db).write({ ...base, niveis: ['Ensino_Médio', 'Ensino_Superior'] });
    expect((await noticeRow(created.id)).niveis).toEqual(['Ensino_Médio', 'Ensino_Superior']);
    expect(await new CandidateWriter(database.db).write({ ...base, origem: 'listagem' })).toEqual({ outcome: 'inalterado', id: created.id });
    expect(await new CandidateWriter(database.db).write(base)).toEqual({ outcome: 'inalterado', id: created.id });
    expect((await noticeRow(created.id)).niveis).toEqual(['Ensino_Médio', 'Ensino_Superior']);
  });

  it('a source may withdraw its own value; another source cannot', async () => {
    const pci = listing('pci', 'Marechal Deodoro', { prova_data: '2026-05-10' });
    const created = await new CandidateWriter(database.db).write(pci);
    const jc = listing('jc', 'Marechal Deodoro', { titulo: 'Concurso Prefeitura Municipal de Marechal Deodoro - AL 2026', prova_data: null });
    await new CandidateWriter(database.db).write(jc);
    expect((await noticeRow(created.id)).provaData).toBe('2026-05-10');
    await new CandidateWriter(database.db).write({ ...pci, prova_data: null });
    expect((await noticeRow(created.id)).provaData).toBeNull();
  });

  it('keeps each source row current: address, listing line hash, seen now', async () => {
    const c = listing('pci', 'Arapiraca', { linha_hash: 'a'.repeat(64) });
    const created = await new CandidateWriter(database.db).write(c);
    const [first] = await sourcesOf(created.id);
    expect(first).toMatchObject({ fonte: 'pci', chave: c.fonte_chave, url: c.fonte_url, linhaHash: 'a'.repeat(64) });

    // A changed line hash is stored; the notice's facts did not change.
    expect(await new CandidateWriter(database.db).write({ ...c, linha_hash: 'b'.repeat(64) })).toEqual({ outcome: 'inalterado', id: created.id });
    // A line whose page could not be read comes without a hash: stored as none, so it is read again next time.
    await new CandidateWriter(database.db).write({ ...c, linha_hash: undefined });
    const [after] = await sourcesOf(created.id);
    expect(after!.linhaHash).toBeNull();
    expect(Date.parse(after!.vistoEm)).toBeGreaterThanOrEqual(Date.parse(first!.vistoEm));

    // Listed again (prefetch): seen now.
    await database.db.update(editalFonte).set({ vistoEm: '2026-01-01T00:00:00Z' }).where(eq(editalFonte.chave, c.fonte_chave));
    await new CandidateWriter(database.db).prefetch([c]);
    const [seen] = await sourcesOf(created.id);
    expect(Date.parse(seen!.vistoEm)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
  });
});

describe(`versions of a notice's facts (${testDatabaseKind})`, () => {
  it('created: the first version; a change of facts: a version with what changed; no change: none', async () => {
    const c = listing('pci', 'São Miguel dos Campos');
    const created = await new CandidateWriter(database.db).write(c);
    const [first] = await versionsOf(created.id);
    expect(first).toMatchObject({ fonte: 'pci', mudancas: [], retificacao: false });
    expect(first!.fatos).toEqual({
      inscricoes_inicio: '2026-04-01',
      inscricoes_fim: '2026-04-10',
      prova_data: null,
      vagas: 50,
      remuneracao_min: 3000,
      remuneracao_max: 6000,
      status: 'inscricoes_abertas',
      cargos: [{ nome: 'Professor', vagas: 50, remuneracao_base: 3000 }],
      pdf_sha256: null,
    });

    await new CandidateWriter(database.db).write({
      ...c,
      inscricoes_fim: '2026-04-24',
      vagas: 62,
      cargos: [{ nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 62, remuneracao_base: 3000 }],
      tags: ['Municipal'],
    });
    const [, second] = await versionsOf(created.id);
    expect(second).toMatchObject({ fonte: 'pci', retificacao: false });
    expect(second!.mudancas).toEqual([
      { campo: 'inscricoes_fim', de: '2026-04-10', para: '2026-04-24' },
      { campo: 'vagas', de: 50, para: 62 },
      {
        campo: 'cargos',
        de: [{ nome: 'Professor', vagas: 50, remuneracao_base: 3000 }],
        para: [{ nome: 'Professor', vagas: 62, remuneracao_base: 3000 }],
      },
    ]);
    // A value replaced by the same source: a rectification of the notice.
    expect((await noticeRow(created.id)).retificadoEm).not.toBeNull();

    // Only the tags change: the notice is updated, its facts are not: no version.
    await new CandidateWriter(database.db).write({
      ...c,
      inscricoes_fim: '2026-04-24',
      vagas: 62,
      cargos: [{ nome: 'Professor', escolaridade: 'Ensino_Superior', vagas: 62, remuneracao_base: 3000 }],
      tags: ['Municipal', 'Educação'],
    });
    expect(await versionsOf(created.id)).toHaveLength(2);
  });

  it('a new PDF hash: the first is recorded, a different one later is a rectification', async () => {
    const c = listing('pci', 'Rio Largo');
    const created = await new CandidateWriter(database.db).write(c);
    const pdf = (sha256: string) =>
      database.db.insert(editalPdf).values({ editalId: created.id, url: 'https://banca.example.org/edital.pdf', sha256, situacao: 'ok' });

    await pdf('1'.repeat(64));
    expect(await recordPdfVersion(database.db, created.id, '1'.repeat(64), 'pci')).toMatchObject({ retificacao: false });
    expect((await noticeRow(created.id)).retificadoEm).toBeNull();
    // The same file again: nothing.
    expect(await recordPdfVersion(database.db, created.id, '1'.repeat(64), 'pci')).toBeNull();

    await pdf('2'.repeat(64));
    const rectified = await recordPdfVersion(database.db, created.id, '2'.repeat(64), 'pci');
    expect(rectified).toMatchObject({ retificacao: true });
    const row = await noticeRow(created.id);
    expect(row.retificadoEm).not.toBeNull();
    const versions = await versionsOf(created.id);
    expect(versions.at(-1)).toMatchObject({
      id: rectified!.versaoId,
      retificacao: true,
      mudancas: [{ campo: 'pdf_sha256', de: '1'.repeat(64), para: '2'.repeat(64) }],
    });
    expect(versions.at(-1)!.fatos.pdf_sha256).toBe('2'.repeat(64));

    // The next change of facts carries the current PDF and is no rectification by the PDF.
    await new CandidateWriter(database.db).write({ ...c, prova_data: '2026-06-07' });
    const last = (await versionsOf(created.id)).at(-1)!;
    expect(last).toMatchObject({ retificacao: false, mudancas: [{ campo: 'prova_data', de: null, para: '2026-06-07' }] });
    expect(last.fatos.pdf_sha256).toBe('2'.repeat(64));
    expect(await recordPdfVersion(database.db, 999_999_999, '3'.repeat(64), 'pci')).toBeNull();
  });

  it('a PDF stored without its version: the writer finds the new hash and marks the rectification', async () => {
    const c = listing('pci', 'Atalaia');
    const created = await new CandidateWriter(database.db).write(c);
    await database.db.insert(editalPdf).values({ editalId: created.id, url: 'https://banca.example.org/a.pdf', sha256: '4'.repeat(64), situacao: 'ok' });
    await recordPdfVersion(database.db, created.id, '4'.repeat(64), 'pci');
    await database.db
      .insert(editalPdf)
      .values({ editalId: created.id, url: 'https://banca.example.org/b.pdf', sha256: '5'.repeat(64), situacao: 'ok', baixadoEm: '2099-01-01T00:00:00Z' });
    await new CandidateWriter(database.db).write({ ...c, vagas: 70 });
    const last = (await versionsOf(created.id)).at(-1)!;
    expect(last.retificacao).toBe(true);
    expect(last.mudancas.map((m) => m.campo)).toEqual(['vagas', 'pdf_sha256']);
  });
});
