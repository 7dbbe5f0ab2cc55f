import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher, FetchError } from '../fetch';
import { FIXTURE_TODAY, fixture, HTML_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import { SourceFormatError, type Candidate, type SourceContext } from '../types';
import { jcSource, statusFromBadge } from './jc';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const html = (name: string) => ({ headers: HTML_UTF8, body: fixture(`jc/${name}`) });

/** /concursos/previstos and /concursos/autorizados from fixtures, overridable per path. */
function site(overrides: Record<string, () => ReturnType<Handler>> = {}): Handler {
  return (req) => {
    const override = overrides[req.path];
    if (override) return override();
    if (req.path === '/concursos/previstos') return html('previstos.html');
    if (req.path === '/concursos/autorizados') return html('autorizados.html');
    return req.path === '/robots.txt' ? {} : { status: 404, body: 'não encontrado' };
  };
}

/** The lists only (detalhes: false), unless `extra` says otherwise. */
async function run(handler: Handler, fetcherOptions: Parameters<typeof createFetcher>[0] = {}, extra: { detalhes?: boolean; ctx?: Partial<SourceContext> } = {}) {
  server = await startLoopback(handler);
  const ctx: SourceContext = {
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 2, backoffMs: 1, ...fetcherOptions }),
    today: FIXTURE_TODAY,
    ...extra.ctx,
  };
  return jcSource({ baseUrl: server.origin, detalhes: extra.detalhes ?? false }).fetchCandidates(ctx);
}

function byKey(candidates: Candidate[], slug: string): Candidate {
  const found = candidates.find((c) => c.fonte_chave === `jc:${slug}`);
  if (!found) throw new Error(`sem ${slug}: ${candidates.map((c) => c.fonte_chave).join(', ')}`);
  return found;
}

