import { eq, isNotNull, sql } from 'drizzle-orm';
import type { CollectorDetalhe, CollectorFonte, CollectorResult } from '#shared/api/collector';
import type { CollectorTrigger } from '#shared/domain';
import { todayInBrasilia } from '#shared/editais/dates';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/client';
import { collectorRun, editalFonte } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { COLLECTION_RUNNING_MESSAGE } from '../lib/context';
import { errorMessage } from '../lib/error-message';
import type { Logger } from '../lib/logger';
import { emptyResult } from './candidate';
import { createLlmExtractor, llmConfigFromEnv, type LlmConfig } from './extract/llm';
import { createFetcher, type Fetcher } from './fetch';
import { drizzlePageCache, emptyTally, storableText, type PageCache } from './page-cache';
import { drizzleAiCache, type PdfAiCache } from './pdf/ai';
import { knownPdfs, recordPdfReading, runPdfStage, type PdfReading, type PdfStageContext } from './pdf/stage';
import { configuredSources } from './sources';
import type { FreeTextExtractor, SourceAdapter, SourceContext, SourceResult } from './types';
import { CandidateWriter, refreshStatuses } from './write';

/**
 * One collection: every enabled source read (concurrently: they are different hosts), each
 * candidate written in its own transaction, statuses brought up to date, the run stored in
 * collector_run. One source failing never stops the others: it becomes an 'erro' line. The run
 * returns what changed; what follows from it (alerts) is for its caller to decide.
 */

/** pg_try_advisory_lock key: one collection at a time across every app instance on the database. */
const ADVISORY_LOCK_KEY = 4_834_121_001;

/**
 * Least time between two requests to the same host by the collector's own fetcher (at most two at
 * once per host): a run asks a site for at most about four pages a second.
 */
export const COLLECTOR_HOST_DELAY_MS = 250;

/** What tests replace: the sources, the fetcher, the page cache, the free-text extractor, the clock. */
export interface CollectorOverrides {
  sources?: SourceAdapter[];
  fetcher?: Fetcher;
  /** The pagina_cache table by default. */
  pageCache?: PageCache;
  extractor?: FreeTextExtractor;
  /** The model that completes what the rules miss in an edital PDF; from the environment by default. */
  pdfAi?: LlmConfig | null;
  /** The extracao_ia_cache table by default. */
  pdfAiCache?: PdfAiCache;
  /** The PDF download limits (tests serve a 200 MB file against a small cap). */
  pdfDownload?: { maxBytes?: number; timeoutMs?: number };
  now?: () => Date;
}

export interface CollectorDeps extends CollectorOverrides {
  database: DatabaseHandle;
  env: Env;
  logger: Logger;
}

export interface RunOptions {
  trigger: CollectorTrigger;
  /** The admin who asked (manual runs). */
  requestedBy?: string | null;
  /** Progress for the command line. */
  onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | { kind: 'fonte-iniciada'; fonte: string }
  | { kind: 'fonte-lida'; fonte: string; candidatos: number; erros: number }
  | { kind: 'fonte-falhou'; fonte: string; mensagem: string }
  | { kind: 'edital'; fonte: string; outcome: 'criado' | 'atualizado' | 'inalterado' | 'erro'; titulo: string };

/** Collections running in this process, per database (PGlite has one session: its advisory locks are re-entrant). */
const running = new WeakSet<DatabaseHandle>();

export function isCollectorRunning(database: DatabaseHandle): boolean {
  return running.has(database);
}

/** Takes the collection lock or answers 409; returns its release. */
async function acquireLock(database: DatabaseHandle): Promise<() => Promise<void>> {
  if (running.has(database)) throw new AppError('CONFLICT', COLLECTION_RUNNING_MESSAGE);
  running.add(database);
  if (!database.pool) return async () => void running.delete(database);
  // A session-level lock on a connection held for the whole run.
  let client;
  try {
    client = await database.pool.connect();
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [ADVISORY_LOCK_KEY]);
    if (!rows[0]?.ok) throw new AppError('CONFLICT', COLLECTION_RUNNING_MESSAGE);
  } catch (error) {
    client?.release();
    running.delete(database);
    throw error;
  }
  const held = client;
  return async () => {
    try {
      await held.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]);
    } finally {
      held.release();
      running.delete(database);
    }
  };
}

