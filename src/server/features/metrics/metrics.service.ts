import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '#server/db/client';
import type { Logger } from '#server/lib/logger';

/**
 * What the database knows, read when the metrics are scraped: the mail queue (mail_queue, which the
 * mailer of every app instance works through) and the collector's runs (collector_run, one row per
 * run with its result). Reading the tables, rather than counting in the mailer and the collector,
 * keeps the numbers in one place and true across restarts and instances: every instance reports
 * the same values (aggregate them with max(), not sum()).
 */

/** A scrape waits this long for the database; then it answers without these numbers. */
const DATABASE_DEADLINE_MS = 2000;

type MailRow = {
  pendente: number;
  falhou: number;
  oldest_due: number | string | null;
};

type RunsRow = {
  trigger: string;
  outcome: string;
  runs: number;
  criados: number;
  atualizados: number;
};

type LastRunRow = {
  finished: number | string;
  duration: number | string;
  criados: number;
  atualizados: number;
  erros: number;
};

// 'enviado' rows (the table is also the log of every message sent) are not reported: a count that
// only grows says nothing about the queue. This reads the table once per scrape.
const mailQuery = sql`
  select count(*) filter (where status = 'pendente')::int as pendente,
         count(*) filter (where status = 'falhou')::int as falhou,
         extract(epoch from now() - min(next_attempt_at) filter (where status = 'pendente' and next_attempt_at <= now()))::float8 as oldest_due
    from mail_queue
   where status <> 'enviado'`;

// A run's result is the CollectorResult of src/shared/api/collector.ts, stored as jsonb.
const runsQuery = sql`
  select trigger::text as trigger,
         case when finished_at is null then 'inacabada'
              when coalesce((result->>'erros')::int, 0) > 0 then 'com_erros'
              else 'ok' end as outcome,
         count(*)::int as runs,
         coalesce(sum((result->>'editais_criados')::int), 0)::int as criados,
         coalesce(sum((result->>'editais_atualizados')::int), 0)::int as atualizados
    from collector_run
   group by 1, 2`;

const lastRunQuery = sql`
  select extract(epoch from finished_at)::float8 as finished,
         extract(epoch from finished_at - started_at)::float8 as duration,
         coalesce((result->>'editais_criados')::int, 0) as criados,
         coalesce((result->>'editais_atualizados')::int, 0) as atualizados,
         coalesce((result->>'erros')::int, 0) as erros
    from collector_run
   where finished_at is not null
   order by started_at desc, id desc
   limit 1`;

/**
 * The gauges read from the database. They are put in the registry only while they have something
 * true to say: a gauge without labels always shows a number, and a 0 for "the database did not
 * answer" or "no run finished yet" would read as a real value.
 */
function databaseGauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [] });
  const mail = {
    messages: gauge('mci_mail_queue_messages', "Mensagens na fila de e-mail por status: 'pendente' (a enviar ou aguardando nova tentativa) e 'falhou' (desistiu após todas as tentativas).", ['status']),
    oldestDue: gauge('mci_mail_queue_oldest_due_seconds', 'Há quanto tempo a mensagem pendente mais antiga já devia ter saído (0 sem atraso).'),
  };
  const runs = {
    runs: gauge('mci_collector_runs', 'Coletas registradas, por gatilho (manual, agendado) e desfecho (ok, com_erros, inacabada: em andamento ou interrompida).', ['trigger', 'outcome']),
    editais: gauge('mci_collector_editais', 'Concursos criados e atualizados pelo coletor, somados em todas as coletas registradas.', ['tipo']),
  };
  const last = {
    finished: gauge('mci_collector_last_run_timestamp_seconds', 'Quando terminou a última coleta (segundos desde 1970).'),
    duration: gauge('mci_collector_last_run_duration_seconds', 'Duração da última coleta terminada.'),
    editais: gauge('mci_collector_last_run_editais', 'Concursos criados e atualizados na última coleta terminada.', ['tipo']),
    errors: gauge('mci_collector_last_run_errors', 'Erros (itens ou fontes que falharam) na última coleta terminada.'),
  };
  const up = new Gauge({ name: 'mci_database_up', help: 'Se o banco respondeu às consultas desta coleta de métricas (1) ou não (0).', registers: [registry] });
  /** Puts a group of gauges in the registry, or takes it out. */
  const show = (group: Record<string, Gauge<string>>, present: boolean) => {
    for (const metric of Object.values(group)) {
      const name = (metric as unknown as { name: string }).name;
      const registered = registry.getSingleMetric(name) !== undefined;
      if (present && !registered) registry.registerMetric(metric);
      if (!present && registered) registry.removeSingleMetric(name);
    }
  };
  return { up, mail, runs, last, show };
}

type Gauges = ReturnType<typeof databaseGauges>;

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`o banco não respondeu em ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sets every gauge from one reading (synchronously, so a concurrent scrape never sees half of one). */
function apply(g: Gauges, mail: MailRow, runs: RunsRow[], last: LastRunRow | undefined): void {
  g.up.set(1);
  g.mail.messages.set({ status: 'pendente' }, mail.pendente);
  g.mail.messages.set({ status: 'falhou' }, mail.falhou);
  g.mail.oldestDue.set(Math.max(0, Number(mail.oldest_due ?? 0)));
  g.show(g.mail, true);
  // Outcomes come and go (a run under way finishes): each reading replaces the last.
  g.runs.runs.reset();
  let criados = 0;
  let atualizados = 0;
  for (const row of runs) {
    g.runs.runs.set({ trigger: row.trigger, outcome: row.outcome }, row.runs);
    criados += row.criados;
    atualizados += row.atualizados;
  }
  g.runs.editais.set({ tipo: 'criados' }, criados);
  g.runs.editais.set({ tipo: 'atualizados' }, atualizados);
  g.show(g.runs, true);
  if (last) {
    g.last.finished.set(Number(last.finished));
    g.last.duration.set(Number(last.duration));
    g.last.editais.set({ tipo: 'criados' }, last.criados);
    g.last.editais.set({ tipo: 'atualizados' }, last.atualizados);
    g.last.errors.set(last.erros);
  }
  // Before the first run finishes there is no last run.
  g.show(g.last, last !== undefined);
}

/**
 * Registers the database's gauges and returns what refreshes them before a scrape. When the
 * database does not answer, mci_database_up is 0 and the other gauges are left out (a stale number
 * would look current).
 */
export function databaseMetrics(registry: Registry, deps: { database: DatabaseHandle; logger: Logger }) {
  const gauges = databaseGauges(registry);
  const { db } = deps.database;
  return async function refresh(): Promise<void> {
    try {
      const [mail, runs, last] = await withDeadline(
        Promise.all([db.execute<MailRow>(mailQuery), db.execute<RunsRow>(runsQuery), db.execute<LastRunRow>(lastRunQuery)]),
        DATABASE_DEADLINE_MS,
      );
      apply(gauges, mail.rows[0]!, runs.rows, last.rows[0]);
    } catch (error) {
      deps.logger.warn({ err: error }, 'metrics: could not read the database');
      gauges.up.set(0);
      for (const group of [gauges.mail, gauges.runs, gauges.last]) gauges.show(group, false);
    }
  };
}
