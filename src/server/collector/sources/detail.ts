import pLimit from 'p-limit';
import type { Escolaridade } from '#shared/domain';
import type { Uf } from '#shared/ufs';
import { niveisOf } from '#shared/editais/classify';
import { withTaxas } from '../cargos';
import { buildTitulo, deriveTags, finalizeCandidate, statusFromDates } from '../candidate';
import { cleanText, normalizeKey } from '../extract/text';
import { failureReason, fetchPage, sha256Hex, tallyPage, type CachedPage, type PageFetch } from '../page-cache';
import type { Candidate, CandidateBanca, CandidateCargo, CandidateOrgao, SourceContext, SourceResult } from '../types';

/**
 * A notice's own page at its source (PCI's news page, JC's notice page), read for each listing item
 * that is new or whose listing line changed: what the page states (agency, board, positions,
 * fees, dates, the edital and registration links) refines what the listing said. A line that did
 * not change is not fetched again: its page is read from the page cache. Every failure (404,
 * timeout, a page too large, a different layout, garbage) is counted per page in the run's record
 * and the item keeps its listing fields.
 */

export type Nivel = Exclude<Escolaridade, 'Vários_Níveis'>;

export interface DetailCargo {
  nome: string;
  escolaridade: Escolaridade | null;
  vagas: number | null;
  remuneracao: number | null;
  /** As the page writes it: '40h semanais', '30 horas'. */
  jornada: string | null;
  /** The position's registration fee, when the page gives one per position. */
  taxa: number | null;
}

/** What a notice's page says; null (or empty) wherever it says nothing. Links are absolute http(s). */
export interface DetailFields {
  orgao: CandidateOrgao | null;
  banca: CandidateBanca | null;
  uf: Uf | null;
  municipio: string | null;
  cargos: DetailCargo[];
  vagas: number | null;
  cadastro_reserva: boolean;
  remuneracao_min: number | null;
  remuneracao_max: number | null;
  escolaridade: Escolaridade | null;
  niveis: Nivel[];
  /** Registration fees in reais, lowest first. */
  taxas: number[];
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  /** The edital (PDF) links, official ones (off the source's own site) first. */
  links_edital: string[];
  link_inscricao: string | null;
  /** The page's text, for auditing and later extraction. */
  texto: string;
  /**
   * Fields read from prose rather than from a label or a table ('vagas' as the largest count the
   * text mentions): they only fill what the listing leaves empty.
   */
  fracos: WeakField[];
}

export type WeakField = 'vagas' | 'remuneracao' | 'escolaridade' | 'cargos';

export function emptyDetail(texto = ''): DetailFields {
  return {
    orgao: null,
    banca: null,
    uf: null,
    municipio: null,
    cargos: [],
    vagas: null,
    cadastro_reserva: false,
    remuneracao_min: null,
    remuneracao_max: null,
    escolaridade: null,
    niveis: [],
    taxas: [],
    inscricoes_inicio: null,
    inscricoes_fim: null,
    prova_data: null,
    links_edital: [],
    link_inscricao: null,
    texto,
    fracos: [],
  };
}

/** The page is not in the layout the parser knows (a changed site, an error page, garbage). */
export class DetailFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DetailFormatError';
  }
}

/** sha256 of the listing line as read (its key, link and text, whitespace normalised). */
export function lineHash(c: Pick<Candidate, 'fonte_chave' | 'fonte_url' | 'texto'>): string {
  return sha256Hex([c.fonte_chave, c.fonte_url ?? '', cleanText(c.texto).normalize('NFC')].join('\n'));
}

/** Second-level labels under a country code ('com.br', 'gov.br'): the site is one label further left. */
const SECOND_LEVEL = new Set(['com', 'org', 'gov', 'net', 'edu', 'leg', 'jus', 'mil', 'mp', 'def', 'ac', 'co']);

