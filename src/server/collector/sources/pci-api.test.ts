import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../fetch';
import { memoryPageCache } from '../page-cache';
import { FIXTURE_TODAY, fixture, fixtureText, HTML_UTF8, JSON_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import { SourceFormatError, type Candidate, type SourceContext } from '../types';
import { configuredSources } from './index';
import { pciApiSource } from './pci-api';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const API = fixtureText('pci-api/concursos.json');

function site(api: () => ReturnType<Handler> = () => ({ headers: JSON_UTF8, body: API })): Handler {
  return (req) => {
    if (req.path === '/api/v1/concursos') return api();
    const slug = req.path.replace(/^\/noticias\//, '');
    if (slug === 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude') {
      return { headers: HTML_UTF8, body: fixture(`pci-noticia/${slug}.html`) };
    }
    return req.path === '/robots.txt' ? {} : { status: 404 };
  };
}

async function run(handler: Handler, detalhes = false) {
  server = await startLoopback(handler);
  const ctx: SourceContext = {
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 0 }),
    today: FIXTURE_TODAY,
    pageCache: memoryPageCache(),
    paginas: { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] },
  };
  const result = await pciApiSource({ url: `${server.origin}/api/v1/concursos`, detalhes }).fetchCandidates(ctx);
  return { ...result, paginas: ctx.paginas! };
}

const byKey = (candidates: Candidate[], slug: string) => {
  const found = candidates.find((c) => c.fonte_chave === `pci:noticias/${slug}`);
  if (!found) throw new Error(`sem ${slug}: ${candidates.map((c) => c.fonte_chave).join(', ')}`);
  return found;
};

describe('pciApiSource', () => {
  it('uses the structured positions, city and ISO dates as given; keys match the other PCI readings', async () => {
    const { candidates, errors } = await run(site());
    expect(candidates).toHaveLength(3);
    expect(errors).toEqual([{ item: 'registro da API do PCI', message: 'registro sem noticia.uri' }]);
    const origin = server!.origin;
    expect(byKey(candidates, 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude')).toMatchObject({
      fonte: 'pci',
      fonte_url: `${origin}/noticias/prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude`,
      extracao: 'estruturado',
      uf: 'PE',
      municipio: 'Petrolina',
      vagas: 236,
      inscricoes_inicio: '2026-09-28',
      inscricoes_fim: '2026-11-03',
      status: 'inscricoes_abertas',
      cargos: [
        { nome: 'Agente Comunitário de Saúde', escolaridade: 'Ensino_Fundamental', vagas: 120, remuneracao_base: 2824 },
        { nome: 'Técnico de Enfermagem', escolaridade: 'Ensino_Técnico', vagas: 70, remuneracao_base: 2650 },
        { nome: 'Enfermeiro', escolaridade: 'Ensino_Superior', vagas: 36, remuneracao_base: 4800 },
        { nome: 'Médico Plantonista', escolaridade: 'Ensino_Superior', vagas: 10, remuneracao_base: 14000 },
      ],
    });
    expect(byKey(candidates, 'sefaz-al-abre-concurso-publico-para-auditor-fiscal')).toMatchObject({
      orgao: { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ' },
      municipio: 'Maceió',
      vagas: 40,
      cadastro_reserva: true,
      remuneracao_max: 25270.68,
      banca: { nome: 'FGV' },
    });
    expect(byKey(candidates, 'camara-de-garanhuns-pe-publica-edital-com-12-vagas')).toMatchObject({ status: 'publicado', municipio: 'Garanhuns' });
  });

  it("reads the news pages, which only fill what the API leaves out", async () => {
    const { candidates, paginas } = await run(site(), true);
    const petrolina = byKey(candidates, 'prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude');
    expect(petrolina).toMatchObject({
      origem: 'detalhe',
      municipio: 'Petrolina',
      inscricoes_inicio: '2026-09-28',
      inscricoes_fim: '2026-11-03',
      prova_data: '2026-12-06',
      banca: { nome: 'Instituto Consulplan' },
      link_edital: 'https://www.institutoconsulplan.org.br/editais/petrolina-2026/edital.pdf',
    });
    expect(petrolina.cargos).toHaveLength(4);
    expect(paginas.buscadas).toBe(1);
    expect(paginas.falhas.map((f) => f.motivo)).toEqual([expect.stringMatching(/^HTTP 404/), expect.stringMatching(/^HTTP 404/)]);
  });

  it('fails loudly on a reply without data[]', async () => {
    await expect(run(site(() => ({ headers: JSON_UTF8, body: '{"concursos": []}' })))).rejects.toBeInstanceOf(SourceFormatError);
    await expect(run(site(() => ({ headers: JSON_UTF8, body: '<html>manutenção</html>' })))).rejects.toThrow(/não é JSON válido/);
  });

  it('is off unless SOURCE_PCI_API_URL is set; when set it leads PCI, the MCP being its fallback', async () => {
    expect(configuredSources({}).map((s) => s.name)).toEqual(['pci', 'jc', 'querido-diario']);
    expect(configuredSources({ SOURCE_PCI_API_URL: 'https://x.example/api/v1/concursos', SOURCE_PCI_URL: 'off', SOURCE_PCI_HTML_URL: 'off' }).map((s) => s.name)).toEqual([
      'pci-api',
      'jc',
      'querido-diario',
    ]);
    server = await startLoopback((req) =>
      req.path === '/api/v1/concursos' ? { status: 503 } : req.path === '/mcp' ? { headers: JSON_UTF8, body: mcp() } : req.path === '/robots.txt' ? {} : { status: 404 },
    );
    const [pci] = configuredSources({ SOURCE_PCI_API_URL: `${server.origin}/api/v1/concursos`, SOURCE_PCI_URL: `${server.origin}/mcp`, SOURCE_PCI_HTML_URL: 'off' });
    const result = await pci!.fetchCandidates({ fetcher: createFetcher({ retries: 0 }), today: FIXTURE_TODAY });
    expect(result.candidates).toHaveLength(7);
    expect(result.warnings[0]?.message).toMatch(/^pci-api falhou \(HTTP 503 .*\); usada a fonte pci-mcp$/);
  });
});

function mcp(): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: fixtureText('pci-mcp/listar-concursos.json') }] } });
}
