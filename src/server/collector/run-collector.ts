import { desc, eq, sql } from 'drizzle-orm';
import type { CollectorDetalhe, CollectorResult } from '../../shared/api-types';
import type { CollectorTrigger } from '../../shared/domain';
import { todayInBrasilia } from '../../shared/editais/dates';
import type { DatabaseHandle } from '../db/client';
import { collectorRun } from '../db/schema';
import type { Env } from '../env';
import { sendAlerts } from '../alerts/send-alerts';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { createLlmExtractor, llmConfigFromEnv } from './extract/llm';
import { createFetcher, type Fetcher } from './fetch';
import { configuredSources } from './sources';
import type { FreeTextExtractor, SourceAdapter, SourceContext, SourceResult } from './types';
import { CandidateWriter, refreshStatuses } from './write';

/**
 * One collection: every enabled source read (concurrently: they are different hosts), each
 * candidate written in its own transaction, statuses brought up to date, the run stored in
 * collector_run. One source failing never stops the others: it becomes an 'erro' line.
 */

export const COLLECTION_RUNNING_MESSAGE = 'Coleta já em andamento';

/** pg_try_advisory_lock key: one collection at a time across every app instance on the database. */
const ADVISORY_LOCK_KEY = 4_834_121_001;

export interface CollectorDeps {
  database: DatabaseHandle;
  env: Env;
  logger: Logger;
  /** Overrides for tests: the sources, the fetcher, the free-text extractor, the clock. */
  sources?: SourceAdapter[];
  fetcher?: Fetcher;
  extractor?: FreeTextExtractor;
  now?: () => Date;
  /**
   * The app secret, which signs alert unsubscribe links. With it, a run that created notices ends
   * by queueing the premium accounts' immediate alerts (issue 7).
   */
  secret?: string;
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

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Reads one source; a failure becomes an empty result plus the error. */
async function readSource(source: SourceAdapter, ctx: SourceContext, onProgress?: RunOptions['onProgress']) {
  onProgress?.({ kind: 'fonte-iniciada', fonte: source.name });
  try {
    const result = await source.fetchCandidates(ctx);
    onProgress?.({ kind: 'fonte-lida', fonte: source.name, candidatos: result.candidates.length, erros: result.errors.length });
    return { source, result, failure: null as string | null };
  } catch (error) {
    const mensagem = errorText(error);
    onProgress?.({ kind: 'fonte-falhou', fonte: source.name, mensagem });
    const empty: SourceResult = { candidates: [], errors: [], warnings: [], skipped: 0 };
    return { source, result: empty, failure: mensagem };
  }
}

/**
 * Runs one collection, then (with deps.secret) queues the premium accounts' alerts for the notices
 * it created. Throws AppError CONFLICT ('Coleta já em andamento') when one is under way.
 */
export async function runCollector(deps: CollectorDeps, options: RunOptions): Promise<CollectorResult> {
  const result = await collect(deps, options);
  if (deps.secret && result.editais_criados > 0) {
    // Only queued here: the mailer sends them. A failure is logged; the collection stands.
    try {
      await sendAlerts({ database: deps.database, env: deps.env, logger: deps.logger, secret: deps.secret }, { plan: 'premium' });
    } catch (error) {
      deps.logger.error({ err: error }, 'immediate alerts after the collection failed');
    }
  }
  return result;
}

async function collect(deps: CollectorDeps, options: RunOptions): Promise<CollectorResult> {
  const release = await acquireLock(deps.database);
  const { db } = deps.database;
  const log = deps.logger.child({ coleta: options.trigger });
  try {
    const [run] = await db
      .insert(collectorRun)
      .values({ trigger: options.trigger, requestedBy: options.requestedBy ?? null })
      .returning({ id: collectorRun.id });
    const now = deps.now ?? (() => new Date());
    const today = todayInBrasilia(now());
    const sources = deps.sources ?? configuredSources(deps.env);
    const fetcher = deps.fetcher ?? createFetcher({ siteUrl: deps.env.PUBLIC_URL });
    const extractor = deps.extractor ?? createLlmExtractor(llmConfigFromEnv(deps.env));
    const ctx: SourceContext = { fetcher, today, extractor };

    const result: CollectorResult = { total_fontes: sources.length, editais_criados: 0, editais_atualizados: 0, erros: 0, detalhes: [] };
    const detail = (line: CollectorDetalhe) => {
      result.detalhes.push(line);
      if (line.tipo === 'erro') result.erros += 1;
    };

    const reads = await Promise.all(sources.map((source) => readSource(source, ctx, options.onProgress)));
    const writer = new CandidateWriter(db);
    for (const { source, result: read, failure } of reads) {
      if (failure) {
        log.warn({ fonte: source.name, err: failure }, 'source failed');
        detail({ tipo: 'erro', edital: source.name, fonte: source.name, mensagem: failure });
      }
      for (const error of read.errors) detail({ tipo: 'erro', edital: error.item, fonte: source.name, mensagem: error.message });
      for (const warning of read.warnings) detail({ tipo: 'aviso', edital: warning.item, fonte: source.name, mensagem: warning.message });
      // One bulk read of what is stored; without it each write looks its notice up on its own.
      await writer.prefetch(read.candidates).catch((error: unknown) => log.warn({ err: error }, 'prefetch failed'));
      for (const candidate of read.candidates) {
        try {
          const { outcome } = await writer.write(candidate);
          options.onProgress?.({ kind: 'edital', fonte: candidate.fonte, outcome, titulo: candidate.titulo });
          if (outcome === 'criado') result.editais_criados += 1;
          if (outcome === 'atualizado') result.editais_atualizados += 1;
          if (outcome !== 'inalterado') detail({ tipo: outcome, edital: candidate.titulo, fonte: candidate.fonte });
        } catch (error) {
          log.error({ err: error, fonte: candidate.fonte, chave: candidate.fonte_chave }, 'could not write a notice');
          options.onProgress?.({ kind: 'edital', fonte: candidate.fonte, outcome: 'erro', titulo: candidate.titulo });
          detail({ tipo: 'erro', edital: candidate.titulo, fonte: candidate.fonte, mensagem: 'não foi possível gravar o concurso' });
        }
      }
    }

    await refreshStatuses(db, today);
    await db
      .update(collectorRun)
      .set({ finishedAt: sql`now()`, result })
      .where(eq(collectorRun.id, run!.id));
    log.info(
      { criados: result.editais_criados, atualizados: result.editais_atualizados, erros: result.erros, fontes: result.total_fontes },
      'collection finished',
    );
    return result;
  } finally {
    await release();
  }
}

/** The latest runs, newest first. */
export async function listRuns(database: DatabaseHandle, limit = 20) {
  const rows = await database.db.select().from(collectorRun).orderBy(desc(collectorRun.startedAt), desc(collectorRun.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    started_at: new Date(row.startedAt).toISOString(),
    finished_at: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    result: (row.result as CollectorResult | null) ?? null,
  }));
}
