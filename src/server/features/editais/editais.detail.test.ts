import { describe, expect, it } from 'vitest';
import type { EditalDetalheResponse } from '#shared/api/editais';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { buildCandidate, createBanca, createEdital, createEditalCargo, createOrgao, minutesAgo } from '#tests/factories';
import { CandidateWriter } from '#server/collector/write';
import { editalFonte, editalPdf, editalVersao } from '#server/db/schema';

const t = useNoticesTestApp();

async function detail(id: number | string): Promise<EditalDetalheResponse> {
  const res = await t.request(`/api/editais/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as EditalDetalheResponse;
}

describe(`GET /api/editais/:id (${testDatabaseKind})`, () => {
  it('answers the notice with agency, board, positions (best paid first) and no user status for a visitor', async () => {
    const db = t.database.db;
    const o = await createOrgao(db, { nome: 'Polícia Federal', sigla: 'PF', uf: null, municipio: null });
    const b = await createBanca(db, { nome: 'Cebraspe (teste)', site: 'https://www.cebraspe.org.br' });
    const e = await createEdital(db, {
      titulo: 'PF - Agente e Escrivão',
      uf: 'DF',
      escolaridade: 'Ensino_Superior',
      orgaoId: o.id,
      bancaId: b.id,
      retificadoEm: '2025-03-02T18:45:00.000Z',
    });
    await createEditalCargo(db, {
      editalId: e.id,
      vagas: 630,
      remuneracaoBase: 14164.81,
      formatoProva: 'Objetiva e discursiva',
      taxaInscricao: 180,
      cargo: { nome: 'Agente de Polícia Federal', escolaridade: 'Ensino_Superior', jornada: '40 horas semanais' },
    });
    await createEditalCargo(db, {
      editalId: e.id,
      vagas: 120,
      remuneracaoBase: 14164.81,
      cargo: { nome: 'Escrivão de Polícia Federal' },
    });
    await createEditalCargo(db, { editalId: e.id, vagas: 10, remuneracaoBase: 26800, cargo: { nome: 'Delegado de Polícia Federal' } });
    await createEditalCargo(db, { editalId: e.id, vagas: 0, remuneracaoBase: null, taxaInscricao: null, cargo: { nome: 'Cadastro' } });

    const body = await detail(e.id);
    expect(body.edital).toMatchObject({
      id: e.id,
      titulo: 'PF - Agente e Escrivão',
      orgao: { nome: 'Polícia Federal', sigla: 'PF' },
      banca: { nome: 'Cebraspe (teste)', site: 'https://www.cebraspe.org.br' },
      retificado_em: '2025-03-02T18:45:00.000Z',
    });
    expect(body.edital).not.toHaveProperty('userStatus');
    expect(body.userStatus).toBeNull();
    expect(body.cargos.map((c) => c.nome)).toEqual([
      'Delegado de Polícia Federal',
      'Agente de Polícia Federal',
      'Escrivão de Polícia Federal',
      'Cadastro',
    ]);
    expect(body.cargos[1]).toEqual({
      cargo_id: expect.any(Number),
      nome: 'Agente de Polícia Federal',
      escolaridade: 'Ensino_Superior',
      jornada: '40 horas semanais',
      vagas: 630,
      remuneracao_base: 14164.81,
      formato_prova: 'Objetiva e discursiva',
      taxa_inscricao: 180,
    });
    expect(body.cargos[3]).toMatchObject({ vagas: 0, remuneracao_base: null, taxa_inscricao: null });
  });

  it('answers no positions when the notice lists none', async () => {
    const e = await createEdital(t.database.db);
    expect((await detail(e.id)).cargos).toEqual([]);
  });

  it('lists at most 3 similar notices (same UF or same education level), newest first, never itself', async () => {
    const db = t.database.db;
    const e = await createEdital(db, { uf: 'PE', escolaridade: 'Ensino_Médio', createdAt: minutesAgo(0) });
    const mesmaUf = await createEdital(db, { uf: 'PE', escolaridade: 'Ensino_Superior', createdAt: minutesAgo(3) });
    const mesmaEscolaridade = await createEdital(db, { uf: 'AM', escolaridade: 'Ensino_Médio', createdAt: minutesAgo(1) });
    const ambos = await createEdital(db, { uf: 'PE', escolaridade: 'Ensino_Médio', createdAt: minutesAgo(2) });
    const maisAntigo = await createEdital(db, { uf: 'PE', escolaridade: 'Ensino_Médio', createdAt: minutesAgo(9) });
    await createEdital(db, { uf: 'AM', escolaridade: 'Ensino_Superior', createdAt: minutesAgo(0) });
    await createEdital(db, { uf: null, escolaridade: null, createdAt: minutesAgo(0) });

    const body = await detail(e.id);
    expect(body.similares.map((s) => s.id)).toEqual([mesmaEscolaridade.id, ambos.id, mesmaUf.id]);
    expect(body.similares.map((s) => s.id)).not.toContain(maisAntigo.id);
  });

  it('has no similar notices when it has neither UF nor education level', async () => {
    const db = t.database.db;
    const e = await createEdital(db, { uf: null, escolaridade: null });
    await createEdital(db, { uf: null, escolaridade: null });
    await createEdital(db, { uf: 'SP', escolaridade: 'Ensino_Médio' });
    expect((await detail(e.id)).similares).toEqual([]);
  });

  it('answers 404 "Concurso não encontrado" for an unknown id', async () => {
    for (const id of ['999999', '2147483647']) {
      const res = await t.request(`/api/editais/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Concurso não encontrado' } });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', '2147483648', '%20'])(
    'answers 400 "Identificador de concurso inválido" for %j',
    async (id) => {
      const res = await t.request(`/api/editais/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Identificador de concurso inválido' },
      });
    },
  );
});

describe(`GET /api/editais/:id: what changed and where it was found (${testDatabaseKind})`, () => {
  it("lists the versions with changes, newest first, in words, and the sources' http(s) links, first one first", async () => {
    const db = t.database.db;
    const e = await createEdital(db, { fonte: 'pci', fonteUrl: 'https://www.pciconcursos.com.br/noticias/x', fonteChave: 'pci:x' });
    await db.insert(editalFonte).values([
      {
        editalId: e.id,
        fonte: 'pci',
        chave: 'pci:x',
        url: 'https://www.pciconcursos.com.br/noticias/x',
        criadoEm: '2026-04-01T12:00:00Z',
        vistoEm: '2026-04-12T12:00:00Z',
      },
      { editalId: e.id, fonte: 'jc', chave: 'jc:x', url: 'https://jcconcursos.com.br/concurso/x', criadoEm: '2026-04-02T12:00:00Z' },
      // Without an address (nothing to link), and the same address under another key (listed once).
      { editalId: e.id, fonte: 'querido-diario', chave: 'qd:x', url: null, criadoEm: '2026-04-03T12:00:00Z' },
      { editalId: e.id, fonte: 'pci', chave: 'pci:x-2', url: 'https://www.pciconcursos.com.br/noticias/x', criadoEm: '2026-04-04T12:00:00Z' },
    ]);
    const fatos = { vagas: 50 };
    await db.insert(editalVersao).values([
      { editalId: e.id, fonte: 'pci', fatos, mudancas: [], criadoEm: '2026-04-01T12:00:00Z' },
      {
        editalId: e.id,
        fonte: 'jc',
        fatos,
        mudancas: [
          { campo: 'inscricoes_fim', de: '2026-04-10', para: '2026-04-24' },
          { campo: 'vagas', de: 50, para: 62 },
        ],
        criadoEm: '2026-04-08T12:00:00Z',
      },
      {
        editalId: e.id,
        fonte: 'pci',
        fatos,
        mudancas: [{ campo: 'pdf_sha256', de: 'a'.repeat(64), para: 'b'.repeat(64) }],
        retificacao: true,
        criadoEm: '2026-04-12T12:00:00Z',
      },
    ]);

    // The official PDFs the collector read: the newest readable one is listed after the sources.
    await db.insert(editalPdf).values([
      { editalId: e.id, url: 'https://www.gov.br/edital-v1.pdf', sha256: 'a'.repeat(64), situacao: 'ok', baixadoEm: '2026-04-01T12:00:00Z' },
      { editalId: e.id, url: 'https://www.gov.br/edital-v2.pdf', sha256: 'b'.repeat(64), situacao: 'ok', baixadoEm: '2026-04-12T12:00:00Z' },
      { editalId: e.id, url: 'https://www.gov.br/quebrado.pdf', sha256: null, situacao: 'erro', erro: 'PDF corrompido', baixadoEm: '2026-04-13T12:00:00Z' },
    ]);

    const body = await detail(e.id);
    expect(body.mudancas).toEqual([
      { em: '2026-04-12T12:00:00.000Z', fonte: 'pci', textos: ['Retificação publicada (novo edital em PDF)'], retificacao: true },
      { em: '2026-04-08T12:00:00.000Z', fonte: 'jc', textos: ['Inscrições prorrogadas de 10/04 para 24/04', 'Vagas: 50 → 62'], retificacao: false },
    ]);
    expect(body.fontes).toEqual([
      { fonte: 'pci', url: 'https://www.pciconcursos.com.br/noticias/x', visto_em: '2026-04-12T12:00:00.000Z' },
      { fonte: 'jc', url: 'https://jcconcursos.com.br/concurso/x', visto_em: expect.any(String) },
      { fonte: 'edital-pdf', url: 'https://www.gov.br/edital-v2.pdf', visto_em: '2026-04-12T12:00:00.000Z' },
    ]);
  });

  it('a notice without source rows shows its own address (http(s) only); no versions, no changes', async () => {
    const db = t.database.db;
    const own = await createEdital(db, { fonte: 'manual', fonteUrl: 'https://www.gov.br/concurso' });
    expect(await detail(own.id)).toMatchObject({ mudancas: [], fontes: [{ fonte: 'manual', url: 'https://www.gov.br/concurso' }] });
    const none = await createEdital(db, { fonteUrl: null });
    expect(await detail(none.id)).toMatchObject({ mudancas: [], fontes: [] });
  });

  it('a collected change reaches the answer at once: a new ETag, the change listed', async () => {
    const c = buildCandidate({ fonte: 'pci', fonte_chave: 'pci:etag', titulo: 'Concurso Prefeitura de Niterói - RJ 2026', inscricoes_fim: '2026-12-15' });
    const { id } = await new CandidateWriter(t.database.db).write(c);
    const first = await t.request(`/api/editais/${id}`);
    const etag = first.headers.get('ETag')!;
    expect(((await first.json()) as EditalDetalheResponse).mudancas).toEqual([]);

    await new CandidateWriter(t.database.db).write({ ...c, inscricoes_fim: '2026-12-30' });
    const second = await t.request(`/api/editais/${id}`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(200);
    expect(((await second.json()) as EditalDetalheResponse).mudancas).toMatchObject([
      { fonte: 'pci', textos: ['Inscrições prorrogadas de 15/12 para 30/12'], retificacao: false },
    ]);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the notice endpoints with their parameters', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
    for (const path of ['/api/feed-publico', '/api/feed', '/api/editais', '/api/editais/{id}']) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const names = (path: string) => (doc.paths[path]?.get?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names('/api/feed-publico')).toEqual(['query:uf']);
    expect(names('/api/feed')).toEqual(['query:uf']);
    expect(names('/api/editais').sort()).toEqual(
      ['q', 'uf', 'nivel', 'salario_min', 'vagas_min', 'esfera', 'area', 'banca', 'situacao', 'prazo', 'ordem', 'pagina', 'municipio', 'raio_km', 'vizinhos']
        .map((name) => `query:${name}`)
        .sort(),
    );
    expect(names('/api/editais/{id}')).toEqual(['path:id']);
  });
});
