import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher, FetchError } from '../fetch';
import { memoryPageCache } from '../page-cache';
import { FIXTURE_TODAY, fixture, fixtureText, JSON_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import { SourceError, SourceFormatError, type Candidate, type SourceContext } from '../types';
import { pciMcpSource } from './pci-mcp';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A JSON-RPC reply whose result.content[0].text carries `payload` as a JSON string, as PCI's MCP answers. */
function rpcReply(payload: unknown, id = 1) {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    result: { content: [{ type: 'text', text: typeof payload === 'string' ? payload : JSON.stringify(payload) }] },
  });
}

const LISTAR = fixtureText('pci-mcp/listar-concursos.json');

async function run(handler: Handler, fetcherOptions: Parameters<typeof createFetcher>[0] = {}) {
  server = await startLoopback(handler);
  const ctx: SourceContext = {
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 2, backoffMs: 1, ...fetcherOptions }),
    today: FIXTURE_TODAY,
  };
  return pciMcpSource({ url: `${server.origin}/mcp` }).fetchCandidates(ctx);
}

const byKey = (candidates: Candidate[], slug: string) => {
  const found = candidates.find((c) => c.fonte_chave === `pci:noticias/${slug}`);
  if (!found) throw new Error(`sem candidato ${slug}`);
  return found;
};