/** Sites of addresses already seen (a run compares the same few hosts thousands of times). */
const siteKeys = new Map<string, string | null>();

/** The site an address belongs to: its registrable domain ('pciconcursos.com.br'), or host:port for IPs and single labels. */
function siteKey(url: string): string | null {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? url;
  if (siteKeys.has(origin)) return siteKeys.get(origin)!;
  const key = computeSiteKey(origin);
  if (siteKeys.size > 10_000) siteKeys.clear();
  siteKeys.set(origin, key);
  return key;
}

function computeSiteKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return parsed.host.toLowerCase();
  const labels = host.split('.');
  let n = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  // 'campinas.sp.gov.br': public bodies sit under their state's label.
  if (n === 3 && labels.length >= 4 && /^(gov|leg|jus|mp)$/.test(labels.at(-2)!) && /^[a-z]{2}$/.test(labels.at(-3)!)) n = 4;
  return labels.slice(-n).join('.');
}

/** Whether two addresses are on the same site (www. or a subdomain aside; a loopback port is a site of its own). */
export function sameSite(a: string, b: string): boolean {
  const left = siteKey(a);
  return left !== null && left === siteKey(b);
}

/** Official links (off the source's own site) first, each once. */
export function officialFirst(links: (string | null)[], pageUrl: string): string[] {
  const unique = [...new Set(links.filter((l): l is string => !!l))];
  return [...unique.filter((l) => !sameSite(l, pageUrl)), ...unique.filter((l) => sameSite(l, pageUrl))];
}

// ---------------------------------------------------------------------------------------------
// Merging a page into the listing's candidate

export type KeptField = 'uf' | 'municipio' | 'inscricoes_inicio' | 'inscricoes_fim' | 'cargos';

export interface MergeOptions {
  today: string;
  /** What the listing's structure states better than prose (a JSON API's ISO dates, city, positions). */
  keep?: readonly KeptField[];
  /**
   * 'replace': the page's agency wins (a labelled 'Órgão' row); 'fill' (default): only where the
   * listing has none or only an acronym.
   */
  orgao?: 'replace' | 'fill';
  /**
   * Which edital link becomes link_edital: the first of the page's ('any'), or only one off the
   * source's site ('official': PCI's own PDF links sit behind a CAPTCHA).
   */
  linkEdital?: 'any' | 'official';
}

const NIVEL_BY_TAG: Record<string, Nivel> = {
  'Nível Fundamental': 'Ensino_Fundamental',
  'Nível Médio': 'Ensino_Médio',
  'Nível Técnico': 'Ensino_Técnico',
  'Nível Superior': 'Ensino_Superior',
};

function mergeCargos(listing: CandidateCargo[], detail: DetailCargo[], keepListing: boolean): CandidateCargo[] {
  if (detail.length === 0) return listing;
  const fromDetail = new Map(detail.map((d) => [normalizeKey(d.nome), d]));
  if (keepListing && listing.length > 0) {
    return listing.map((l) => {
      const d = fromDetail.get(normalizeKey(l.nome));
      if (!d) return l;
      return {
        nome: l.nome,
        escolaridade: d.escolaridade ?? l.escolaridade,
        vagas: d.vagas ?? l.vagas,
        remuneracao_base: d.remuneracao ?? l.remuneracao_base,
        jornada: d.jornada ?? l.jornada ?? null,
        taxa: d.taxa ?? l.taxa ?? null,
      };
    });
  }
  const fromListing = new Map(listing.map((l) => [normalizeKey(l.nome), l]));
  return detail.map((d) => {
    const l = fromListing.get(normalizeKey(d.nome));
    return {
      nome: d.nome,
      escolaridade: d.escolaridade ?? l?.escolaridade ?? null,
      vagas: d.vagas ?? l?.vagas ?? null,
      remuneracao_base: d.remuneracao ?? l?.remuneracao_base ?? null,
      jornada: d.jornada ?? l?.jornada ?? null,
      taxa: d.taxa ?? l?.taxa ?? null,
    };
  });
}

