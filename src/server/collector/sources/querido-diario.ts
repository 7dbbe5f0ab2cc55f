import { isIsoDate } from '../../../shared/editais/dates';
import { isUf, type Uf } from '../../../shared/ufs';
import { candidateFromFields, emptyResult, finalizeCandidate } from '../candidate';
import { findMunicipioByCode } from '../extract/reference-data';
import { rulesExtractor } from '../extract/rules';
import { cleanText, normalizeKey, shortHash } from '../extract/text';
import type { SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { errorMessage, isRecord, parseJsonBody } from './common';

/**
 * Querido Diário's open API over municipal official gazettes: GET /gazettes with a simple query
 * string, a date window and paging. Each gazette brings excerpts of free text around the match;
 * they go to the free-text extractor (the LLM when configured, else the rules), and only those
 * that announce a concurso or processo seletivo become candidates. The gazette's municipality and
 * state are authoritative for where the notice is.
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

interface Job {
  gazette: Gazette;
  uf: Uf | null;
  municipio: string | null;
  label: string;
  texto: string;
}

/** `fn` over `items` with at most `limit` running at once; results in the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

interface Gazette {
  territory_id: string;
  territory_name?: string;
  state_code?: string;
  date: string;
  url?: string;
  txt_url?: string;
  edition?: string;
  excerpts: string[];
}

function minusDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

function gazettesUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  if (!/\/gazettes\/?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/gazettes`;
  return url;
}

/** Validates the reply's shape; throws SourceFormatError when the keys we rely on are missing. */
export function readGazettesReply(body: unknown): { total: number; gazettes: unknown[] } {
  if (!isRecord(body) || !Array.isArray(body.gazettes)) {
    throw new SourceFormatError(QUERIDO_DIARIO_NAME, 'resposta sem a lista "gazettes" (formato da API mudou?)');
  }
  const total = typeof body.total_gazettes === 'number' ? body.total_gazettes : body.gazettes.length;
  return { total, gazettes: body.gazettes };
}

function asGazette(raw: unknown): Gazette | string {
  if (!isRecord(raw)) return 'diário não é um objeto';
  if (typeof raw.territory_id !== 'string' || !/^\d{7}$/.test(raw.territory_id)) return 'diário sem territory_id (código IBGE)';
  if (typeof raw.date !== 'string' || !isIsoDate(raw.date)) return 'diário sem data válida';
  if (!Array.isArray(raw.excerpts)) return 'diário sem excerpts';
  return {
    territory_id: raw.territory_id,
    territory_name: typeof raw.territory_name === 'string' ? raw.territory_name : undefined,
    state_code: typeof raw.state_code === 'string' ? raw.state_code : undefined,
    date: raw.date,
    url: typeof raw.url === 'string' ? raw.url : undefined,
    txt_url: typeof raw.txt_url === 'string' ? raw.txt_url : undefined,
    edition: typeof raw.edition === 'string' || typeof raw.edition === 'number' ? String(raw.edition) : undefined,
    excerpts: raw.excerpts.filter((e): e is string => typeof e === 'string'),
  };
}

/** Worth sending to the extractor at all: the excerpt speaks of a concurso or processo seletivo. */
function mentionsConcurso(text: string): boolean {
  return /concurso publico|processo seletivo|selecao publica/.test(normalizeKey(text));
}

export function queridoDiarioSource(config: QueridoDiarioConfig): SourceAdapter {
  const size = config.size ?? 50;
  const maxPages = config.maxPages ?? 4;
  return {
    name: QUERIDO_DIARIO_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const extractor = ctx.extractor ?? rulesExtractor;
      const result = emptyResult();
      const seenKeys = new Set<string>();
      const gazettes: unknown[] = [];
      // The same fallback (e.g. AI not configured) is reported once, with how many excerpts it hit.
      const avisos = new Map<string, { item: string; count: number }>();

      for (let page = 0; page < maxPages; page++) {
        const url = gazettesUrl(config.baseUrl);
        const params = url.searchParams;
        params.set('querystring', config.querystring ?? DEFAULT_QUERY);
        params.set('published_since', minusDays(ctx.today, config.sinceDays ?? 7));
        params.set('published_until', ctx.today);
        params.set('excerpt_size', String(config.excerptSize ?? 1000));
        params.set('number_of_excerpts', String(config.numberOfExcerpts ?? 1));
        params.set('sort_by', 'descending_date');
        params.set('size', String(size));
        params.set('offset', String(page * size));
        for (const id of config.territoryIds ?? []) params.append('territory_ids', id);
        const response = await ctx.fetcher.request({ url: url.href, headers: { accept: 'application/json' }, signal: ctx.signal });
        const { total, gazettes: pageGazettes } = readGazettesReply(parseJsonBody(QUERIDO_DIARIO_NAME, response));
        gazettes.push(...pageGazettes);
        if (pageGazettes.length < size || (page + 1) * size >= total) break;
      }

      // First every excerpt worth extracting, then the extractor over them a few at a time (an LLM
      // call takes seconds), then the candidates in the gazettes' order.
      const jobs: Job[] = [];
      let unreadable = 0;
      for (const raw of gazettes) {
        const gazette = asGazette(raw);
        if (typeof gazette === 'string') {
          unreadable++;
          result.errors.push({ item: isRecord(raw) && typeof raw.url === 'string' ? raw.url : 'diário', message: gazette });
          continue;
        }
        const ibge = findMunicipioByCode(gazette.territory_id);
        const stateCode = (gazette.state_code ?? '').toUpperCase();
        const uf: Uf | null = ibge?.uf ?? (isUf(stateCode) ? stateCode : null);
        const municipio = ibge?.nome ?? gazette.territory_name ?? null;
        const label = `${municipio ?? gazette.territory_id}${uf ? `/${uf}` : ''} ${gazette.date.split('-').reverse().join('/')}`;
        for (const excerpt of gazette.excerpts) {
          // Excerpts are plain text with line breaks (kept: a first line is often the agency); strip any markup.
          const texto = excerpt
            .replace(/<[^>]+>/g, ' ')
            .split(/\r?\n/)
            .map(cleanText)
            .filter(Boolean)
            .join('\n');
          if (!texto || !mentionsConcurso(texto)) {
            result.skipped++;
            continue;
          }
          jobs.push({ gazette, uf, municipio, label, texto });
        }
      }

      const outcomes = await mapLimit(jobs, config.extractConcurrency ?? 3, (job) =>
        extractor(job.texto, { uf: job.uf, municipio: job.municipio, ano: Number(job.gazette.date.slice(0, 4)) }).then(
          (outcome) => ({ ok: true as const, outcome }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      );

      jobs.forEach((job, index) => {
        const { gazette, uf, municipio, label, texto } = job;
        const settled = outcomes[index]!;
        if (!settled.ok) {
          result.errors.push({ item: label, message: errorMessage(settled.error) });
          return;
        }
        const { outcome } = settled;
        if (outcome.aviso) {
          const seen = avisos.get(outcome.aviso);
          if (seen) seen.count++;
          else avisos.set(outcome.aviso, { item: label, count: 1 });
        }
        if (!outcome.eConcurso) {
          result.skipped++;
          return;
        }
        try {
          const campos = {
            ...outcome.campos,
            uf,
            municipio,
            orgao: outcome.campos.orgao ?? (municipio ? { nome: `Prefeitura Municipal de ${municipio}`, sigla: null } : null),
            link_edital: outcome.campos.link_edital ?? gazette.url ?? null,
          };
          const key = `qd:${gazette.territory_id}:${gazette.date}:${gazette.edition ?? ''}:${shortHash(normalizeKey(texto))}`;
          const finalized = finalizeCandidate(
            candidateFromFields({
              fonte: 'querido-diario',
              fonte_chave: key,
              fonte_url: gazette.url ?? gazette.txt_url ?? null,
              campos,
              texto,
              extracao: outcome.via === 'ia' ? 'ia' : 'regras',
              today: ctx.today,
              statusPadrao: 'publicado',
              processoSeletivo: /processo seletivo/.test(normalizeKey(texto)) && !/concurso publico/.test(normalizeKey(texto)),
              tituloFallback: municipio ? `Prefeitura de ${municipio}` : undefined,
            }),
          );
          if (!finalized.ok) {
            result.errors.push({ item: label, message: finalized.error.message });
            return;
          }
          if (seenKeys.has(key)) return;
          seenKeys.add(key);
          result.candidates.push(finalized.candidate);
        } catch (error) {
          result.errors.push({ item: label, message: errorMessage(error) });
        }
      });
      for (const [message, { item, count }] of avisos) {
        result.warnings.push({ item, message: count > 1 ? `${message} (${count} trechos)` : message });
      }
      if (gazettes.length > 0 && unreadable === gazettes.length) {
        throw new SourceFormatError(QUERIDO_DIARIO_NAME, `nenhum dos ${gazettes.length} diários tem territory_id, date e excerpts (formato mudou?)`);
      }
      return result;
    },
  };
}