interface SourceRead {
  source: SourceAdapter;
  result: SourceResult;
  /** The edital PDF read for a candidate (by fonte_chave), recorded once its notice is written. */
  pdfs: Map<string, PdfReading>;
  /** Why the whole source failed, or null. */
  failure: string | null;
  /** Its notices' pages and PDFs, for the run's record. */
  contagem: CollectorFonte;
  /** Every edital link each notice's page gave (by fonte_chave), official ones first. */
  editalLinks: Map<string, string[]>;
}

/** Reads one source, counting its pages; a failure becomes an empty result plus the error. */
async function readSource(source: SourceAdapter, shared: SourceContext, onProgress?: RunOptions['onProgress']): Promise<SourceRead> {
  const contagem: CollectorFonte = { fonte: source.name, paginas: emptyTally(), pdfs: emptyTally() };
  const editalLinks = new Map<string, string[]>();
  const ctx: SourceContext = { ...shared, paginas: contagem.paginas, editalLinks: (key, links) => editalLinks.set(key, links) };
  onProgress?.({ kind: 'fonte-iniciada', fonte: source.name });
  try {
    const result = await source.fetchCandidates(ctx);
    onProgress?.({ kind: 'fonte-lida', fonte: source.name, candidatos: result.candidates.length, erros: result.errors.length });
    return { source, result, failure: null, contagem, editalLinks, pdfs: new Map() };
  } catch (error) {
    const mensagem = errorMessage(error);
    onProgress?.({ kind: 'fonte-falhou', fonte: source.name, mensagem });
    return { source, result: emptyResult(), failure: mensagem, contagem, editalLinks, pdfs: new Map() };
  }
}

/** The PDF stage over one source's candidates: their fields completed from the official PDFs. */
async function readPdfs(read: SourceRead, ctx: PdfStageContext, log: Logger): Promise<void> {
  if (read.editalLinks.size === 0) return;
  try {
    const stage = await runPdfStage(read.result.candidates, read.editalLinks, ctx, read.contagem.pdfs);
    read.result.candidates = stage.candidates;
    read.pdfs = stage.readings;
    read.result.warnings.push(...stage.avisos);
  } catch (error) {
    // The candidates keep their pages' fields; the run goes on.
    log.error({ err: error, fonte: read.source.name }, 'PDF stage failed');
    read.result.warnings.push({ item: read.source.name, message: `editais em PDF não lidos (${errorMessage(error)})` });
  }
}

/**
 * The listing line hashes stored at the last runs (edital_fonte.linha_hash), in one query: a
 * notice whose line is the same is not fetched again.
 */
async function knownLineHashes(db: Database, log: Logger): Promise<(fonteChave: string) => string | null> {
  try {
    const rows = await db
      .select({ chave: editalFonte.chave, linhaHash: editalFonte.linhaHash })
      .from(editalFonte)
      .where(isNotNull(editalFonte.linhaHash));
    const hashes = new Map(rows.map((r) => [r.chave, r.linhaHash!]));
    return (chave) => hashes.get(chave) ?? null;
  } catch (error) {
    // Without them every page is fetched again (conditionally): slower, never wrong.
    log.warn({ err: error }, 'could not read the listing line hashes');
    return () => null;
  }
}

/** A run's result being added up, line by line. */
function resultOf(totalFontes: number) {
  const result: CollectorResult = { total_fontes: totalFontes, editais_criados: 0, editais_atualizados: 0, erros: 0, detalhes: [], fontes: [] };
  const detail = (line: CollectorDetalhe) => {
    // A source that answers garbage may put NULs in a message; the record (jsonb) cannot hold them.
    const clean = { ...line, edital: storableText(line.edital), ...(line.mensagem ? { mensagem: storableText(line.mensagem) } : {}) };
    result.detalhes.push(clean);
    if (line.tipo === 'erro') result.erros += 1;
  };
  return { result, detail };
}

