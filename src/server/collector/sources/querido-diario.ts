import pLimit from 'p-limit';
import { z } from 'zod';
import { addDays, isIsoDate } from '#shared/editais/dates';
import { isUf, type Uf } from '#shared/ufs';
import { errorMessage } from '#server/lib/error-message';
import { findMunicipioByCode } from '#server/reference/municipios';
import { candidateFromFields, emptyResult, keepCandidate } from '../candidate';
import { rulesExtractor } from '../extract/rules';
import { cleanText, normalizeKey, shortHash, withoutGazettePageHeads } from '../extract/text';
import type { Candidate, ExtractionOutcome, FreeTextExtractor, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { lenient, parseJsonBody, readItem } from './common';
import { DetailFormatError, readDetails, type DetailReader } from './detail';
import { findActAround, prepareEdition, readActFields, type Edition } from './gazette-act';

/**
 * Querido Diário's open API over municipal official gazettes: GET /gazettes with a simple query
 * string, a date window and paging. Each gazette brings excerpts of free text around the match;
 * they go to the free-text extractor (the LLM when configured, else the rules), and only those
 * that announce a concurso or processo seletivo become candidates. The gazette's municipality and
 * state are authoritative for where the notice is. Each candidate is then completed with the whole
 * act its excerpt belongs to, cut out of the edition's text (`txt_url`), as a notice's page completes
 * a listing line (sources/gazette-act).
 */

export const QUERIDO_DIARIO_NAME = 'querido-diario';
export const QUERIDO_DIARIO_DEFAULT_URL = 'https://api.queridodiario.ok.org.br';

/** Exact phrase AND (opening OR registration): 'concurso público' alone also finds results and appointments. */
export const DEFAULT_QUERY = '"concurso público" + (edital | inscrições | "processo seletivo")';

export interface QueridoDiarioConfig {
  /** API root or the /gazettes endpoint itself (SOURCE_QUERIDO_DIARIO_URL). */
  baseUrl: string;
  querystring?: string;
  /** How far back to search, in days (published_since = today − sinceDays). Default 7. */
  sinceDays?: number;
  /** Gazettes per page. Default 50. */
  size?: number;
  /** Pages read at most per run. Default 4. */
  maxPages?: number;
  /** 7-digit IBGE codes to restrict the search to. */
  territoryIds?: string[];
  /** Characters per excerpt. Default 1000: a notice's fields are spread over a paragraph. */
  excerptSize?: number;
  numberOfExcerpts?: number;
  /** Excerpts extracted at the same time (LLM calls). Default 3. */
  extractConcurrency?: number;
}

/** GET /gazettes' answer: the page's gazettes and how many match in all. */
const gazettesReplySchema = z.object({
  gazettes: z.array(z.unknown()),
  total_gazettes: lenient(z.number()),
});

/** One gazette: territory_id, date and excerpts are required, the rest is read if present. */
const gazetteSchema = z.object({
  territory_id: z.string().regex(/^\d{7}$/),
  date: z.string().refine(isIsoDate),
  excerpts: z.array(z.unknown()).transform((list) => list.filter((e): e is string => typeof e === 'string')),
  territory_name: lenient(z.string()),
  state_code: lenient(z.string()),
  url: lenient(z.string()),
  txt_url: lenient(z.string()),
  edition: lenient(z.union([z.string(), z.number().transform(String)])),
});

type Gazette = z.output<typeof gazetteSchema>;

/** Why a gazette is unreadable, by the first field that failed. */
const GAZETTE_PROBLEMS: Record<string, string> = {
  territory_id: 'diário sem territory_id (código IBGE)',
  date: 'diário sem data válida',
  excerpts: 'diário sem excerpts',
};

/** One excerpt worth extracting, with what its gazette says about where it is. */
interface Job {
  gazette: Gazette;
  uf: Uf | null;
  municipio: string | null;
  label: string;
  texto: string;
}

type Settled = { ok: true; outcome: ExtractionOutcome } | { ok: false; error: unknown };

/** The /gazettes query for one page. */
function gazettesUrl(config: QueridoDiarioConfig, today: string, page: number, size: number): URL {
  const url = new URL(config.baseUrl);
  if (!/\/gazettes\/?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/gazettes`;
  const params = url.searchParams;
  params.set('querystring', config.querystring ?? DEFAULT_QUERY);
  params.set('published_since', addDays(today, -(config.sinceDays ?? 7)));
  params.set('published_until', today);
  params.set('excerpt_size', String(config.excerptSize ?? 1000));
  params.set('number_of_excerpts', String(config.numberOfExcerpts ?? 1));
  params.set('sort_by', 'descending_date');
  params.set('size', String(size));
  params.set('offset', String(page * size));
  for (const id of config.territoryIds ?? []) params.append('territory_ids', id);
  return url;
}

/** Validates the reply's shape; throws SourceFormatError when the keys we rely on are missing. */
export function readGazettesReply(body: unknown): { total: number; gazettes: unknown[] } {
  const reply = gazettesReplySchema.safeParse(body);
  if (!reply.success) {
    throw new SourceFormatError(QUERIDO_DIARIO_NAME, 'resposta sem a lista "gazettes" (formato da API mudou?)');
  }
  return { total: reply.data.total_gazettes ?? reply.data.gazettes.length, gazettes: reply.data.gazettes };
}

/** Every page of the search, up to maxPages. */
async function fetchGazettes(config: QueridoDiarioConfig, ctx: SourceContext): Promise<unknown[]> {
  const size = config.size ?? 50;
  const gazettes: unknown[] = [];
  for (let page = 0; page < (config.maxPages ?? 4); page++) {
    const url = gazettesUrl(config, ctx.today, page, size);
    const response = await ctx.fetcher.request({ url: url.href, headers: { accept: 'application/json' }, signal: ctx.signal });
    const { total, gazettes: pageGazettes } = readGazettesReply(parseJsonBody(QUERIDO_DIARIO_NAME, response));
    gazettes.push(...pageGazettes);
    if (pageGazettes.length < size || (page + 1) * size >= total) break;
  }
  return gazettes;
}

/** Worth sending to the extractor at all: the excerpt speaks of a concurso or processo seletivo. */
function mentionsConcurso(text: string): boolean {
  return /concurso publico|processo seletivo|selecao publica/.test(normalizeKey(text));
}

/**
 * Excerpts are plain text with line breaks (kept: a first line is often the agency); any markup is stripped, and so are
 * the running heads a municipal gazette's pages drop into an act.
 */
function excerptText(excerpt: string): string {
  return withoutGazettePageHeads(excerpt.replace(/<[^>]+>/g, ' '))
    .split(/\r?\n/)
    .map(cleanText)
    .filter(Boolean)
    .join('\n');
}

/** The gazette's excerpts that mention a concurso; the others count as skipped. */
function gazetteJobs(gazette: Gazette, result: SourceResult): Job[] {
  const ibge = findMunicipioByCode(gazette.territory_id);
  const stateCode = (gazette.state_code ?? '').toUpperCase();
  const uf: Uf | null = ibge?.uf ?? (isUf(stateCode) ? stateCode : null);
  const municipio = ibge?.nome ?? gazette.territory_name ?? null;
  const label = `${municipio ?? gazette.territory_id}${uf ? `/${uf}` : ''} ${gazette.date.split('-').reverse().join('/')}`;
  const jobs: Job[] = [];
  for (const excerpt of gazette.excerpts) {
    const texto = excerptText(excerpt);
    if (!texto || !mentionsConcurso(texto)) result.skipped++;
    else jobs.push({ gazette, uf, municipio, label, texto });
  }
  return jobs;
}

/** Every excerpt worth extracting; throws when not one gazette can be read (the format changed). */
function excerptJobs(gazettes: unknown[], result: SourceResult): Job[] {
  const jobs: Job[] = [];
  let unreadable = 0;
  for (const raw of gazettes) {
    const gazette = readItem(gazetteSchema, raw, GAZETTE_PROBLEMS, 'diário não é um objeto');
    if (typeof gazette !== 'string') {
      jobs.push(...gazetteJobs(gazette, result));
      continue;
    }
    unreadable++;
    const withUrl = z.object({ url: z.string() }).safeParse(raw);
    result.errors.push({ item: withUrl.success ? withUrl.data.url : 'diário', message: gazette });
  }
  if (gazettes.length > 0 && unreadable === gazettes.length) {
    throw new SourceFormatError(QUERIDO_DIARIO_NAME, `nenhum dos ${gazettes.length} diários tem territory_id, date e excerpts (formato mudou?)`);
  }
  return jobs;
}

/** The extractor over every job, a few at a time (an LLM call takes seconds); results in the jobs' order. */
function extractAll(jobs: Job[], extractor: FreeTextExtractor, concurrency: number): Promise<Settled[]> {
  const limit = pLimit(Math.max(1, concurrency));
  return Promise.all(
    jobs.map((job) =>
      limit(() =>
        extractor(job.texto, { uf: job.uf, municipio: job.municipio, ano: Number(job.gazette.date.slice(0, 4)), publicadoEm: job.gazette.date }).then(
          (outcome): Settled => ({ ok: true, outcome }),
          (error: unknown): Settled => ({ ok: false, error }),
        ),
      ),
    ),
  );
}

/** The candidate's key: the gazette (town, day, edition) and the excerpt's text. */
function excerptKey({ gazette, texto }: Job): string {
  return `qd:${gazette.territory_id}:${gazette.date}:${gazette.edition ?? ''}:${shortHash(normalizeKey(texto))}`;
}

/** The gazette's municipality and state are authoritative; its link is the notice's when the text has none. */
function excerptCandidate(job: Job, outcome: ExtractionOutcome, today: string): Candidate {
  const { gazette, uf, municipio, texto } = job;
  const campos = {
    ...outcome.campos,
    uf,
    municipio,
    orgao: outcome.campos.orgao ?? (municipio ? { nome: `Prefeitura Municipal de ${municipio}`, sigla: null } : null),
    link_edital: outcome.campos.link_edital ?? gazette.url ?? null,
  };
  const normalized = normalizeKey(texto);
  return candidateFromFields({
    fonte: 'querido-diario',
    fonte_chave: excerptKey(job),
    fonte_url: gazette.url ?? gazette.txt_url ?? null,
    campos,
    texto,
    extracao: outcome.via === 'ia' ? 'ia' : 'regras',
    today,
    statusPadrao: 'publicado',
    processoSeletivo: /processo seletivo/.test(normalized) && !/concurso publico/.test(normalized),
    tituloFallback: municipio ? `Prefeitura de ${municipio}` : undefined,
  });
}

/**
 * The extracted excerpts into `result`, in the gazettes' order: the ones that announce a concurso
 * become candidates (once each); the same warning (e.g. AI not configured) is reported once, with
 * how many excerpts it hit.
 */
function addOutcomes(jobs: Job[], settled: Settled[], result: SourceResult, today: string): void {
  const seenKeys = new Set<string>();
  const avisos = new Map<string, { item: string; count: number }>();
  jobs.forEach((job, index) => {
    const extracted = settled[index]!;
    if (!extracted.ok) {
      result.errors.push({ item: job.label, message: errorMessage(extracted.error) });
      return;
    }
    const { outcome } = extracted;
    if (outcome.aviso) {
      const seen = avisos.get(outcome.aviso);
      if (seen) seen.count++;
      else avisos.set(outcome.aviso, { item: job.label, count: 1 });
    }
    if (!outcome.eConcurso) {
      result.skipped++;
      return;
    }
    keepCandidate(result, () => excerptCandidate(job, outcome, today), { label: job.label, seenKeys, nameInvalidByLabel: true });
  });
  for (const [message, { item, count }] of avisos) {
    result.warnings.push({ item, message: count > 1 ? `${message} (${count} trechos)` : message });
  }
}

/**
 * The edition's text is each excerpt's page: the act around the excerpt is read whole and completes what the excerpt
 * said (the gazette's town and state stay). An edition never changes once published and may be megabytes: it is not
 * kept in the page cache, and an excerpt read before is not asked again. An excerpt not found in the text (another
 * edition's, a text that changed) is a failure of that page, and the notice keeps the excerpt's fields.
 */
function actReader(site: string, jobs: Map<string, Job>): DetailReader {
  // The excerpts of one edition are read one after another: its text is prepared once for them.
  let last: Edition | null = null;
  const edition = (body: string) => (last?.text === body ? last : (last = prepareEdition(body)));
  return {
    site,
    cachePages: false,
    pageUrl: (c) => {
      const url = jobs.get(c.fonte_chave)?.gazette.txt_url;
      return url && /^https?:\/\//i.test(url) ? url : null;
    },
    parse: (body, _url, _today, c) => {
      const job = jobs.get(c.fonte_chave);
      const act = job ? findActAround(edition(body), job.texto) : null;
      if (!job || !act) throw new DetailFormatError('o trecho não está no texto do diário');
      // The act's own links are the town's site, not the edital's file: the gazette's PDF stays the notice's link.
      return { ...readActFields(act, { publicadoEm: job.gazette.date, uf: job.uf }), links_edital: [] };
    },
    merge: { keep: ['uf', 'municipio'], orgao: 'fill' },
  };
}

export function queridoDiarioSource(config: QueridoDiarioConfig): SourceAdapter {
  return {
    name: QUERIDO_DIARIO_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const result = emptyResult();
      const jobs = excerptJobs(await fetchGazettes(config, ctx), result);
      const settled = await extractAll(jobs, ctx.extractor ?? rulesExtractor, config.extractConcurrency ?? 3);
      addOutcomes(jobs, settled, result, ctx.today);
      return readDetails(ctx, result, actReader(config.baseUrl, new Map(jobs.map((job) => [excerptKey(job), job]))));
    },
  };
}
