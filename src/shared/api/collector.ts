import { z } from 'zod';
import { COLLECTOR_TRIGGERS } from '../domain';

/** Answers of the collector's admin endpoints; a run's result is also stored as collector_run.result. */

/** One line of a collector run's report. */
export const collectorDetalheSchema = z.object({
  /** criado / atualizado: a notice written; erro: an item or a source that failed; aviso: data kept, but worth knowing. */
  tipo: z.enum(['criado', 'atualizado', 'erro', 'aviso']),
  /** The notice's title, or the item/page that failed. */
  edital: z.string(),
  /** The source's name ('pci-mcp', 'pci-html', 'jc', 'querido-diario'). */
  fonte: z.string(),
  /** Portuguese explanation (errors and warnings). */
  mensagem: z.string().optional(),
});
export type CollectorDetalhe = z.infer<typeof collectorDetalheSchema>;

/** What a source fetched of one kind (its notices' pages, or their PDFs) in a run. */
export const collectorFetchCountsSchema = z.object({
  /** Read with a body (200). */
  buscadas: z.number().int(),
  /** Asked conditionally and answered 304: the stored copy was used. */
  nao_modificadas: z.number().int(),
  /** Not asked for: the listing line did not change, and the stored copy was used. */
  puladas: z.number().int(),
  /** Each one that failed, with why (Portuguese). */
  falhas: z.array(z.object({ url: z.string(), motivo: z.string() })),
});
export type CollectorFetchCounts = z.infer<typeof collectorFetchCountsSchema>;

/** One source's fetches in a run. */
export const collectorFonteSchema = z.object({
  fonte: z.string(),
  paginas: collectorFetchCountsSchema,
  pdfs: collectorFetchCountsSchema,
});
export type CollectorFonte = z.infer<typeof collectorFonteSchema>;

/** POST /api/admin/coleta answer. */
export const collectorResultSchema = z
  .object({
    total_fontes: z.number().int(),
    editais_criados: z.number().int(),
    editais_atualizados: z.number().int(),
    erros: z.number().int(),
    detalhes: z.array(collectorDetalheSchema),
    /** Pages and PDFs per source (absent in runs stored before they were counted). */
    fontes: z.array(collectorFonteSchema).optional(),
  })
  .meta({ id: 'ResultadoColeta' });
export type CollectorResult = z.infer<typeof collectorResultSchema>;

const collectorRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(COLLECTOR_TRIGGERS),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** null while running (or if the process stopped mid-run). */
  result: collectorResultSchema.nullable(),
});

const collectorScheduleSchema = z.object({
  enabled: z.boolean(),
  /** Cron expressions in America/Sao_Paulo. */
  crons: z.array(z.string()),
  /** Human times, e.g. '00:00, 06:00, 07:00, 12:00, 18:00'. */
  times: z.array(z.string()),
  /** ISO timestamp of the next scheduled run, or null when the schedule is off. */
  next_run: z.string().nullable(),
});

/** GET /api/admin/coletas */
export const collectorRunsResponseSchema = z.object({
  runs: z.array(collectorRunSchema),
  schedule: collectorScheduleSchema,
  running: z.boolean(),
});
export type CollectorRunsResponse = z.infer<typeof collectorRunsResponseSchema>;
