import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher, FetchError } from '../fetch';
import { extractRules } from '../extract/rules';
import { FIXTURE_TODAY, fixtureText, JSON_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import { SourceFormatError, type FreeTextExtractor, type SourceContext } from '../types';
import { DEFAULT_QUERY, queridoDiarioSource, type QueridoDiarioConfig } from './querido-diario';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const GAZETTES = JSON.parse(fixtureText('querido-diario/gazettes.json')) as { total_gazettes: number; gazettes: unknown[] };

/** Answers /gazettes like the API: a page of `size` gazettes from `offset`. */
const api: Handler = (req) => {
  if (req.path !== '/gazettes') return {};
  const size = Number(req.url.searchParams.get('size') ?? 10);
  const offset = Number(req.url.searchParams.get('offset') ?? 0);
  return {
    headers: JSON_UTF8,
    body: JSON.stringify({ total_gazettes: GAZETTES.total_gazettes, gazettes: GAZETTES.gazettes.slice(offset, offset + size) }),
  };
};

async function run(
  handler: Handler,
  options: { config?: Partial<QueridoDiarioConfig>; extractor?: FreeTextExtractor; fetcher?: Parameters<typeof createFetcher>[0] } = {},
) {
  server = await startLoopback(handler);
  const ctx: SourceContext = {
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 2, backoffMs: 1, ...options.fetcher }),
    today: FIXTURE_TODAY,
    extractor: options.extractor,
  };
  return queridoDiarioSource({ baseUrl: server.origin, ...options.config }).fetchCandidates(ctx);
}

/** An API answering one gazette (the fixture's third, in Feira de Santana) of `date` with `excerpts`. */
function oneGazette(date: string, excerpts: string[]): Handler {
  const gazette = { ...(GAZETTES.gazettes[2] as Record<string, unknown>), date, excerpts };
  return (req) => (req.path === '/gazettes' ? { headers: JSON_UTF8, body: JSON.stringify({ total_gazettes: 1, gazettes: [gazette] }) } : {});
}

