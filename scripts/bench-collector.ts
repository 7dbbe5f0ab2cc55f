/**
 * (c) of `npm run bench`: the collector without AI, against sources served on loopback.
 *
 * (c1) 1,000 PCI listing items (the HTML listing format) read, extracted by the rules and upserted by
 *      the real writer on an in-memory PGlite. Budget (DESIGN.md section 8): under 10 s. Then the
 *      same 1,000 again (nothing changes), which is what most scheduled runs do.
 * (c2) Issue 16's run with notice pages: 950 notices already known (their pages read and their
 *      listing lines stored by an untimed first run), then a listing of 1,000 of which 50 are new:
 *      only those 50 pages are fetched, with the collector's own politeness (two at a time per host,
 *      COLLECTOR_HOST_DELAY_MS between starts). Budget: 60 s. Then an unchanged re-run: the listing
 *      asked conditionally (304), no page fetched. Budget: 3 s and zero full (200) page fetches.
 *      A server parses each stored page once per process; the last row is a run as a new process
 *      (`npm run collect`) makes it, parsing the 1,000 stored pages again.
 *      Each notice's page links an edital PDF on another host (the board's site), read by the PDF
 *      stage (src/server/collector/pdf/stage.ts): the 950 known ones a small generated PDF, the 50
 *      new ones a real edital of the labelled set's tuning half (5 pages, 0.7 MB), downloaded,
 *      read by unpdf and extracted by the rules. The unchanged re-runs ask for no PDF.
 *
 * Reports figures; asserts nothing.
 */
import { createHash } from 'node:crypto';
import pino from 'pino';
import type { CollectorResult } from '#shared/api/collector';
import { UFS, UF_NAMES } from '#shared/ufs';
import { createFetcher } from '#server/collector/fetch';
import { COLLECTOR_HOST_DELAY_MS, runCollector, type CollectorDeps } from '#server/collector/run-collector';
import { minimalPdf, tuningBytes } from '#server/collector/pdf/testing/fixtures';
import { forgetParsedPages } from '#server/collector/sources/detail';
import { pciHtmlSource } from '#server/collector/sources/pci-html';
import { HTML_UTF8, startLoopback, type RecordedRequest, type Reply } from '#server/collector/testing/loopback';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { parseEnv } from '#server/env';

const ITEMS = 1_000;
const BUDGET_MS = 10_000;
/** (c2): notices known before the timed run, and the budgets of its two runs. */
const KNOWN = 950;
const NEW_RUN_BUDGET_MS = 60_000;
const UNCHANGED_RUN_BUDGET_MS = 3_000;

const AGENCIES = [
  ['Prefeitura Municipal de', 'Prefeitura'],
  ['Câmara Municipal de', 'Câmara'],
  ['SAAE - Serviço Autônomo de Água e Esgoto de', 'SAAE'],
] as const;
const CARGOS = [
  ['Professor de Educação Básica, Pedagogo', 'Superior'],
  ['Agente Administrativo, Auxiliar de Serviços Gerais', 'Fundamental / Médio'],
  ['Enfermeiro, Técnico de Enfermagem, Médico Clínico Geral', 'Técnico / Superior'],
  ['Guarda Civil Municipal', 'Médio'],
] as const;
const BANCAS = ['FGV', 'Vunesp', 'Cebraspe', 'Instituto Consulplan', 'IBFC', 'Idecan'] as const;

const day = (i: number) => String((i % 28) + 1).padStart(2, '0');

/**
 * A listing page in PCI's markup (see tests/fixtures/collector/pci-html/concursos.html) with items
 * `from`…`from + count - 1`, linking each to its news page under `origin`.
 */