describe('jcSource', () => {
  it('reads the previstos list (current layout) as publicado unless the badge says otherwise', async () => {
    const { candidates, errors } = await run(site());
    expect(errors).toEqual([]);
    expect(server!.pageRequests().map((r) => r.path)).toEqual(['/concursos/previstos', '/concursos/autorizados']);

    const campinas = byKey(candidates, 'concurso-prefeitura-de-campinas-sp');
    expect(campinas).toMatchObject({
      fonte: 'jc',
      fonte_url: `${server!.origin}/concurso/concurso-prefeitura-de-campinas-sp`,
      titulo: 'Concurso Prefeitura de Campinas - SP 2026',
      orgao: { nome: 'Prefeitura de Campinas', sigla: null },
      uf: 'SP',
      municipio: 'Campinas',
      status: 'publicado',
      vagas: 300,
      remuneracao_min: null,
      remuneracao_max: 8500,
      escolaridade: 'Vários_Níveis',
      extracao: 'regras',
    });
    expect(campinas.texto).toBe('Concurso Prefeitura de Campinas SP | Nível Médio e Superior | Até R$ 8.500,00 | 300 vagas | Previsto');

    expect(byKey(candidates, 'concurso-inss')).toMatchObject({
      orgao: { nome: 'INSS', sigla: 'INSS' },
      uf: null,
      vagas: 7500,
      escolaridade: 'Ensino_Médio',
      status: 'publicado',
      titulo: 'Concurso INSS 2026',
    });

    expect(byKey(candidates, 'concurso-camara-de-guarulhos-sp')).toMatchObject({
      orgao: { nome: 'Câmara de Guarulhos', sigla: null },
      municipio: 'Guarulhos',
      vagas: 0,
      cadastro_reserva: true,
      remuneracao_min: 2100,
      remuneracao_max: 9300,
      escolaridade: 'Vários_Níveis',
      status: 'publicado',
    });

    // 'Inscrições abertas' and dates that include today.
    expect(byKey(candidates, 'concurso-pc-rj-inspetor')).toMatchObject({
      orgao: { nome: 'PC-RJ', sigla: 'PC-RJ' },
      uf: 'RJ',
      status: 'inscricoes_abertas',
      inscricoes_inicio: '2026-10-01',
      inscricoes_fim: '2026-10-31',
      cargos: [{ nome: 'Inspetor', escolaridade: null, vagas: 400, remuneracao_base: null }],
      titulo: 'Concurso PC-RJ 2026 - Inspetor',
    });
  });

  it('reads the autorizados list (older layout) as autorizado', async () => {
    const { candidates } = await run(site());
    expect(byKey(candidates, 'concurso-receita-federal')).toMatchObject({
      orgao: { nome: 'Receita Federal', sigla: null },
      status: 'autorizado',
      vagas: 100,
      remuneracao_min: 22921.71,
      remuneracao_max: 22921.71,
      escolaridade: 'Ensino_Superior',
      cargos: [{ nome: 'Auditor-Fiscal', escolaridade: null, vagas: null, remuneracao_base: null }],
    });
    expect(byKey(candidates, 'concurso-prefeitura-de-niteroi-rj')).toMatchObject({
      municipio: 'Niterói',
      uf: 'RJ',
      status: 'autorizado',
      vagas: 250,
      banca: { nome: 'FGV' },
    });
    expect(byKey(candidates, 'concurso-tce-go')).toMatchObject({ status: 'suspenso', uf: 'GO', vagas: 30 });
    expect(candidates).toHaveLength(7);
  });

  it("reads each notice's page: the labelled rows refine the list's row; a missing page keeps the row", async () => {
    const detalhe = (name: string) => () => ({ headers: HTML_UTF8, body: fixture(`jc-detalhe/${name}.html`) });
    const paginas = { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] as { url: string; motivo: string }[] };
    const { candidates, errors } = await run(
      site({
        '/concurso/concurso-prefeitura-de-campinas-sp': detalhe('concurso-prefeitura-de-campinas-sp'),
        '/concurso/concurso-inss': detalhe('concurso-inss'),
        '/concurso/concurso-tce-go': detalhe('layout-diferente'),
      }),
      { retries: 0 },
      { detalhes: true, ctx: { paginas } },
    );
    expect(errors).toEqual([]);
    expect(candidates).toHaveLength(7);
    const origin = server!.origin;
    expect(byKey(candidates, 'concurso-prefeitura-de-campinas-sp')).toMatchObject({
      origem: 'detalhe',
      orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
      municipio: 'Campinas',
      vagas: 300,
      remuneracao_max: 8500,
      banca: { nome: 'Vunesp' },
      inscricoes_inicio: '2026-11-12',
      inscricoes_fim: '2026-12-14',
      prova_data: '2027-01-31',
      status: 'publicado',
      link_edital: `${origin}/uploads/editais/campinas-2026/edital-abertura.pdf`,
      link_inscricao: 'https://www.vunesp.com.br/PMCA2601',
      cargos: [
        { nome: 'Agente Administrativo', escolaridade: null, vagas: null, remuneracao_base: null },
        { nome: 'Professor de Educação Básica', escolaridade: null, vagas: null, remuneracao_base: null },
        { nome: 'Guarda Municipal', escolaridade: null, vagas: null, remuneracao_base: null },
      ],
    });
    expect(byKey(candidates, 'concurso-inss')).toMatchObject({
      origem: 'detalhe',
      orgao: { nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS' },
      titulo: 'Concurso INSS 2026 - Técnico do Seguro Social',
      banca: null,
      uf: null,
    });
    expect(byKey(candidates, 'concurso-tce-go')).toMatchObject({ origem: 'listagem', status: 'suspenso', vagas: 30 });
    expect(paginas.buscadas).toBe(2);
    expect(paginas.falhas).toHaveLength(5);
    expect(paginas.falhas).toContainEqual({ url: `${origin}/concurso/concurso-receita-federal`, motivo: `HTTP 404 em ${origin}/concurso/concurso-receita-federal` });
    expect(paginas.falhas.find((f) => f.url.endsWith('/concurso-tce-go'))?.motivo).toMatch(/fora do formato conhecido/);
  });

  it('maps badges to statuses', () => {
    expect(statusFromBadge('Autorizado')).toBe('autorizado');
    expect(statusFromBadge('Previsto')).toBe('publicado');
    expect(statusFromBadge('Inscrições Abertas')).toBe('inscricoes_abertas');
    expect(statusFromBadge('Suspenso')).toBe('suspenso');
    expect(statusFromBadge('Encerrado')).toBe('encerrado');
    expect(statusFromBadge('Novidade')).toBeNull();
  });

  it('returns nothing for an empty list, and still reads the other list', async () => {
    const result = await run(site({ '/concursos/autorizados': () => html('vazia.html') }));
    expect(result.errors).toEqual([]);
    expect(result.candidates.map((c) => c.status)).toEqual(['publicado', 'publicado', 'publicado', 'inscricoes_abertas']);
  });

  it('throws when the layout changed', async () => {
    const promise = run(site({ '/concursos/previstos': () => html('layout-mudou.html') }));
    await expect(promise).rejects.toBeInstanceOf(SourceFormatError);
    await expect(promise).rejects.toThrow(/jc: .*\/concursos\/previstos: nenhuma linha de concurso reconhecível \(layout mudou\?\)/);
  });

  it('reports a list that fails with 500 (after retries) and keeps the other', async () => {
    const result = await run(site({ '/concursos/previstos': () => ({ status: 500, body: 'erro' }) }));
    expect(result.candidates.map((c) => c.status)).toEqual(['autorizado', 'autorizado', 'suspenso']);
    expect(result.errors).toEqual([
      { item: `${server!.origin}/concursos/previstos`, message: `HTTP 500 em ${server!.origin}/concursos/previstos, após 3 tentativas` },
    ]);
  });

  it('throws when every list fails', async () => {
    const promise = run(site({ '/concursos/previstos': () => ({ status: 503 }), '/concursos/autorizados': () => ({ status: 503 }) }));
    await expect(promise).rejects.toBeInstanceOf(FetchError);
  });

  it('times out', async () => {
    const promise = run(
      site({
        '/concursos/previstos': () => ({ ...html('previstos.html'), delayMs: 2000 }),
        '/concursos/autorizados': () => ({ ...html('autorizados.html'), delayMs: 2000 }),
      }),
      { timeoutMs: 250, retries: 0 },
    );
    await expect(promise).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('respects robots.txt', async () => {
    const promise = run(site({ '/robots.txt': () => ({ body: 'User-agent: *\nDisallow: /concursos/\n' }) }));
    await expect(promise).rejects.toMatchObject({ code: 'ROBOTS' });
    expect(server!.pageRequests()).toHaveLength(0);
  });
});