describe('queridoDiarioSource', () => {
  it('searches recent gazettes for concursos with the API’s parameters', async () => {
    await run(api);
    const params = server!.pageRequests()[0]!.url.searchParams;
    expect(server!.pageRequests()[0]!.path).toBe('/gazettes');
    expect(params.get('querystring')).toBe(DEFAULT_QUERY);
    expect(params.get('published_since')).toBe('2026-09-28');
    expect(params.get('published_until')).toBe('2026-10-05');
    expect(params.get('sort_by')).toBe('descending_date');
    expect(params.get('size')).toBe('50');
    expect(params.get('offset')).toBe('0');
    expect(params.get('excerpt_size')).toBe('1000');
    expect(params.get('number_of_excerpts')).toBe('1');
  });

  it('turns announcing excerpts into candidates with the rules, skipping results and unrelated texts', async () => {
    const result = await run(api);
    expect(result.errors).toEqual([]);
    expect(result.skipped).toBe(2); // Mossoró's homologation, Ponta Grossa's quadrilhas contest
    expect(result.candidates.map((c) => c.municipio)).toEqual(['Campinas', 'Feira de Santana', 'Sobral']);

    const campinas = result.candidates[0]!;
    expect(campinas).toMatchObject({
      fonte: 'querido-diario',
      fonte_url: 'https://data.queridodiario.ok.org.br/3509502/2026-10-02/5f1c3e0b9a7d4e2f8c6b1a0d9e8f7a6b5c4d3e2f.pdf',
      orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
      uf: 'SP',
      municipio: 'Campinas',
      vagas: 120,
      remuneracao_min: 3418.52,
      remuneracao_max: 6120.87,
      inscricoes_inicio: '2026-10-13',
      inscricoes_fim: '2026-11-12',
      prova_data: '2026-12-14',
      status: 'publicado',
      banca: { nome: 'Vunesp' },
      link_inscricao: 'https://www.vunesp.com.br/PMCA2602',
      link_edital: 'https://data.queridodiario.ok.org.br/3509502/2026-10-02/5f1c3e0b9a7d4e2f8c6b1a0d9e8f7a6b5c4d3e2f.pdf',
      extracao: 'regras',
      titulo: 'Concurso Prefeitura Municipal de Campinas - SP 2026',
    });
    expect(campinas.fonte_chave).toMatch(/^qd:3509502:2026-10-02:12\.904:[0-9a-z]+$/);
    expect(campinas.cargos.map((c) => c.nome)).toEqual(['Agente Administrativo', 'Professor de Educação Básica I', 'Guarda Municipal']);

    const feira = result.candidates[1]!;
    expect(feira).toMatchObject({
      uf: 'BA',
      vagas: 45,
      remuneracao_min: 1518,
      remuneracao_max: 4200,
      inscricoes_inicio: '2026-10-06',
      inscricoes_fim: '2026-10-16',
      escolaridade: 'Vários_Níveis',
      titulo: 'Processo Seletivo Prefeitura Municipal de Feira de Santana - BA 2026',
    });
    // Null fields are omitted by the API: no edition, no txt_url.
    expect(feira.fonte_chave).toMatch(/^qd:2910800:2026-10-01::/);

    expect(result.candidates[2]).toMatchObject({
      orgao: { nome: 'Câmara Municipal de Sobral', sigla: null },
      vagas: 12,
      cadastro_reserva: true,
      banca: { nome: 'Instituto Consulplan' },
      link_inscricao: 'https://www.institutoconsulplan.org.br',
    });
  });

  it('pages through the results', async () => {
    const result = await run(api, { config: { size: 2 } });
    expect(server!.pageRequests().map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '2', '4']);
    expect(result.candidates).toHaveLength(3);
  });

  it('hands the excerpts to the injected extractor with the gazette’s place, and reports its fallbacks once', async () => {
    const calls: { texto: string; uf: unknown; municipio: unknown }[] = [];
    const extractor: FreeTextExtractor = async (texto, hints) => {
      calls.push({ texto, uf: hints?.uf, municipio: hints?.municipio });
      const campos = extractRules(texto, hints);
      return { campos: { ...campos, vagas: 999 }, via: 'ia', eConcurso: !/HOMOLOGA/.test(texto), aviso: 'IA não respondeu em 30 s: usadas as regras' };
    };
    const result = await run(api, { extractor });
    expect(calls.map((c) => [c.municipio, c.uf])).toEqual([
      ['Campinas', 'SP'],
      ['Mossoró', 'RN'],
      ['Feira de Santana', 'BA'],
      ['Sobral', 'CE'],
    ]);
    expect(result.candidates.map((c) => [c.extracao, c.vagas])).toEqual([
      ['ia', 999],
      ['ia', 999],
      ['ia', 999],
    ]);
    expect(result.warnings).toEqual([{ item: 'Campinas/SP 02/10/2026', message: 'IA não respondeu em 30 s: usadas as regras (4 trechos)' }]);
    expect(result.skipped).toBe(2);
  });

  it("counts a registration period written from the publication ('10 dias corridos a partir do dia subsequente') from the gazette's date", async () => {
    const one = oneGazette('2026-10-01', [
      'PROCESSO SELETIVO SIMPLIFICADO Nº 004/2026\nO Município torna pública a abertura de inscrições do Processo Seletivo Simplificado para 8 vagas de Agente Comunitário de Saúde. Período de inscrições: 10 (dez) dias corridos a partir do dia subsequente ao da publicação deste Edital.',
    ]);
    const result = await run(one);
    expect(result.candidates[0]).toMatchObject({ vagas: 8, inscricoes_inicio: '2026-10-02', inscricoes_fim: '2026-10-11' });
  });

  it("leaves out the running head a municipal gazette's page drops into an act, the sentence going on", async () => {
    const one = oneGazette('2021-03-01', [
      'EXTRATO DO EDITAL Nº 015\nTORNA PÚBLICO que estarão abertas as inscrições para o PROCESSO SELETIVO SIMPLIFICADO visando contratação Rio Grande do Sul , 01 de Março de 2021   •   Diário Oficial dos Municípios do Estado do Rio Grande do Sul   •    ANO XIII | Nº 3011 \n \nwww.diariomunicipal.com.br/famurs      112 temporária de profissionais.',
    ]);
    const texts: string[] = [];
    const extractor: FreeTextExtractor = async (texto, hints) => {
      texts.push(texto);
      return { campos: extractRules(texto, hints), via: 'regras', eConcurso: true, aviso: null };
    };
    await run(one, { extractor });
    expect(texts).toEqual(['EXTRATO DO EDITAL Nº 015\nTORNA PÚBLICO que estarão abertas as inscrições para o PROCESSO SELETIVO SIMPLIFICADO visando contratação temporária de profissionais.']);
  });

  it('runs a few extractions at a time, not all at once', async () => {
    let running = 0;
    let most = 0;
    const extractor: FreeTextExtractor = async (texto, hints) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return { campos: extractRules(texto, hints), via: 'regras', eConcurso: true, aviso: null };
    };
    const result = await run(api, { extractor, config: { extractConcurrency: 2 } });
    expect(most).toBe(2);
    // Order follows the gazettes, whatever order the extractions finished in.
    expect(result.candidates.map((c) => c.municipio)).toEqual(['Campinas', 'Mossoró', 'Feira de Santana', 'Sobral']);
  });

  it('reports an extractor that throws as an item error', async () => {
    const extractor: FreeTextExtractor = async (texto, hints) => {
      if (texto.includes('Sobral') || texto.includes('SOBRAL')) throw new Error('falha inesperada');
      return { campos: extractRules(texto, hints), via: 'regras', eConcurso: true, aviso: null };
    };
    const result = await run(api, { extractor });
    expect(result.errors).toEqual([{ item: 'Sobral/CE 29/09/2026', message: 'falha inesperada' }]);
    expect(result.candidates).toHaveLength(3);
  });

  it('returns nothing for an empty result', async () => {
    const result = await run(() => ({ headers: JSON_UTF8, body: fixtureText('querido-diario/gazettes-vazio.json') }));
    expect(result).toEqual({ candidates: [], errors: [], warnings: [], skipped: 0 });
  });

  it('throws when the reply lacks the expected keys', async () => {
    const promise = run(() => ({ headers: JSON_UTF8, body: fixtureText('querido-diario/formato-mudou.json') }));
    await expect(promise).rejects.toBeInstanceOf(SourceFormatError);
    await expect(promise).rejects.toThrow('querido-diario: resposta sem a lista "gazettes" (formato da API mudou?)');
  });

  it('throws when no gazette has the fields it relies on', async () => {
    const body = JSON.stringify({ total_gazettes: 1, gazettes: [{ municipio: 'Campinas', data: '2026-10-02', trechos: ['x'] }] });
    await expect(run(() => ({ headers: JSON_UTF8, body }))).rejects.toThrow(
      'querido-diario: nenhum dos 1 diários tem territory_id, date e excerpts (formato mudou?)',
    );
  });

  it('throws on malformed JSON', async () => {
    await expect(run(() => ({ headers: JSON_UTF8, body: '{"total_gazettes": 3, "gazettes": [' }))).rejects.toThrow(
      /querido-diario: resposta de .* não é JSON válido/,
    );
  });

  it('retries a 500 and then fails', async () => {
    const promise = run((req) => (req.path === '/gazettes' ? { status: 500 } : {}));
    await expect(promise).rejects.toBeInstanceOf(FetchError);
    expect(server!.pageRequests()).toHaveLength(3);
  });

  it('times out', async () => {
    const promise = run((req) => (req.path === '/gazettes' ? { headers: JSON_UTF8, body: '{}', delayMs: 300 } : {}), {
      fetcher: { timeoutMs: 40, retries: 0 },
    });
    await expect(promise).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('accepts the /gazettes endpoint itself as the base URL', async () => {
    server = await startLoopback(api);
    const result = await queridoDiarioSource({ baseUrl: `${server.origin}/gazettes` }).fetchCandidates({
      fetcher: createFetcher({ retries: 0 }),
      today: FIXTURE_TODAY,
    });
    expect(server.pageRequests()[0]!.path).toBe('/gazettes');
    expect(result.candidates).toHaveLength(3);
  });
});