function mergeOrgao(listing: CandidateOrgao | null, detail: CandidateOrgao | null, mode: 'replace' | 'fill'): CandidateOrgao | null {
  if (!detail) return listing;
  if (!listing || mode === 'replace') return detail;
  const acronymOnly = listing.sigla !== null && listing.nome === listing.sigla;
  return acronymOnly && detail.sigla === listing.sigla ? detail : listing;
}

/** The registration period: the page's when it gives one that holds together with what it completes. */
function mergeDates(c: Candidate, d: DetailFields, keep: readonly KeptField[]): { inicio: string | null; fim: string | null } {
  const inicio = keep.includes('inscricoes_inicio') ? c.inscricoes_inicio : (d.inscricoes_inicio ?? c.inscricoes_inicio);
  const fim = keep.includes('inscricoes_fim') ? c.inscricoes_fim : (d.inscricoes_fim ?? c.inscricoes_fim);
  if (inicio && fim && inicio > fim) return { inicio: c.inscricoes_inicio, fim: c.inscricoes_fim };
  return { inicio, fim };
}

function mergedNiveis(c: Candidate, d: DetailFields, escolaridade: Escolaridade | null): Nivel[] {
  if (d.niveis.length) return d.niveis;
  if (c.niveis?.length) return c.niveis;
  if (escolaridade && escolaridade !== 'Vários_Níveis') return [escolaridade];
  return c.tags.flatMap((t) => (NIVEL_BY_TAG[t] ? [NIVEL_BY_TAG[t]] : []));
}

/**
 * The listing's candidate with what its page states: the page's value replaces the listing's
 * wherever the page has one (except `keep`, and the agency per `orgao`); title, status and tags
 * follow the merged fields. Not yet validated (finalizeCandidate).
 */