export function generatedListing(count: number, { origin = 'https://www.pciconcursos.com.br', from = 0 } = {}): string {
  const parts = ['<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>Concursos</title></head><body><div id="concursos"><h1>Concursos Públicos</h1>'];
  for (let i = from; i < from + count; i++) {
    const uf = UFS[i % UFS.length]!;
    if (i % UFS.length === 0 || i - from < UFS.length) {
      parts.push(`<div class="ua"><div class="uf">${UF_NAMES[uf].toUpperCase()}</div><div class="uc">Inscrição até:</div></div>`);
    }
    const [agency] = AGENCIES[i % AGENCIES.length]!;
    const [cargos, nivel] = CARGOS[i % CARGOS.length]!;
    const city = `Cidade ${i}`;
    const slug = `noticias/concurso-bench-${i}`;
    const vagas = i % 7 === 0 ? 'Cadastro reserva até R$ 4.120,00' : `${(i % 40) + 1} vagas${i % 3 === 0 ? ' + CR' : ''} até R$ ${(1500 + i).toLocaleString('pt-BR')},${String(i % 100).padStart(2, '0')}`;
    const prazo = i % 5 === 0 ? `Prorrogado até<br>${day(i)}/12/2026` : i % 4 === 0 ? `10/11 a ${day(i)}/12/2026` : `${day(i)}/12/2026`;
    parts.push(
      `<div class="na" data-url="${origin}/${slug}"><div class="ca"><a href="${origin}/${slug}" title="${agency} ${city} - ${uf} abre concurso">${agency} ${city} - ${uf}</a></div><div class="cc">${uf}</div><div class="cd">${vagas}<br><span>${cargos}<br><span>${nivel}</span></span></div><div class="ce"><span>${prazo}</span></div><div class="clear"></div></div>`,
    );
  }
  parts.push('</div></body></html>');
  return parts.join('\n');
}

/** Item i's news page in PCI's markup (tests/fixtures/collector/pci-noticia/), its edital on the board's host. */
export function generatedNoticePage(i: number, boardOrigin: string): string {
  const uf = UFS[i % UFS.length]!;
  const [agency] = AGENCIES[i % AGENCIES.length]!;
  const banca = BANCAS[i % BANCAS.length]!;
  const cargos = CARGOS[i % CARGOS.length]![0].split(', ');
  const rows = cargos
    .map((nome, k) => `<tr><td>${nome}</td><td>${(i % 9) + k + 1}</td><td>R$ ${(2100 + 350 * k + i).toLocaleString('pt-BR')},00</td><td>${k % 2 ? 'Superior' : 'Médio'}</td><td>40h semanais</td></tr>`)
    .join('\n');
  return `<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>${agency} Cidade ${i} - ${uf} abre concurso - PCI Concursos</title></head>
<body><header id="topo"><a href="/">PCI Concursos</a><nav><ul><li><a href="/concursos/">Concursos</a></li><li><a href="/provas/">Provas</a></li></ul></nav></header>
<div id="conteudo"><article id="noticia"><h1>${agency} Cidade ${i} - ${uf} abre concurso público</h1>
<div itemprop="articleBody">
<p>A ${agency} Cidade ${i}, no estado de ${UF_NAMES[uf]}, publicou o edital de abertura de concurso público para o provimento de cargos efetivos. A organização está a cargo da banca ${banca}.</p>
<p>As inscrições podem ser feitas de 10/11/2026 a ${day(i)}/12/2026, pelo site <a href="${boardOrigin}/inscricoes/bench-${i}">da organizadora</a>. A taxa de inscrição é de R$ ${60 + (i % 5) * 10},00 para cargos de nível médio e R$ ${90 + (i % 5) * 10},00 para nível superior.</p>
<table><thead><tr><th>Cargo</th><th>Vagas</th><th>Salário</th><th>Escolaridade</th><th>Carga horária</th></tr></thead><tbody>
${rows}
</tbody></table>
<p>A prova objetiva está prevista para o dia ${day(i)} de fevereiro de 2027, em locais a serem divulgados no site da organizadora.</p>
<p>O concurso terá validade de dois anos, prorrogável uma vez por igual período. Os aprovados serão nomeados conforme a necessidade da administração, respeitada a ordem de classificação.</p>
</div></article>
<aside id="links"><ul><li class="pdf"><a href="${boardOrigin}/editais/bench-${i}.pdf">Edital de abertura</a></li><li class="pdf"><a href="/download/pdf/${i}/edital.pdf">Edital (cópia PCI)</a></li></ul></aside>
</div><footer>© PCI Concursos</footer></body></html>`;
}

/** The edital of a new notice: a real one (tuning half of the labelled set). */
const REAL_PDF = Buffer.from(tuningBytes('pdf-ifsuldeminas-107-2019'));