/** Writes one source's candidates, adding each outcome to the run's result. */
async function writeSource(
  read: SourceRead,
  writer: CandidateWriter,
  tally: ReturnType<typeof resultOf>,
  log: Logger,
  onProgress: RunOptions['onProgress'],
  db: Database,
): Promise<void> {
  const { source, result: found, failure } = read;
  const { result, detail } = tally;
  result.fontes?.push(read.contagem);
  if (failure) {
    log.warn({ fonte: source.name, err: failure }, 'source failed');
    detail({ tipo: 'erro', edital: source.name, fonte: source.name, mensagem: failure });
  }
  for (const error of found.errors) detail({ tipo: 'erro', edital: error.item, fonte: source.name, mensagem: error.message });
  for (const warning of found.warnings) detail({ tipo: 'aviso', edital: warning.item, fonte: source.name, mensagem: warning.message });
  // One bulk read of what is stored; without it each write looks its notice up on its own.
  await writer.prefetch(found.candidates).catch((error: unknown) => log.warn({ err: error }, 'prefetch failed'));
  for (const candidate of found.candidates) {
    try {
      const written = await writer.write(candidate);
      let outcome = written.outcome;
      const pdf = read.pdfs.get(candidate.fonte_chave);
      if (pdf) {
        const recorded = await recordPdfReading(db, written.id, pdf, candidate.fonte).catch((error: unknown) => {
          log.error({ err: error, chave: candidate.fonte_chave }, 'could not record an edital PDF');
          detail({ tipo: 'aviso', edital: candidate.titulo, fonte: source.name, mensagem: 'não foi possível registrar o edital em PDF' });
          return null;
        });
        // A new file replacing the notice's PDF (a rectification) updates it even when its fields stand.
        if (recorded?.retificacao && outcome === 'inalterado') outcome = 'atualizado';
      }
      onProgress?.({ kind: 'edital', fonte: candidate.fonte, outcome, titulo: candidate.titulo });
      if (outcome === 'criado') result.editais_criados += 1;
      if (outcome === 'atualizado') result.editais_atualizados += 1;
      if (outcome !== 'inalterado') detail({ tipo: outcome, edital: candidate.titulo, fonte: candidate.fonte });
    } catch (error) {
      log.error({ err: error, fonte: candidate.fonte, chave: candidate.fonte_chave }, 'could not write a notice');
      onProgress?.({ kind: 'edital', fonte: candidate.fonte, outcome: 'erro', titulo: candidate.titulo });
      detail({ tipo: 'erro', edital: candidate.titulo, fonte: candidate.fonte, mensagem: 'não foi possível gravar o concurso' });
    }
  }
}

/**
 * Runs one collection and returns what changed (editais_criados, editais_atualizados, the lines).
 * Throws AppError CONFLICT ('Coleta já em andamento') when one is under way.
 */
export async function runCollector(deps: CollectorDeps, options: RunOptions): Promise<CollectorResult> {
  const release = await acquireLock(deps.database);
  const { db } = deps.database;
  const log = deps.logger.child({ coleta: options.trigger });
  try {
    const [run] = await db
      .insert(collectorRun)
      .values({ trigger: options.trigger, requestedBy: options.requestedBy ?? null })
      .returning({ id: collectorRun.id });
    const today = todayInBrasilia((deps.now ?? (() => new Date()))());
    const sources = deps.sources ?? configuredSources(deps.env);
    const ctx: SourceContext = {
      fetcher:
        deps.fetcher ??
        createFetcher({ siteUrl: deps.env.PUBLIC_URL, perHostDelayMs: COLLECTOR_HOST_DELAY_MS, allowedHosts: deps.env.COLLECTOR_ALLOWED_HOSTS }),
      today,
      extractor: deps.extractor ?? createLlmExtractor(llmConfigFromEnv(deps.env)),
      pageCache: deps.pageCache ?? drizzlePageCache(db),
      knownLines: await knownLineHashes(db, log),
    };
    const tally = resultOf(sources.length);
    const reads = await Promise.all(sources.map((source) => readSource(source, ctx, options.onProgress)));
    const pdfCtx: PdfStageContext = {
      fetcher: ctx.fetcher,
      db,
      today,
      known: await knownPdfs(db),
      knownLines: ctx.knownLines,
      ai: { config: deps.pdfAi === undefined ? llmConfigFromEnv(deps.env) : deps.pdfAi, cache: deps.pdfAiCache ?? drizzleAiCache(db) },
      download: deps.pdfDownload,
    };
    await Promise.all(reads.map((read) => readPdfs(read, pdfCtx, log)));
    const writer = new CandidateWriter(db);
    for (const read of reads) await writeSource(read, writer, tally, log, options.onProgress, db);

    const { result } = tally;
    await refreshStatuses(db, today);
    await db.update(collectorRun).set({ finishedAt: sql`now()`, result }).where(eq(collectorRun.id, run!.id));
    log.info(
      { criados: result.editais_criados, atualizados: result.editais_atualizados, erros: result.erros, fontes: result.total_fontes },
      'collection finished',
    );
    return result;
  } finally {
    await release();
  }
}