describe('pciMcpSource', () => {
  it('calls tools/call listar_concursos over JSON-RPC 2.0 and maps every record', async () => {
    const result = await run((req) => (req.path === '/mcp' ? { headers: JSON_UTF8, body: rpcReply(LISTAR) } : {}));

    const call = server!.pageRequests()[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.accept).toContain('text/event-stream');
    expect(call.headers['user-agent']).toMatch(/^MCI-Coletor\/1\.0/);
    expect(JSON.parse(call.body)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'listar_concursos', arguments: {} },
    });

    expect(result.errors).toEqual([]);
    expect(result.candidates).toHaveLength(7);

    const sefaz = byKey(result.candidates, 'sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(sefaz).toMatchObject({
      fonte: 'pci',
      fonte_url: 'https://www.pciconcursos.com.br/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal',
      titulo: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual',
      orgao: { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ' },
      uf: 'AL',
      municipio: null,
      status: 'inscricoes_abertas',
      escolaridade: 'Ensino_Superior',
      vagas: 40,
      cadastro_reserva: true,
      remuneracao_min: null,
      remuneracao_max: 25270.68,
      inscricoes_inicio: '2026-09-17',
      inscricoes_fim: '2026-10-21',
      cargos: [{ nome: 'Auditor Fiscal da Receita Estadual', escolaridade: 'Ensino_Superior', vagas: 40, remuneracao_base: 25270.68 }],
      banca: { nome: 'FGV', site: 'https://conhecimento.fgv.br' },
      link_edital: null,
      link_inscricao: null,
      extracao: 'estruturado',
    });
    expect(sefaz.tags).toEqual(['Cadastro Reserva', 'Área Fiscal', 'Estadual', 'Nível Superior']);
    expect(sefaz.texto).toContain('40 vagas + 60 CR até R$ 25.270,68');
  });

  it('reads the variants: reopened, extended, cancelled, cadastro reserva, national, already closed', async () => {
    const { candidates } = await run(() => ({ headers: JSON_UTF8, body: rpcReply(LISTAR) }));

    const cbm = byKey(candidates, 'cbm-al-reabre-inscricoes-de-concurso-publico-com-172-vagas');
    expect(cbm).toMatchObject({ orgao: { sigla: 'CBMAL' }, titulo: 'Concurso CBMAL 2026', status: 'inscricoes_abertas', vagas: 172 });
    expect(cbm.escolaridade).toBe('Vários_Níveis');
    expect(cbm.cargos.map((c) => c.nome)).toEqual(['Oficial Combatente', 'Soldado Combatente']);
    expect(cbm.tags).toContain('Segurança Pública');

    const petrolina = byKey(candidates, 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude');
    expect(petrolina).toMatchObject({
      orgao: { nome: 'Prefeitura de Petrolina', sigla: null },
      uf: 'PE',
      municipio: 'Petrolina',
      inscricoes_fim: '2026-11-03',
      status: 'inscricoes_abertas',
      escolaridade: 'Vários_Níveis',
      titulo: 'Concurso Prefeitura de Petrolina - PE 2026',
    });
    // Upper-case positions get Portuguese title case; acronyms and small words are respected.
    expect(petrolina.cargos.map((c) => c.nome)).toEqual([
      'Agente Comunitário de Saúde',
      'Técnico de Enfermagem',
      'Enfermeiro',
      'Médico Plantonista',
    ]);
    expect(petrolina.tags).toEqual(['Saúde', 'Municipal', 'Nível Superior', 'Nível Técnico']);

    const ibge = byKey(candidates, 'ibge-abre-processo-seletivo-com-2000-vagas-temporarias');
    expect(ibge).toMatchObject({ uf: null, vagas: 2000, titulo: 'Processo Seletivo IBGE 2026', escolaridade: 'Ensino_Médio' });
    expect(ibge.tags).toContain('Federal');

    const trt = byKey(candidates, 'trt-6-divulga-edital-de-concurso-para-formacao-de-cadastro-reserva');
    expect(trt).toMatchObject({
      orgao: { nome: 'Tribunal Regional do Trabalho da 6ª Região', sigla: 'TRT 6ª Região' },
      status: 'publicado',
      vagas: 0,
      cadastro_reserva: true,
      remuneracao_max: 16035.69,
      banca: { nome: 'Cebraspe' },
    });
    expect(trt.cargos.map((c) => c.nome)).toEqual(['Analista Judiciário - Área Judiciária', 'Técnico Judiciário - Área Administrativa']);

    const camara = byKey(candidates, 'camara-de-arapiraca-al-cancela-concurso-publico');
    expect(camara).toMatchObject({ status: 'cancelado', municipio: 'Arapiraca', vagas: 5, cadastro_reserva: true });

    const lagoa = byKey(candidates, 'prefeitura-de-lagoa-da-canoa-al-abre-concurso-para-professor');
    expect(lagoa).toMatchObject({ status: 'encerrado', municipio: 'Lagoa da Canoa' });
  });

  it("reads each notice's news page; the records' ISO dates and UF stay, unchanged lines are not fetched again", async () => {
    server = await startLoopback((req) => {
      if (req.path === '/mcp') return { headers: JSON_UTF8, body: rpcReply(LISTAR.replaceAll('https://www.pciconcursos.com.br', server!.origin)) };
      const slug = req.path.replace(/^\/noticias\//, '');
      const page = ['sefaz-al-abre-concurso-publico-para-auditor-fiscal', 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude'];
      if (page.includes(slug)) return { headers: { 'content-type': 'text/html; charset=utf-8' }, body: fixture(`pci-noticia/${slug}.html`) };
      return req.path === '/robots.txt' ? {} : { status: 404 };
    });
    const cache = memoryPageCache();
    const ctx: SourceContext = {
      fetcher: createFetcher({ timeoutMs: 1_000, retries: 0 }),
      today: FIXTURE_TODAY,
      pageCache: cache,
      paginas: { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] },
    };
    const source = pciMcpSource({ url: `${server.origin}/mcp` });
    const { candidates } = await source.fetchCandidates(ctx);
    expect(ctx.paginas).toMatchObject({ buscadas: 2, puladas: 0 });
    expect(ctx.paginas!.falhas).toHaveLength(5);

    const sefaz = byKey(candidates, 'sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(sefaz).toMatchObject({
      origem: 'detalhe',
      extracao: 'estruturado',
      vagas: 40,
      inscricoes_inicio: '2026-09-17',
      inscricoes_fim: '2026-10-21',
      prova_data: '2026-11-29',
      banca: { nome: 'FGV' },
      link_edital: 'https://conhecimento.fgv.br/sites/default/files/concursos/sefazal26/edital-de-abertura.pdf',
    });
    const petrolina = byKey(candidates, 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude');
    expect(petrolina).toMatchObject({
      origem: 'detalhe',
      uf: 'PE',
      vagas: 236,
      remuneracao_min: 2650,
      remuneracao_max: 14000,
      inscricoes_inicio: '2026-09-28',
      inscricoes_fim: '2026-11-03',
      prova_data: '2026-12-06',
      banca: { nome: 'Instituto Consulplan' },
      link_inscricao: 'https://www.institutoconsulplan.org.br/inscricoes/petrolina-2026',
    });
    expect(petrolina.cargos).toContainEqual({
      nome: 'Médico Plantonista',
      escolaridade: 'Ensino_Superior',
      vagas: 10,
      remuneracao_base: 14000,
      jornada: '24h semanais',
      // 'R$ 110,00 (nível superior)': the page's fees go to the positions by level.
      taxa: 110,
    });
    expect(byKey(candidates, 'ibge-abre-processo-seletivo-com-2000-vagas-temporarias')).toMatchObject({ origem: 'listagem', vagas: 2000 });

    const known = new Map(candidates.map((c) => [c.fonte_chave, c.linha_hash ?? null]));
    const before = server.pageRequests().length;
    const again = await source.fetchCandidates({ ...ctx, knownLines: (key) => known.get(key) ?? null, paginas: undefined });
    // The two pages read are not asked for again; the five that failed are.
    expect(server.pageRequests().slice(before).filter((r) => r.path.startsWith('/noticias/'))).toHaveLength(5);
    expect(again.candidates).toEqual(candidates);
  });

  it('passes the region and teachers arguments through', async () => {
    server = await startLoopback(() => ({ headers: JSON_UTF8, body: rpcReply({ meta: {}, data: [], errors: [] }) }));
    const fetcher = createFetcher({ retries: 0 });
    await pciMcpSource({ url: `${server.origin}/mcp`, regiao: 'nordeste', professores: false }).fetchCandidates({
      fetcher,
      today: FIXTURE_TODAY,
    });
    expect(JSON.parse(server.pageRequests()[0]!.body).params.arguments).toEqual({ regiao: 'nordeste', professores: false });
  });

  it('understands a reply sent as Server-Sent Events (MCP streamable HTTP)', async () => {
    const sse = `event: message\ndata: ${rpcReply(LISTAR)}\n\n`;
    const { candidates } = await run(() => ({ headers: { 'content-type': 'text/event-stream' }, body: sse }));
    expect(candidates).toHaveLength(7);
  });

  it('returns an empty list for an empty data array', async () => {
    const result = await run(() => ({ headers: JSON_UTF8, body: rpcReply({ meta: { total: 0 }, data: [], errors: [] }) }));
    expect(result).toEqual({ candidates: [], errors: [], warnings: [], skipped: 0 });
  });

  it('keeps good records when one is broken, reporting the broken one', async () => {
    const payload = JSON.parse(LISTAR);
    payload.data[1] = { id: 5, cargos: [], datas: {} };
    const result = await run(() => ({ headers: JSON_UTF8, body: rpcReply(payload) }));
    expect(result.candidates).toHaveLength(6);
    expect(result.errors).toEqual([{ item: 'pci:5', message: 'registro sem titulo' }]);
  });

  it('reports PCI’s own errors list', async () => {
    const payload = { ...JSON.parse(LISTAR), errors: [{ regiao: 'norte', erro: 'timeout' }] };
    const result = await run(() => ({ headers: JSON_UTF8, body: rpcReply(payload) }));
    expect(result.errors).toEqual([{ item: 'listar_concursos', message: 'PCI informou: {"regiao":"norte","erro":"timeout"}' }]);
  });

  it('fails loudly on malformed JSON', async () => {
    const promise = run(() => ({ headers: JSON_UTF8, body: '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"te' }));
    await expect(promise).rejects.toThrow(SourceFormatError);
    await expect(promise).rejects.toThrow(/não é JSON válido/);
  });

  it('fails loudly when content[0].text is not JSON', async () => {
    await expect(run(() => ({ headers: JSON_UTF8, body: rpcReply('Serviço em manutenção') }))).rejects.toThrow(
      'pci-mcp: result.content[0].text não é JSON válido',
    );
  });

  it('fails loudly when the expected keys are missing (changed format)', async () => {
    await expect(run(() => ({ headers: JSON_UTF8, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { items: [] } }) }))).rejects.toThrow(
      'pci-mcp: resposta sem result.content[0].text (formato do MCP mudou?)',
    );
    await expect(run(() => ({ headers: JSON_UTF8, body: rpcReply({ meta: {}, concursos: [] }) }))).rejects.toThrow(
      'pci-mcp: JSON de listar_concursos sem a lista "data" (formato mudou?)',
    );
    const renamed = JSON.parse(LISTAR);
    renamed.data = renamed.data.map((r: Record<string, unknown>) => ({ ...r, titulo: undefined, orgao: r.titulo }));
    await expect(run(() => ({ headers: JSON_UTF8, body: rpcReply(renamed) }))).rejects.toThrow(
      'pci-mcp: nenhum dos 7 registros tem id, titulo e datas (formato mudou?)',
    );
  });

  it('turns a JSON-RPC error into a SourceError', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } });
    await expect(run(() => ({ headers: JSON_UTF8, body }))).rejects.toThrow(new SourceError('pci-mcp', 'erro JSON-RPC -32601: Method not found'));
  });

  it('retries a 500 and then fails with the HTTP error', async () => {
    const promise = run((req) => (req.path === '/mcp' ? { status: 500, body: 'Internal Server Error' } : {}));
    await expect(promise).rejects.toBeInstanceOf(FetchError);
    await expect(promise).rejects.toThrow(/HTTP 500 .*após 3 tentativas/);
    expect(server!.pageRequests()).toHaveLength(3);
  });

  it('fails with a timeout when the server does not answer in time', async () => {
    const promise = run((req) => (req.path === '/mcp' ? { headers: JSON_UTF8, body: rpcReply(LISTAR), delayMs: 300 } : {}), {
      timeoutMs: 40,
      retries: 0,
    });
    await expect(promise).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('respects a robots.txt that disallows the endpoint', async () => {
    const promise = run((req) =>
      req.path === '/robots.txt' ? { body: 'User-agent: *\nDisallow: /mcp\n' } : { headers: JSON_UTF8, body: rpcReply(LISTAR) },
    );
    await expect(promise).rejects.toMatchObject({ code: 'ROBOTS' });
    expect(server!.pageRequests()).toHaveLength(0);
  });
});