/** The edital of a known notice: two generated pages of text (the preparation run reads 950 of them). */
function smallPdf(i: number): Buffer {
  return Buffer.from(
    minimalPdf(
      2,
      `EDITAL DE ABERTURA N ${i}/2026 CONCURSO PUBLICO. A Prefeitura Municipal de Cidade ${i} torna publica a abertura de ${(i % 9) + 1} vagas. As inscricoes serao realizadas de 10/11/2026 a ${day(i)}/12/2026. A prova objetiva sera aplicada em ${day(i)}/02/2027.`,
    ),
  );
}

/** `body` with an ETag, answering 304 when the request already has it. */
function conditional(req: RecordedRequest, body: string, headers: Record<string, string>): Reply {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (req.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
  return { headers: { ...headers, etag, 'last-modified': 'Fri, 20 Nov 2026 09:00:00 GMT' }, body };
}

function quietDeps(database: DatabaseHandle, overrides: Partial<CollectorDeps>): CollectorDeps {
  return {
    database,
    env: parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    now: () => new Date('2026-11-20T12:00:00Z'),
    ...overrides,
  };
}

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** (c1): the listing alone, 1,000 items from scratch and then unchanged. */
async function benchListing(): Promise<void> {
  console.log(`\n(c1) Coleta sem IA: ${ITEMS.toLocaleString('pt-BR')} itens da listagem PCI (HTML) lidos, extraídos e gravados (meta < ${BUDGET_MS / 1000} s)`);
  const page = generatedListing(ITEMS);
  const server = await startLoopback((req) => (req.path === '/concursos/' ? { headers: HTML_UTF8, body: page } : {}));
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    // The items link to PCI's real site: no page of theirs is read here (that is c2).
    const deps = quietDeps(database, { sources: [pciHtmlSource({ urls: `${server.origin}/concursos/`, detalhes: false })], fetcher: createFetcher({ respectRobots: true }) });
    const rows: string[][] = [];
    for (const label of ['1ª execução (cria)', '2ª execução (nada muda)']) {
      const started = performance.now();
      const result = await runCollector(deps, { trigger: 'manual' });
      const ms = performance.now() - started;
      rows.push([
        label,
        String(result.editais_criados),
        String(result.editais_atualizados),
        String(result.erros),
        `${(ms / 1000).toFixed(2)} s`,
        `${Math.round((ITEMS / ms) * 1000)} itens/s`,
        ms < BUDGET_MS ? 'dentro' : 'ACIMA',
      ]);
    }
    printTable(['execução', 'criados', 'atualizados', 'erros', 'tempo', 'vazão', `meta < ${BUDGET_MS / 1000} s`], rows);
  } finally {
    await database.close();
    await server.close();
  }
}

/** Every answer a site gave: its path and status. */
type Answered = { path: string; status: number }[];

/** `handler`, noting each answer's status in `log`. */
function noting(log: Answered, handler: (req: RecordedRequest) => Reply): (req: RecordedRequest) => Reply {
  return (req) => {
    const reply = handler(req);
    log.push({ path: req.path, status: reply.status ?? 200 });
    return reply;
  };
}

/** What the sites answered during one run: the listing's status, the notice pages' 200s and 304s, the PDFs. */
function answersSince(site: Answered, board: Answered, from: { site: number; board: number }) {
  const answers = site.slice(from.site);
  const notices = answers.filter((a) => a.path.startsWith('/noticias/'));
  return {
    listagem: answers.filter((a) => a.path === '/concursos/').map((a) => String(a.status)).join(', ') || '—',
    noticias200: notices.filter((a) => a.status === 200).length,
    noticias304: notices.filter((a) => a.status === 304).length,
    pdfs: board.slice(from.board).filter((a) => a.path.endsWith('.pdf')).length,
  };
}

