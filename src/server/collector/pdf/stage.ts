import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Database } from '#server/db/client';
import { editalPdf } from '#server/db/schema';
import { errorMessage } from '#server/lib/error-message';
import { finalizeCandidate } from '../candidate';
import type { LlmConfig } from '../extract/llm';
import { normalizeKey } from '../extract/text';
import type { Fetcher } from '../fetch';
import { failureReason, storableText, type FetchTally } from '../page-cache';
import { emptyDetail, mergeDetail, type DetailFields, type KeptField } from '../sources/detail';
import type { Candidate, ItemError } from '../types';
import { recordPdfVersion } from '../write';
import { completeWithAi, type PdfAiCache } from './ai';
import { downloadPdf, type PdfDownload } from './download';
import { extractEdital, type EditalFields } from './extract';
import type { PageRun } from './grid';
import { pdfText } from './text';

/**
 * The PDF stage of a run (issue 16): for each notice whose page gave edital links, the official
 * PDF is downloaded (conditionally, when it was read before), its text layer read, its fields
 * extracted by the rules and completed by the AI where they are empty, and merged into the
 * candidate with the PDF as their provenance. After the notice is written, the file is recorded in
 * edital_pdf and, when its hash is new, as a version of the notice (a rectification when it
 * replaces an earlier file).
 *
 * Politeness and cost: a notice whose listing line did not change and whose PDF was read before is
 * not asked again (its PDF fields are stored with the PDF's provenance, which a page never
 * overrides); a changed line asks with If-None-Match / If-Modified-Since, and a 304 re-reads the
 * stored text. Every failure (HTTP error, timeout, too large, not a PDF, corrupt) is counted with
 * its reason and the notice keeps its page's fields; a scanned PDF is recorded as such.
 */

/** At most this many of a notice's links are tried, official ones first, until one is a PDF. */
const MAX_LINKS = 3;
/** PDFs read at once by a run (the fetcher keeps each host to its own limit and delay). */
const PDF_CONCURRENCY = 4;

/** What the stage knows of a file read before (its latest row in edital_pdf, by address). */
export interface KnownPdf {
  sha256: string | null;
  etag: string | null;
  lastModified: string | null;
}

/** One notice's edital, as read this run: what to store, and the fields it gave. */
export interface PdfReading {
  url: string;
  situacao: 'ok' | 'escaneado' | 'erro';
  sha256: string | null;
  bytes: number | null;
  paginas: number | null;
  texto: string | null;
  /** The same words laid out as the pages show them (pdfText's `linhas`). */
  linhas: string | null;
  /** The pages' runs with where they sit (pdfText's `celulas`): the positions table read by its columns. */
  celulas: PageRun[][] | null;
  erro: string | null;
  etag: string | null;
  lastModified: string | null;
  /** Read from the stored copy after a 304: nothing new to store. */
  naoModificado: boolean;
  /** The fields the rules (and the AI) read; null when the file gave none. */
  campos: EditalFields | null;
}

export interface PdfStageContext {
  fetcher: Fetcher;
  db: Database;
  today: string;
  signal?: AbortSignal;
  /** Files read before, by address (knownPdfs). */
  known: Map<string, KnownPdf>;
  /** The listing line hash stored at the last run (edital_fonte.linha_hash). */
  knownLines?: (fonteChave: string) => string | null;
  ai: { config: LlmConfig | null; cache: PdfAiCache | null };
  /** Overrides the download limits (tests). */
  download?: { maxBytes?: number; timeoutMs?: number };
}

/** Every address in edital_pdf with its newest readable file's hash and validators. */
export async function knownPdfs(db: Database): Promise<Map<string, KnownPdf>> {
  const rows = await db
    .selectDistinctOn([editalPdf.url], { url: editalPdf.url, sha256: editalPdf.sha256, etag: editalPdf.etag, lastModified: editalPdf.lastModified })
    .from(editalPdf)
    .orderBy(editalPdf.url, sql`${editalPdf.sha256} is null`, desc(editalPdf.baixadoEm), desc(editalPdf.id));
  return new Map(rows.map((r) => [r.url, { sha256: r.sha256, etag: r.etag, lastModified: r.lastModified }]));
}

