import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-db';
import { edital, editalFonte, paginaCache } from '../db/schema';
import { parseEnv } from '../env';
import { createFetcher } from './fetch';
import { runCollector, type CollectorDeps } from './run-collector';
import { jcSource } from './sources/jc';
import { pciHtmlSource } from './sources/pci-html';
import { FIXTURE_TODAY, fixture, HTML_UTF8, startLoopback, type Loopback } from './testing/loopback';
import type { Candidate, SourceAdapter } from './types';

/**
 * A whole run against sources on 127.0.0.1 whose notice pages fail in every way a site can fail:
 * each failure is counted per page in the run's record, and every item is still written.
 */

const PCI_ITEMS: [string, string][] = [
  ['Prefeitura de Maceió - AL', '/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal'],
  ['Prefeitura de Arapiraca - AL', '/noticias/sumiu'],
  ['Prefeitura de Penedo - AL', '/noticias/lenta'],
  ['Prefeitura de Coruripe - AL', '/noticias/enorme'],
  ['Prefeitura de Delmiro Gouveia - AL', '/noticias/outro-layout'],
  ['Prefeitura de Palmeira dos Índios - AL', '/noticias/lixo'],
];

const LISTING = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="concursos">${PCI_ITEMS.map(
  ([orgao, href]) =>
    `<div class="na"><div class="ca"><a href="${href}" title="${orgao} abre concurso">${orgao}</a></div><div class="cc">AL</div><div class="cd">10 vagas até R$ 3.000,00<br><span>Agente Administrativo<br><span>Médio</span></span></div><div class="ce"><span>30/10/2026</span></div></div>`,
).join('\n')}</div></body></html>`;

let server: Loopback;
let database: TestDatabase;
/** What each source returned at the last run (to play the writer's part of storing line hashes). */
const returned: Candidate[] = [];

/** The adapter, remembering what it returned. */
function recorded(source: SourceAdapter): SourceAdapter {
  return {
    name: source.name,
    async fetchCandidates(ctx) {
      const result = await source.fetchCandidates(ctx);
      returned.push(...result.candidates);
      return result;
    },
  };
}

beforeAll(async () => {
  server = await startLoopback((req) => {
    const page = (name: string) => ({ headers: HTML_UTF8, body: fixture(name) });
    switch (req.path) {
      case '/pci/concursos/':
        return { headers: HTML_UTF8, body: LISTING };
      case '/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal':
        return page('pci-noticia/sefaz-al-abre-concurso-publico-para-auditor-fiscal.html');
      case '/noticias/lenta':
        return { headers: HTML_UTF8, body: 'tarde', delayMs: 3_000 };
      case '/noticias/enorme':
        return { headers: HTML_UTF8, body: 'x'.repeat(300 * 1024) };
      case '/noticias/outro-layout':
        return page('pci-noticia/layout-diferente.html');
      case '/noticias/lixo':
        return page('pci-noticia/lixo.html');
      case '/jc/concursos/previstos':
        return page('jc/previstos.html');
      case '/jc/concursos/autorizados':
        return page('jc/autorizados.html');
      case '/concurso/concurso-prefeitura-de-campinas-sp':
        return page('jc-detalhe/concurso-prefeitura-de-campinas-sp.html');
      case '/concurso/concurso-inss':
        return page('jc-detalhe/concurso-inss.html');
      case '/concurso/concurso-tce-go':
        return page('jc-detalhe/lixo.html');
      case '/robots.txt':
        return {};
      default:
        return { status: 404, body: 'não encontrado' };
    }
  });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
  await server.close();
});

function deps(): CollectorDeps {
  return {
    database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    sources: [recorded(pciHtmlSource({ urls: `${server.origin}/pci/concursos/` })), recorded(jcSource({ baseUrl: `${server.origin}/jc` }))],
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 0, backoffMs: 1, maxBytes: 256 * 1024, allowedHosts: ['127.0.0.1'] }),
    now: () => new Date(`${FIXTURE_TODAY}T15:00:00Z`),
  };
}

/** What the writer keeps of each notice's source line (edital_fonte.linha_hash), whether or not it does so itself yet. */
async function storeLineHashes(candidates: Candidate[]): Promise<void> {
  const ids = new Map((await database.db.select({ id: edital.id, chave: edital.fonteChave }).from(edital)).map((r) => [r.chave, r.id]));
  for (const c of candidates) {
    const editalId = ids.get(c.fonte_chave);
    if (!editalId) continue;
    await database.db
      .insert(editalFonte)
      .values({ editalId, fonte: c.fonte, chave: c.fonte_chave, url: c.fonte_url, linhaHash: c.linha_hash ?? null })
      .onConflictDoUpdate({ target: editalFonte.chave, set: { linhaHash: c.linha_hash ?? null } });
  }
}

describe('runCollector: notice pages', () => {
  it('counts pages per source, each failure with its reason, and still writes every item', async () => {
    const result = await runCollector(deps(), { trigger: 'manual' });
    const origin = server.origin;
    expect(result.editais_criados, JSON.stringify(result.detalhes)).toBe(PCI_ITEMS.length + 7);
    expect(result.erros).toBe(0);
    const [pci, jc] = result.fontes!;
    expect(pci).toMatchObject({ fonte: 'pci-html', paginas: { buscadas: 1, nao_modificadas: 0, puladas: 0 }, pdfs: { buscadas: 0, nao_modificadas: 0, puladas: 0 } });
    // The saved page links to the board's real PDF: tests never reach the internet, and the refusal is reported.
    expect(pci!.pdfs.falhas).toEqual([
      {
        url: 'https://conhecimento.fgv.br/sites/default/files/concursos/sefazal26/edital-de-abertura.pdf',
        motivo: expect.stringContaining('Host fora dos permitidos à coleta (COLLECTOR_ALLOWED_HOSTS): conhecimento.fgv.br'),
      },
    ]);
    expect(Object.fromEntries(pci!.paginas.falhas.map((f) => [f.url.replace(origin, ''), f.motivo]))).toEqual({
      '/noticias/sumiu': `HTTP 404 em ${origin}/noticias/sumiu`,
      '/noticias/lenta': `Tempo esgotado (1 s) em ${origin}/noticias/lenta`,
      '/noticias/enorme': `Resposta maior que o limite de 256 KB em ${origin}/noticias/enorme`,
      '/noticias/outro-layout': expect.stringMatching(/fora do formato conhecido/),
      '/noticias/lixo': expect.stringMatching(/fora do formato conhecido/),
    });
    expect(jc).toMatchObject({ fonte: 'jc', paginas: { buscadas: 2 } });
    expect(jc!.paginas.falhas).toHaveLength(5);

    const stored = await database.db.select().from(edital);
    expect(stored).toHaveLength(PCI_ITEMS.length + 7);
    const sefaz = stored.find((e) => e.fonteChave === 'pci:noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(sefaz).toMatchObject({ provaData: '2026-11-29', linkInscricao: 'https://conhecimento.fgv.br/concursos/sefazal26' });
    // The pages read are in pagina_cache, with their bodies.
    const cached = await database.db.select({ url: paginaCache.url }).from(paginaCache);
    expect(cached.map((r) => r.url)).toEqual(
      expect.arrayContaining([`${origin}/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal`, `${origin}/concurso/concurso-inss`, `${origin}/pci/concursos/`]),
    );
  });

  it('an unchanged re-run reads no page whose line it knows; failed pages are asked for again', async () => {
    await storeLineHashes(returned.splice(0));
    const before = server.pageRequests().length;
    const result = await runCollector(deps(), { trigger: 'manual' });
    expect(result).toMatchObject({ editais_criados: 0, editais_atualizados: 0, erros: 0 });
    const asked = server.pageRequests().slice(before).map((r) => r.path);
    expect(asked).not.toContain('/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(asked).not.toContain('/concurso/concurso-inss');
    expect(asked).toContain('/noticias/sumiu');
    const [pci, jc] = result.fontes!;
    expect(pci!.paginas).toMatchObject({ buscadas: 0, puladas: 1 });
    // Its PDF failed on an unchanged line: not asked again until the line changes.
    expect(pci!.pdfs).toMatchObject({ buscadas: 0, puladas: 1, falhas: [] });
    expect(pci!.paginas.falhas).toHaveLength(5);
    expect(jc!.paginas).toMatchObject({ buscadas: 0, puladas: 2 });
  });
});