/** (c2): notice pages — 950 known, 50 new, then nothing new. */
async function benchNoticePages(): Promise<void> {
  console.log(
    `\n(c2) Coleta com páginas dos concursos: ${ITEMS.toLocaleString('pt-BR')} itens, ${ITEMS - KNOWN} novos (${KNOWN} já conhecidos, linha igual); ` +
      `${COLLECTOR_HOST_DELAY_MS} ms entre pedidos ao mesmo host, 2 por vez (metas: < ${NEW_RUN_BUDGET_MS / 1000} s; sem mudança < ${UNCHANGED_RUN_BUDGET_MS / 1000} s e nenhuma página buscada por inteiro)`,
  );
  let listing = '';
  const boardLog: Answered = [];
  const siteLog: Answered = [];
  const board = await startLoopback(
    noting(boardLog, (req) => {
      const m = /^\/editais\/bench-(\d+)\.pdf$/.exec(req.path);
      if (!m) return { status: 404 };
      const i = Number(m[1]);
      return { headers: { 'content-type': 'application/pdf' }, body: i >= KNOWN ? REAL_PDF : smallPdf(i) };
    }),
  );
  const site = await startLoopback(
    noting(siteLog, (req) => {
      if (req.path === '/concursos/') return conditional(req, listing, HTML_UTF8);
      const m = /^\/noticias\/concurso-bench-(\d+)$/.exec(req.path);
      if (m) return conditional(req, generatedNoticePage(Number(m[1]), board.origin), HTML_UTF8);
      return req.path === '/robots.txt' ? {} : { status: 404 };
    }),
  );
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    const sources = [pciHtmlSource({ urls: `${site.origin}/concursos/` })];
    const rows: string[][] = [];
    const run = async (label: string, deps: CollectorDeps, budgetMs: number | null) => {
      const from = { site: siteLog.length, board: boardLog.length };
      const started = performance.now();
      const result: CollectorResult = await runCollector(deps, { trigger: 'manual' });
      const ms = performance.now() - started;
      const answers = answersSince(siteLog, boardLog, from);
      const paginas = result.fontes?.[0]?.paginas;
      const pdfs = result.fontes?.[0]?.pdfs;
      rows.push([
        label,
        String(result.editais_criados),
        String(result.editais_atualizados),
        String(result.erros),
        answers.listagem,
        String(answers.noticias200),
        String(answers.noticias304),
        paginas ? `${paginas.buscadas} / ${paginas.nao_modificadas} / ${paginas.puladas} / ${paginas.falhas.length}` : '—',
        pdfs ? `${pdfs.buscadas} / ${pdfs.nao_modificadas} / ${pdfs.puladas} / ${pdfs.falhas.length}` : '—',
        String(answers.pdfs),
        `${(ms / 1000).toFixed(2)} s`,
        budgetMs === null ? '—' : ms < budgetMs && (budgetMs !== UNCHANGED_RUN_BUDGET_MS || answers.noticias200 + answers.pdfs === 0) ? 'dentro' : 'ACIMA',
      ]);
    };
    // Untimed: the 950 already known (read at full speed: it only prepares the database).
    listing = generatedListing(KNOWN, { origin: site.origin });
    await run(`preparação (${KNOWN} conhecidos)`, quietDeps(database, { sources, fetcher: createFetcher({ perHostDelayMs: 0 }) }), null);
    // Timed, with the collector's own politeness; the fetcher (and its robots.txt) is the run's.
    listing = generatedListing(ITEMS, { origin: site.origin });
    const polite = () => quietDeps(database, { sources, fetcher: createFetcher({ perHostDelayMs: COLLECTOR_HOST_DELAY_MS }) });
    await run(`1ª execução (${ITEMS - KNOWN} novos)`, polite(), NEW_RUN_BUDGET_MS);
    await run('2ª execução (nada muda)', polite(), UNCHANGED_RUN_BUDGET_MS);
    // As `npm run collect` makes it: a new process has parsed no page yet (the stored ones are parsed again).
    forgetParsedPages();
    await run('3ª execução (nada muda, processo novo)', polite(), UNCHANGED_RUN_BUDGET_MS);
    printTable(
      ['execução', 'criados', 'atualizados', 'erros', 'listagem', 'páginas 200', 'páginas 304', 'páginas: buscadas / 304 / puladas / falhas', 'PDFs: buscados / 304 / pulados / falhas', 'pedidos de PDF', 'tempo', 'meta'],
      rows,
    );
  } finally {
    await database.close();
    await site.close();
    await board.close();
  }
}

export async function benchCollector(): Promise<void> {
  await benchListing();
  await benchNoticePages();
}