/** The stored text of a file (for a 304), or null. */
async function storedText(
  db: Database,
  url: string,
  sha256: string,
): Promise<{ texto: string | null; linhas: string | null; celulas: PageRun[][] | null; paginas: number | null; bytes: number | null; situacao: string } | null> {
  const [row] = await db
    .select({ texto: editalPdf.texto, linhas: editalPdf.linhas, celulas: editalPdf.celulas, paginas: editalPdf.paginas, bytes: editalPdf.bytes, situacao: editalPdf.situacao })
    .from(editalPdf)
    .where(and(eq(editalPdf.url, url), eq(editalPdf.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

function failed(url: string, erro: string): PdfReading {
  return { url, situacao: 'erro', sha256: null, bytes: null, paginas: null, texto: null, linhas: null, celulas: null, erro, etag: null, lastModified: null, naoModificado: false, campos: null };
}

function yearOf(c: Candidate, today: string): number {
  return Number((c.inscricoes_inicio ?? c.inscricoes_fim ?? today).slice(0, 4));
}

/** The rules' fields of a text (and its laid-out lines), completed by the AI where they are empty (cached by the file's hash). */
async function fieldsOf(
  { texto, linhas, celulas }: { texto: string; linhas: string | null; celulas: PageRun[][] | null },
  sha256: string,
  c: Candidate,
  ctx: PdfStageContext,
): Promise<{ campos: EditalFields; aviso: string | null }> {
  const regras = extractEdital(texto, { ano: yearOf(c, ctx.today), linhas: linhas ?? undefined, celulas: celulas ?? undefined });
  const outcome = await completeWithAi({ texto, sha256, regras, config: ctx.ai.config, cache: ctx.ai.cache });
  // Without a configured model the rules alone are the expected way, not something to report.
  return { campos: outcome.campos, aviso: ctx.ai.config ? outcome.aviso : null };
}

/** Downloads and reads one address; a download failure comes back as such (the caller may try another link). */
async function readOne(
  url: string,
  c: Candidate,
  ctx: PdfStageContext,
  tally: FetchTally,
  avisos: ItemError[],
): Promise<{ reading: PdfReading; tryNext: boolean }> {
  const before = ctx.known.get(url);
  const validators = before?.sha256 ? { etag: before.etag, lastModified: before.lastModified } : null;
  let download: PdfDownload;
  try {
    download = await downloadPdf(ctx.fetcher, url, { ...ctx.download, validators, signal: ctx.signal });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    return { reading: failed(url, failureReason(error)), tryNext: false };
  }
  if (!download.ok) return { reading: failed(url, download.message), tryNext: download.reason === 'nao_pdf' || download.reason === 'http' };

  if ('notModified' in download) {
    const stored = await storedText(ctx.db, url, before!.sha256!);
    if (stored) {
      tally.nao_modificadas++;
      const base = { url, sha256: before!.sha256, bytes: stored.bytes, paginas: stored.paginas, texto: stored.texto, linhas: stored.linhas, celulas: stored.celulas, erro: null, etag: before!.etag, lastModified: before!.lastModified, naoModificado: true };
      if (stored.situacao !== 'ok' || !stored.texto) return { reading: { ...base, situacao: 'escaneado', campos: null }, tryNext: false };
      const { campos, aviso } = await fieldsOf({ texto: stored.texto, linhas: stored.linhas, celulas: stored.celulas }, before!.sha256!, c, ctx);
      if (aviso) avisos.push({ item: c.titulo, message: aviso });
      return { reading: { ...base, situacao: 'ok', campos }, tryNext: false };
    }
    // The row went away between the two reads: ask again without validators.
    ctx.known.delete(url);
    return readOne(url, c, ctx, tally, avisos);
  }

  const base = { url, sha256: download.sha256, bytes: download.bytes.length, etag: download.etag, lastModified: download.lastModified, naoModificado: false, erro: null };
  const text = await pdfText(download.bytes);
  // Recorded without its hash: a broken file is no version of the notice (and no rectification).
  if (!text.ok) return { reading: { ...failed(url, text.message), bytes: download.bytes.length }, tryNext: false };
  if (text.escaneado) {
    avisos.push({ item: c.titulo, message: `edital escaneado, sem texto para ler (${url})` });
    return { reading: { ...base, situacao: 'escaneado', paginas: text.paginas, texto: null, linhas: null, celulas: null, campos: null }, tryNext: false };
  }
  const { campos, aviso } = await fieldsOf(text, download.sha256, c, ctx);
  if (aviso) avisos.push({ item: c.titulo, message: aviso });
  return { reading: { ...base, situacao: 'ok', paginas: text.paginas, texto: text.texto, linhas: text.linhas, celulas: text.celulas, campos }, tryNext: false };
}

/**
 * A notice's edital: its links tried in order (official first) until one is a PDF; null when it is
 * not to be asked this run (unchanged line, file read before).
 */
export async function readEditalPdf(
  c: Candidate,
  links: readonly string[],
  ctx: PdfStageContext,
  tally: FetchTally,
  avisos: ItemError[],
): Promise<PdfReading | null> {
  const urls = links.filter((l) => /^https?:\/\//i.test(l)).slice(0, MAX_LINKS);
  if (urls.length === 0) return null;
  const unchangedLine = !!c.linha_hash && ctx.knownLines?.(c.fonte_chave) === c.linha_hash;
  if (unchangedLine && urls.some((u) => ctx.known.has(u))) {
    tally.puladas++;
    return null;
  }
  let first: PdfReading | null = null;
  for (const url of urls) {
    const { reading, tryNext } = await readOne(url, c, ctx, tally, avisos);
    if (reading.situacao !== 'erro') {
      if (!reading.naoModificado) tally.buscadas++;
      return reading;
    }
    first ??= reading;
    if (!tryNext) break;
  }
  tally.falhas.push({ url: first!.url, motivo: first!.erro ?? 'falha' });
  return first;
}

// ---------------------------------------------------------------------------------------------
// The PDF's fields merged into the candidate

type Stated = (f: EditalFields) => unknown;

/** The fields a PDF states, as compared with the candidate's value to record the PDF as their provenance. */
const PDF_FIELDS: Record<string, { stated: Stated; value: (c: Candidate) => unknown }> = {
  vagas: { stated: (f) => f.vagas, value: (c) => c.vagas },
  remuneracao_min: { stated: (f) => f.remuneracao_min, value: (c) => c.remuneracao_min },
  remuneracao_max: { stated: (f) => f.remuneracao_max, value: (c) => c.remuneracao_max },
  inscricoes_inicio: { stated: (f) => f.inscricoes_inicio, value: (c) => c.inscricoes_inicio },
  inscricoes_fim: { stated: (f) => f.inscricoes_fim, value: (c) => c.inscricoes_fim },
  prova_data: { stated: (f) => f.prova_data, value: (c) => c.prova_data },
  escolaridade: { stated: (f) => f.escolaridade, value: (c) => c.escolaridade },
  banca: { stated: (f) => f.banca && normalizeKey(f.banca.nome), value: (c) => c.banca && normalizeKey(c.banca.nome) },
  orgao: { stated: (f) => f.orgao && normalizeKey(f.orgao.nome), value: (c) => c.orgao && normalizeKey(c.orgao.nome) },
  uf: { stated: (f) => f.uf, value: (c) => c.uf },
  municipio: { stated: (f) => f.municipio, value: (c) => c.municipio },
  link_inscricao: { stated: (f) => f.link_inscricao, value: (c) => c.link_inscricao },
};

/** An edital's fields in the shape of a notice page's, so that one merge rule serves both. */
function asDetail(f: EditalFields, url: string, fewerCargos: boolean): DetailFields {
  return {
    ...emptyDetail(''),
    orgao: f.orgao,
    banca: f.banca,
    uf: f.uf,
    municipio: f.municipio,
    cargos: f.cargos.map((x) => ({ nome: x.nome, escolaridade: x.escolaridade, vagas: x.vagas, remuneracao: x.remuneracao_base, jornada: x.jornada, taxa: null })),
    vagas: f.vagas,
    cadastro_reserva: f.cadastro_reserva,
    remuneracao_min: f.remuneracao_min,
    remuneracao_max: f.remuneracao_max,
    escolaridade: f.escolaridade,
    niveis: f.niveis,
    taxas: f.taxas,
    inscricoes_inicio: f.inscricoes_inicio,
    inscricoes_fim: f.inscricoes_fim,
    prova_data: f.prova_data,
    links_edital: [url],
    link_inscricao: f.link_inscricao,
    // A table read short of the positions the page listed only completes them.
    // Fields read from the PDF's laid-out lines only fill what the page leaves empty too.
    fracos: [...(fewerCargos ? (['cargos'] as const) : []), ...(f.fracos ?? [])],
  };
}

/**
 * The candidate with its official PDF's fields: the PDF's value replaces the page's for the
 * calendar, vacancies, pay, positions, levels, board and registration link (the official document
 * over a summary of it); the agency, state and city only fill what the page left empty (the page
 * names them from the source's own structure, the rules from a heading whose layout varies most).
 * Each field the PDF gave is recorded with the PDF as its origin. An inconsistent result (dates or
 * pay out of order) leaves the candidate as it was, with the reason.
 */
export function applyPdf(c: Candidate, reading: PdfReading, today: string): { candidate: Candidate; erro: string | null } {
  const f = reading.campos;
  if (!f) return { candidate: { ...c, link_edital: c.link_edital ?? reading.url }, erro: null };
  const keep: KeptField[] = [];
  if (c.uf !== null) keep.push('uf');
  if (c.municipio !== null) keep.push('municipio');
  const fewerCargos = f.cargos.length < c.cargos.length;
  const merged = mergeDetail(c, asDetail(f, reading.url, fewerCargos), { today, keep, orgao: 'fill', linkEdital: 'any' });
  const finalized = finalizeCandidate(merged);
  if (!finalized.ok) return { candidate: c, erro: `campos do edital recusados: ${finalized.error.message}` };
  const out = finalized.candidate;
  const origens: NonNullable<Candidate['origens']> = { ...c.origens };
  const pdf = { origem: 'pdf' as const, url: reading.url };
  for (const [campo, spec] of Object.entries(PDF_FIELDS)) {
    const stated = spec.stated(f);
    if (stated !== null && stated !== undefined && stated === spec.value(out)) origens[campo] = pdf;
  }
  if (f.cargos.length && !fewerCargos) origens.cargos = pdf;
  if (f.niveis.length) origens.niveis = pdf;
  if (out.link_edital === reading.url) origens.link_edital = pdf;
  // What follows from the PDF's fields (the title's year and positions, the tags, the status by its
  // dates) is the PDF's too: a later run that reads only the page must not derive them back.
  for (const campo of ['titulo', 'tags', 'status'] as const) {
    if (JSON.stringify(out[campo]) !== JSON.stringify(c[campo])) origens[campo] = pdf;
  }
  return { candidate: { ...out, origens }, erro: null };
}

// ---------------------------------------------------------------------------------------------
// The stage over a source's candidates, and the record after the write

export interface PdfStageResult {
  candidates: Candidate[];
  /** The edital read for each candidate (by fonte_chave), to record once the notice is written. */
  readings: Map<string, PdfReading>;
  avisos: ItemError[];
}

/** Reads the PDFs of a source's candidates and merges their fields in. */
export async function runPdfStage(
  candidates: Candidate[],
  links: Map<string, string[]>,
  ctx: PdfStageContext,
  tally: FetchTally,
): Promise<PdfStageResult> {
  const readings = new Map<string, PdfReading>();
  const avisos: ItemError[] = [];
  const limit = pLimit(PDF_CONCURRENCY);
  const out = await Promise.all(
    candidates.map((c) =>
      limit(async () => {
        const found = links.get(c.fonte_chave);
        if (!found?.length) return c;
        try {
          const reading = await readEditalPdf(c, found, ctx, tally, avisos);
          if (!reading) return c;
          readings.set(c.fonte_chave, reading);
          const { candidate, erro } = applyPdf(c, reading, ctx.today);
          if (erro) avisos.push({ item: c.titulo, message: erro });
          return candidate;
        } catch (error) {
          if (ctx.signal?.aborted) throw error;
          tally.falhas.push({ url: found[0]!, motivo: `não foi possível ler o edital (${errorMessage(error).slice(0, 160)})` });
          return c;
        }
      }),
    ),
  );
  return { candidates: out, readings, avisos };
}

/**
 * Records a notice's edital as read this run: the file (one row per hash; a failure replaces the
 * address's earlier failure rows) and, for a readable file, a new version when its hash is new
 * (recordPdfVersion: a rectification when it replaces an earlier file). Returns whether it was a
 * rectification.
 */
export async function recordPdfReading(db: Database, editalId: number, reading: PdfReading, fonte: string): Promise<{ retificacao: boolean }> {
  if (reading.naoModificado) return { retificacao: false };
  const values = {
    editalId,
    url: reading.url,
    sha256: reading.sha256,
    bytes: reading.bytes,
    paginas: reading.paginas,
    situacao: reading.situacao,
    erro: reading.erro ? storableText(reading.erro) : null,
    texto: reading.texto ? storableText(reading.texto) : null,
    linhas: reading.linhas ? storableText(reading.linhas) : null,
    celulas: reading.celulas,
    etag: reading.etag,
    lastModified: reading.lastModified,
  };
  await db.transaction(async (tx) => {
    await tx.delete(editalPdf).where(and(eq(editalPdf.editalId, editalId), eq(editalPdf.url, reading.url), isNull(editalPdf.sha256)));
    if (reading.sha256 === null) {
      await tx.insert(editalPdf).values(values);
      return;
    }
    await tx
      .insert(editalPdf)
      .values(values)
      .onConflictDoUpdate({
        target: [editalPdf.editalId, editalPdf.sha256],
        set: { url: values.url, etag: values.etag, lastModified: values.lastModified, baixadoEm: sql`now()` },
      });
  });
  if (reading.sha256 === null || reading.situacao === 'erro') return { retificacao: false };
  const version = await recordPdfVersion(db, editalId, reading.sha256, fonte);
  return { retificacao: version?.retificacao ?? false };
}
