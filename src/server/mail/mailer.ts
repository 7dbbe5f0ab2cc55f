import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Env } from '../env';
import { errorMessage } from '../lib/error-message';
import type { Logger } from '../lib/logger';
import { createMailTransport, isConnectionError, type MailTransport } from './mail-transport';

/**
 * The mailer: every few seconds it takes the queued messages that are due and sends them (SMTP, or
 * the outbox without SMTP_URL). A failure waits 1 min, 5 min, 30 min, 2 h, then 6 h before the
 * next try; after MAX_ATTEMPTS the message is 'falhou'. Each row records its attempts, last error
 * and time sent.
 *
 * Several app instances may share one PostgreSQL: a message is claimed (FOR UPDATE SKIP LOCKED)
 * by pushing its next_attempt_at forward by a lease before it is sent, so no two mailers send it.
 * Only a process that dies between the server accepting a message and the row being marked sent
 * can send it again, after the lease.
 */

export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Longer than any one send can take (the SMTP timeouts are well under it). */
export const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 1000;

export interface MailerDeps {
  database: DatabaseHandle;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'MAIL_POLL_MS'>;
  logger: Logger;
}

export interface MailerOptions {
  /** Between polls; env.MAIL_POLL_MS by default. */
  pollMs?: number;
  /** The clock (tests move it to make retries due). */
  now?: () => Date;
  /** Replaces the transport chosen from the configuration. */
  transport?: MailTransport;
  batchSize?: number;
  /** false: no polling; the caller runs `runOnce` itself (tests). */
  poll?: boolean;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Mailer {
  readonly transport: MailTransport;
  /** Sends everything due now; concurrent calls share one run. */
  runOnce(): Promise<DeliveryReport>;
  /** Stops polling, waits for a run in progress and closes the transport. */
  stop(): Promise<void>;
}

/** The wait after the `attempts`-th failed attempt, or null when it was the last one. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? null;
}

function errorText(error: unknown): string {
  const message = errorMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
  return text.slice(0, ERROR_MAX_LENGTH);
}

/** What one delivery run works with; `stopped` is read between batches. */
interface Delivery {
  db: DatabaseHandle['db'];
  log: Logger;
  now: () => Date;
  batchSize: number;
  transport: MailTransport;
  state: { stopped: boolean };
}

/** Takes the due messages (at most a batch), pushing each one's next attempt a lease forward. */
async function claimBatch({ db, now, batchSize }: Delivery) {
  const at = now();
  const isDue = and(eq(mailQueue.status, 'pendente'), lte(mailQueue.nextAttemptAt, at));
  // Most polls find nothing: one indexed read then, instead of a transaction (PGlite has a single
  // connection that every request shares).
  const [any] = await db.select({ id: mailQueue.id }).from(mailQueue).where(isDue).limit(1);
  if (!any) return [];
  // Two statements in one transaction, not UPDATE … WHERE id IN (SELECT … LIMIT … FOR UPDATE SKIP
  // LOCKED): PostgreSQL may run such a subquery once per row and claim far more than the limit.
  const rows = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(isDue)
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          mailQueue.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  });
  return rows.sort((a, b) => a.id - b.id);
}

type QueuedMail = Awaited<ReturnType<typeof claimBatch>>[number];

async function recordFailure({ db, log, now }: Delivery, row: QueuedMail, error: unknown, report: DeliveryReport) {
  const delay = retryDelayMs(row.attempts);
  const lastError = errorText(error);
  if (delay === null) {
    await db.update(mailQueue).set({ status: 'falhou', lastError }).where(eq(mailQueue.id, row.id));
    report.failed += 1;
    log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, error: lastError }, 'mail failed for good');
  } else {
    const nextAttemptAt = new Date(now().getTime() + delay);
    await db.update(mailQueue).set({ lastError, nextAttemptAt }).where(eq(mailQueue.id, row.id));
    report.retrying += 1;
    log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, nextAttemptAt, error: lastError }, 'mail not sent; will retry');
  }
}

async function sendOne({ db, log, now, transport }: Delivery, row: QueuedMail, report: DeliveryReport) {
  const result = await transport.send(row, now());
  await db
    .update(mailQueue)
    .set({ status: 'enviado', sentAt: now(), lastError: null })
    .where(eq(mailQueue.id, row.id));
  report.sent += 1;
  if (result.file) {
    log.info({ mailId: row.id, kind: row.kind, to: row.to, subject: row.subject, file: result.file }, 'mail written to the outbox');
  } else {
    log.info({ mailId: row.id, kind: row.kind, messageId: result.messageId }, 'mail sent');
  }
}

async function deliverDue(delivery: Delivery): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimBatch(delivery);
    let unreachable: unknown;
    for (const row of batch) {
      if (unreachable !== undefined) {
        // The server is down: the rest of the batch would wait for the same timeout, one by one.
        await recordFailure(delivery, row, unreachable, report);
        continue;
      }
      try {
        await sendOne(delivery, row, report);
      } catch (error) {
        if (isConnectionError(error)) unreachable = error;
        await recordFailure(delivery, row, error, report);
      }
    }
    if (batch.length < delivery.batchSize || unreachable !== undefined || delivery.state.stopped) return report;
  }
}

export function startMailer({ database, env, logger }: MailerDeps, options: MailerOptions = {}): Mailer {
  const log = logger.child({ module: 'mailer' });
  const pollMs = options.pollMs ?? env.MAIL_POLL_MS;
  const transport = options.transport ?? createMailTransport(env);
  const state = { stopped: false };
  const delivery: Delivery = {
    db: database.db,
    log,
    now: options.now ?? (() => new Date()),
    batchSize: options.batchSize ?? BATCH_SIZE,
    transport,
    state,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DeliveryReport> | undefined;

  function runOnce(): Promise<DeliveryReport> {
    running ??= deliverDue(delivery).finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (state.stopped || options.poll === false) return;
    timer = setTimeout(() => {
      timer = undefined;
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  // Messages left from before a restart go out right away.
  schedule(0);
  if (options.poll !== false) log.info({ transport: transport.kind, pollMs }, 'mailer started');

  return {
    transport,
    runOnce,
    async stop() {
      state.stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
      transport.close();
    },
  };
}