export function mergeDetail(c: Candidate, d: DetailFields, options: MergeOptions): Candidate {
  const keep = options.keep ?? [];
  const orgao = mergeOrgao(c.orgao, d.orgao, options.orgao ?? 'fill');
  const uf = keep.includes('uf') ? c.uf : (d.uf ?? c.uf);
  const municipio = keep.includes('municipio') ? c.municipio : (d.municipio ?? (uf === c.uf ? c.municipio : null));
  const cargos = withTaxas(mergeCargos(c.cargos, d.cargos, keep.includes('cargos') || d.fracos.includes('cargos')), d.taxas);
  const { inicio, fim } = mergeDates(c, d, keep);
  const weak = (field: WeakField) => d.fracos.includes(field);
  const pagePay = d.remuneracao_max !== null && !(weak('remuneracao') && c.remuneracao_max !== null);
  const pay = pagePay ? { min: d.remuneracao_min, max: d.remuneracao_max } : { min: c.remuneracao_min, max: c.remuneracao_max };
  const escolaridade = weak('escolaridade') ? (c.escolaridade ?? d.escolaridade) : (d.escolaridade ?? c.escolaridade);
  const vagas = weak('vagas') ? (c.vagas ?? d.vagas) : (d.vagas ?? c.vagas);
  const cadastroReserva = c.cadastro_reserva || d.cadastro_reserva;
  const official = d.links_edital.find((l) => !c.fonte_url || !sameSite(l, c.fonte_url)) ?? null;
  const linkEdital = (options.linkEdital === 'official' ? official : (d.links_edital[0] ?? null)) ?? c.link_edital;
  const situacao = c.status === 'cancelado' || c.status === 'suspenso' ? c.status : null;
  const processoSeletivo = /^processo seletivo\b/i.test(c.titulo);
  const ano = Number((inicio ?? fim ?? options.today).slice(0, 4));
  // Every level, as the notice will be classified (its positions' too): a re-read finds it the same.
  const niveis = niveisOf(escolaridade, [...cargos.map((x) => x.escolaridade), ...mergedNiveis(c, d, escolaridade)]);
  return {
    ...c,
    titulo: orgao ? buildTitulo({ orgao, uf, ano, cargos, processoSeletivo }) : c.titulo,
    orgao,
    uf,
    municipio,
    status: statusFromDates({ inicio, fim, today: options.today, situacao, fallback: c.status }),
    escolaridade,
    vagas,
    cadastro_reserva: cadastroReserva,
    remuneracao_min: pay.min,
    remuneracao_max: pay.max,
    inscricoes_inicio: inicio,
    inscricoes_fim: fim,
    prova_data: d.prova_data ?? c.prova_data,
    cargos,
    tags: deriveTags({ orgao, municipio, cargos, niveis, cadastroReserva, vagas }),
    ...(niveis.length ? { niveis } : {}),
    banca: d.banca ?? c.banca,
    link_edital: linkEdital,
    link_inscricao: d.link_inscricao ?? c.link_inscricao,
    texto: d.texto ? `${c.texto}\n\n${d.texto}` : c.texto,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the pages of a listing's items

/** How a source reads its notices' pages. */
export interface DetailReader {
  /** An address on the source's own site: notice pages elsewhere are not fetched. */
  site: string;
  /** Throws DetailFormatError for a page it does not recognise. `c` is the listing's candidate the page is read for. */
  parse(html: string, pageUrl: string, today: string, c: Candidate): DetailFields;
  merge?: Omit<MergeOptions, 'today'>;
  /** The page to read for a candidate (default: its fonte_url); null for none. */
  pageUrl?(c: Candidate): string | null;
  /**
   * false: the pages are not kept in the page cache (a gazette's whole edition: large, and never changed once
   * published), so an unchanged line reads nothing and a new one asks without validators.
   */
  cachePages?: boolean;
}

/** Pages read at once by one source; the fetcher still keeps each host to its own limit and delay. */
const DETAIL_CONCURRENCY = 6;

/**
 * Pages already parsed in this process, by parser, address, body hash and year (dates written
 * without one take it): the scheduled runs of a server re-read the same unchanged pages from the
 * cache every few hours, and parsing them again would cost the same every time. At most MEMO_SIZE,
 * the oldest dropped first. A parse that fails is not remembered.
 */
const MEMO_SIZE = 5_000;
let memo = new WeakMap<DetailReader['parse'], Map<string, DetailFields>>();

/** Forgets the pages parsed so far (the bench measures a run as a new process would make it). */
export function forgetParsedPages(): void {
  memo = new WeakMap();
}

function parseOnce(reader: DetailReader, page: { body: string; sha256: string }, url: string, today: string, c: Candidate): DetailFields {
  // Pages that are not cached are never read again unchanged: nothing to remember.
  if (reader.cachePages === false) return reader.parse(page.body, url, today, c);
  let byKey = memo.get(reader.parse);
  if (!byKey) memo.set(reader.parse, (byKey = new Map()));
  // The item too: one page may hold several items' texts (a gazette's edition, each excerpt's own act).
  const key = `${url}\n${page.sha256}\n${today.slice(0, 4)}\n${c.fonte_chave}`;
  const known = byKey.get(key);
  if (known) return known;
  const detail = reader.parse(page.body, url, today, c);
  if (byKey.size >= MEMO_SIZE) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, detail);
  return detail;
}

type Plan = { kind: 'none' } | { kind: 'cached' | 'fetch'; url: string };

function plan(c: Candidate, hash: string, ctx: SourceContext, reader: DetailReader | null): Plan {
  const url = reader?.pageUrl ? reader.pageUrl(c) : c.fonte_url;
  // A link off the source's own site is not one of its pages (and, in tests, would reach the internet).
  if (!reader || !url || !sameSite(url, reader.site)) return { kind: 'none' };
  const unchanged = ctx.knownLines?.(c.fonte_chave) === hash;
  if (!unchanged) return { kind: 'fetch', url };
  if (!ctx.pageCache || reader.cachePages === false) {
    if (ctx.paginas) ctx.paginas.puladas++;
    return { kind: 'none' };
  }
  return { kind: 'cached', url };
}

/** One item: its page (stored or fetched), parsed and merged; on any failure, the listing's candidate. */
async function readOne(
  c: Candidate,
  hash: string,
  step: Plan,
  pages: { cached: Map<string, CachedPage>; fetched: Map<string, Promise<PageFetch>> },
  ctx: SourceContext,
  reader: DetailReader,
): Promise<Candidate> {
  const listing: Candidate = { ...c, linha_hash: hash, origem: 'listagem' };
  if (step.kind === 'none') return listing;
  const url = step.url;
  const stored = step.kind === 'cached' ? pages.cached.get(url) : undefined;
  // A page several items share (a gazette's edition) is asked for once a run, and counted once.
  const first = !stored && !pages.fetched.has(url);
  if (first) pages.fetched.set(url, fetchPage(ctx.fetcher, reader.cachePages === false ? null : (ctx.pageCache ?? null), url, { signal: ctx.signal }));
  const page: PageFetch = stored
    ? { ok: true, outcome: 'nao_modificado', url, http: 304, body: stored.body, sha256: stored.sha256, contentType: stored.contentType }
    : await pages.fetched.get(url)!;
  if (!page.ok) {
    if (first) tallyPage(ctx.paginas, page);
    return withoutHash(listing);
  }
  try {
    const detail = parseOnce(reader, page, url, ctx.today, c);
    const merged = finalizeCandidate(mergeDetail(c, detail, { today: ctx.today, ...reader.merge }));
    if (!merged.ok) throw new DetailFormatError(`dados da página recusados: ${merged.error.message}`);
    // A page read from the cache without asking counts as skipped; one asked for, as fetched (200) or unchanged (304).
    if (stored) {
      if (ctx.paginas) ctx.paginas.puladas++;
    } else if (first) tallyPage(ctx.paginas, page);
    // Where the PDF stage (src/server/collector/pdf/) learns every edital link the page gave.
    if (detail.links_edital.length) ctx.editalLinks?.(c.fonte_chave, detail.links_edital);
    return { ...merged.candidate, linha_hash: hash, origem: 'detalhe' };
  } catch (error) {
    ctx.paginas?.falhas.push({ url, motivo: failureReason(error) });
    return withoutHash(listing);
  }
}

/** Without a hash the line counts as changed at the next run, so its page is asked for again. */
function withoutHash(c: Candidate): Candidate {
  const copy = { ...c };
  delete copy.linha_hash;
  return copy;
}

/**
 * Gives each candidate its listing line hash, and refines it with its notice's page (`reader`; none
 * for sources whose item is already the whole text). New or changed lines fetch the page (through
 * the cache: a conditional request); unchanged ones read the stored page without a request.
 */
export async function readDetails(ctx: SourceContext, result: SourceResult, reader: DetailReader | null): Promise<SourceResult> {
  const hashes = result.candidates.map(lineHash);
  const plans = result.candidates.map((c, i) => plan(c, hashes[i]!, ctx, reader));
  const storedUrls = plans.flatMap((p) => (p.kind === 'cached' ? [p.url] : []));
  const cached = storedUrls.length && ctx.pageCache ? await ctx.pageCache.getMany(storedUrls) : new Map<string, CachedPage>();
  const limit = pLimit(DETAIL_CONCURRENCY);
  const pages = { cached, fetched: new Map<string, Promise<PageFetch>>() };
  result.candidates = await Promise.all(
    result.candidates.map((c, i) =>
      reader ? limit(() => readOne(c, hashes[i]!, plans[i]!, pages, ctx, reader)) : { ...c, linha_hash: hashes[i]!, origem: 'listagem' as const },
    ),
  );
  return result;
}