describe('queridoDiarioSource: the act around each excerpt, from the edition’s text', () => {
  /** A real edition (the Rio Grande do Sul towns’ gazette of 25/01/2021), as `txt_url` gives it. */
  const EDITION = fixtureText('querido-diario/edicoes/famurs-2021-01-25.txt');
  const TXT_PATH = '/dados/2021-01-25/famurs.txt';
  const TEXT_UTF8 = { 'content-type': 'text/plain; charset=utf-8' };

  function excerptOf(phrase: string): string {
    const at = EDITION.indexOf(phrase);
    return EDITION.slice(at - 500, at + 500);
  }

  /** Cotiporã's and Barracão's entries of the same edition (one association gazette, one text), as the API lists them. */
  function gazettes(txtUrl: string): unknown[] {
    return [
      { territory_id: '4305959', territory_name: 'Cotiporã', state_code: 'RS', date: '2021-01-25', url: 'https://data.queridodiario.ok.org.br/4305959/2021-01-25/famurs.pdf', txt_url: txtUrl, excerpts: [excerptOf('torna público a realização do Processo Seletivo')] },
      { territory_id: '4301800', territory_name: 'Barracão', state_code: 'RS', date: '2021-01-25', url: 'https://data.queridodiario.ok.org.br/4301800/2021-01-25/famurs.pdf', txt_url: txtUrl, excerpts: [excerptOf('Seleção Pública de Professores')] },
    ];
  }

  /** The API on /gazettes, the edition on TXT_PATH (or `edition`'s answer). */
  function withEdition(edition: () => { status?: number; body?: string } = () => ({ body: EDITION }), txtUrl?: string): Handler {
    return (req) => {
      if (req.path === '/gazettes') return { headers: JSON_UTF8, body: JSON.stringify({ total_gazettes: 2, gazettes: gazettes(txtUrl ?? `${server!.origin}${TXT_PATH}`) }) };
      if (req.path === TXT_PATH) return { headers: TEXT_UTF8, ...edition() };
      return {};
    };
  }

  async function collect(handler: Handler, knownLines?: SourceContext['knownLines']) {
    server ??= await startLoopback(handler);
    const ctx: SourceContext = {
      fetcher: createFetcher({ timeoutMs: 2_000, retries: 0 }),
      today: '2021-01-26',
      knownLines,
      paginas: { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] },
    };
    const result = await queridoDiarioSource({ baseUrl: server.origin }).fetchCandidates(ctx);
    return { result, paginas: ctx.paginas!, txtRequests: server.pageRequests().filter((r) => r.path === TXT_PATH).length };
  }

  it('reads each excerpt’s whole act: positions and dates the excerpt does not reach; the edition asked for once', async () => {
    const { result, paginas, txtRequests } = await collect(withEdition());
    expect(result.errors).toEqual([]);
    expect(txtRequests).toBe(1);
    expect(paginas).toMatchObject({ buscadas: 1, puladas: 0, falhas: [] });
    const [cotipora, barracao] = result.candidates;
    expect(cotipora).toMatchObject({ origem: 'detalhe', uf: 'RS', municipio: 'Cotiporã', inscricoes_fim: '2021-02-02', link_edital: 'https://data.queridodiario.ok.org.br/4305959/2021-01-25/famurs.pdf' });
    expect(cotipora!.cargos).toHaveLength(10);
    expect(cotipora!.texto).toContain('Código Identificador: AFC3A070');
    expect(barracao).toMatchObject({ origem: 'detalhe', municipio: 'Barracão', remuneracao_max: 1375.55, inscricoes_fim: '2021-02-01' });
  });

  it('asks nothing again for excerpts read before (an edition never changes)', async () => {
    const first = await collect(withEdition());
    const hashes = new Map(first.result.candidates.map((c) => [c.fonte_chave, c.linha_hash!]));
    const again = await collect(withEdition(), (key) => hashes.get(key) ?? null);
    expect(again.txtRequests).toBe(1); // the first run's only
    expect(again.paginas).toMatchObject({ buscadas: 0, puladas: 2, falhas: [] });
    expect(again.result.candidates.map((c) => c.origem)).toEqual(['listagem', 'listagem']);
  });

  it('keeps the excerpt’s fields when the edition fails or does not hold the excerpt, with the reason', async () => {
    const missing = await collect(withEdition(() => ({ status: 404, body: 'not found' })));
    expect(missing.paginas.falhas).toEqual([{ url: `${server!.origin}${TXT_PATH}`, motivo: expect.stringMatching(/404/) }]);
    expect(missing.result.candidates.map((c) => [c.origem, c.municipio, c.linha_hash])).toEqual([
      ['listagem', 'Cotiporã', undefined],
      ['listagem', 'Barracão', undefined],
    ]);
    await server!.close();
    server = null;

    const other = await collect(withEdition(() => ({ body: fixtureText('querido-diario/edicoes/dop-pi-2023-03-23.txt') })));
    expect(other.paginas.falhas.map((f) => f.motivo)).toEqual(['o trecho não está no texto do diário', 'o trecho não está no texto do diário']);
    expect(other.result.candidates).toHaveLength(2);
    expect(other.result.candidates.every((c) => c.origem === 'listagem')).toBe(true);
  });

  it('does not follow a txt_url off the source’s site, nor one that is not http(s)', async () => {
    for (const txtUrl of ['https://example.org/famurs.txt', 'file:///etc/passwd']) {
      const { result, txtRequests, paginas } = await collect(withEdition(undefined, txtUrl));
      expect(txtRequests).toBe(0);
      expect(paginas).toMatchObject({ buscadas: 0, falhas: [] });
      expect(result.candidates).toHaveLength(2);
    }
  });
});
