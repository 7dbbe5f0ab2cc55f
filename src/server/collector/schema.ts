import { z } from 'zod';
import { EDITAL_STATUSES, ESCOLARIDADES } from '#shared/domain';
import { isIsoDate } from '#shared/editais/dates';
import { safeExternalUrl } from '#shared/editais/links';
import { UFS } from '#shared/ufs';
import type { Candidate } from './types';

/**
 * The notice's fields as zod schemas with Portuguese messages. The LLM's answer and every
 * Candidate an adapter returns are validated by the same rules the database enforces (enums,
 * CHECKs), so nothing that would be rejected or wrong reaches the writer.
 */

/** Highest pay or vacancy count taken as real; anything above is a parsing accident. */
export const MAX_REMUNERACAO = 1_000_000;
/** A registration fee above this is a misreading (real ones are R$ 30–300; medical residencies ~R$ 600). */
export const MAX_TAXA = 2_000;
export const MAX_VAGAS = 1_000_000;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'data deve estar no formato AAAA-MM-DD' })
  .refine(isIsoDate, { error: 'data inexistente' });

export const httpUrlSchema = z
  .string()
  .max(2000, { error: 'URL longa demais' })
  .refine((v) => safeExternalUrl(v) !== null, { error: 'deve ser uma URL http(s)' });

export const ufSchema = z.enum(UFS, { error: 'UF inválida' });
export const escolaridadeSchema = z.enum(ESCOLARIDADES, { error: 'escolaridade inválida' });
export const statusSchema = z.enum(EDITAL_STATUSES, { error: 'status inválido' });

export const vagasSchema = z
  .number()
  .int({ error: 'vagas deve ser inteiro' })
  .min(0, { error: 'vagas não pode ser negativo' })
  .max(MAX_VAGAS, { error: 'número de vagas implausível' });

export const remuneracaoSchema = z
  .number()
  .min(0, { error: 'remuneração não pode ser negativa' })
  .max(MAX_REMUNERACAO, { error: 'remuneração implausível' });

const nome = (max: number) => z.string().trim().min(2, { error: 'nome curto demais' }).max(max, { error: 'nome longo demais' });

export const orgaoSchema = z.object({ nome: nome(200), sigla: z.string().trim().min(1).max(40).nullable() });
export const bancaSchema = z.object({ nome: nome(200), site: httpUrlSchema.nullable() });
export const cargoSchema = z.object({
  nome: nome(200),
  escolaridade: escolaridadeSchema.nullable(),
  vagas: vagasSchema.nullable(),
  remuneracao_base: remuneracaoSchema.nullable(),
});

/** A position as a candidate carries it: what the page or the PDF adds (workload, fee) is optional. */
const candidateCargoSchema = cargoSchema.extend({
  jornada: z.string().trim().min(1).max(60).nullable().optional(),
  taxa: z.number().min(0, { error: 'taxa não pode ser negativa' }).max(MAX_TAXA, { error: 'taxa implausível' }).nullable().optional(),
});

const origemSchema = z.enum(['listagem', 'detalhe', 'pdf', 'ia']);

/** The fields a notice and the LLM's answer spell alike. */
const noticeFields = {
  escolaridade: escolaridadeSchema.nullable(),
  vagas: vagasSchema.nullable(),
  cadastro_reserva: z.boolean(),
  remuneracao_min: remuneracaoSchema.nullable(),
  remuneracao_max: remuneracaoSchema.nullable(),
  inscricoes_inicio: isoDateSchema.nullable(),
  inscricoes_fim: isoDateSchema.nullable(),
  prova_data: isoDateSchema.nullable(),
};

interface RangeFields {
  remuneracao_min: number | null;
  remuneracao_max: number | null;
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
}

/** The cross-field CHECKs of the edital table (min ≤ max, start ≤ end). */
function checkRanges(value: RangeFields, ctx: z.RefinementCtx) {
  if (value.remuneracao_min !== null && value.remuneracao_max !== null && value.remuneracao_min > value.remuneracao_max) {
    ctx.addIssue({ code: 'custom', path: ['remuneracao_min'], message: 'remuneracao_min maior que remuneracao_max' });
  }
  if (value.inscricoes_inicio !== null && value.inscricoes_fim !== null && value.inscricoes_inicio > value.inscricoes_fim) {
    ctx.addIssue({ code: 'custom', path: ['inscricoes_inicio'], message: 'inscricoes_inicio depois de inscricoes_fim' });
  }
}

export const candidateSchema = z
  .object({
    fonte: z.string().min(1).max(40),
    fonte_chave: z.string().min(3).max(500),
    fonte_url: httpUrlSchema.nullable(),
    titulo: z.string().trim().min(3, { error: 'título vazio' }).max(300, { error: 'título longo demais' }),
    orgao: orgaoSchema.nullable(),
    uf: ufSchema.nullable(),
    municipio: z.string().min(2).max(100).nullable(),
    status: statusSchema,
    ...noticeFields,
    cargos: z.array(candidateCargoSchema).max(300),
    tags: z.array(z.string().min(1).max(60)).max(10),
    link_edital: httpUrlSchema.nullable(),
    link_inscricao: httpUrlSchema.nullable(),
    banca: bancaSchema.nullable(),
    texto: z.string().max(20_000),
    extracao: z.enum(['estruturado', 'regras', 'ia']),
    linha_hash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
    niveis: z.array(escolaridadeSchema.exclude(['Vários_Níveis'])).max(5).optional(),
    origem: origemSchema.optional(),
    origens: z.record(z.string(), z.object({ origem: origemSchema, url: httpUrlSchema.nullable() })).optional(),
  })
  .superRefine(checkRanges);

// Keeps the schema and the Candidate interface in step: a field added to one must be added to both.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
const _candidateSchemaMatches: SameKeys<z.output<typeof candidateSchema>, Candidate> = true;
void _candidateSchemaMatches;

/** 'fonte_chave: mensagem' for the first problem of an invalid candidate. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * The LLM's answer. Every key is required and nullable (not optional) so that providers with strict
 * JSON-schema output accept it as is.
 */
export const llmExtractionSchema = z
  .object({
    e_concurso: z.boolean().describe('true se o texto anuncia concurso público ou processo seletivo com inscrições'),
    orgao_nome: z.string().trim().min(2).max(200).nullable(),
    orgao_sigla: z.string().trim().min(1).max(40).nullable(),
    uf: ufSchema.nullable(),
    municipio: z.string().trim().min(2).max(100).nullable(),
    ...noticeFields,
    cargos: z.array(cargoSchema).max(100),
    banca: z.string().trim().min(2).max(200).nullable(),
    link_inscricao: httpUrlSchema.nullable(),
    link_edital: httpUrlSchema.nullable(),
  })
  .superRefine(checkRanges);

export type LlmExtraction = z.output<typeof llmExtractionSchema>;

/** A level one position requires (the set of levels has no 'Vários_Níveis'). */
export const nivelSchema = z.enum(
  ESCOLARIDADES.filter((e): e is Exclude<(typeof ESCOLARIDADES)[number], 'Vários_Níveis'> => e !== 'Vários_Níveis'),
  { error: 'nível inválido' },
);

/** A registration fee in reais: positive and far below any monthly pay. */
export const taxaSchema = z.number().positive({ error: 'taxa deve ser positiva' }).max(1_000, { error: 'taxa implausível' });

/**
 * The model's answer for an edital PDF (pdf/ai.ts): every field of the notice the rules may have
 * left null, plus the fees, the set of levels and the positions with their workload. Like the
 * free-text answer, every key is required and nullable so strict JSON-schema providers accept it;
 * an answer that breaks it is never used nor cached.
 */
export const pdfAiSchema = z
  .object({
    orgao_nome: z.string().trim().min(2).max(200).nullable(),
    orgao_sigla: z.string().trim().min(1).max(40).nullable(),
    uf: ufSchema.nullable().describe('sigla da UF do órgão; null para concurso nacional'),
    municipio: z.string().trim().min(2).max(100).nullable(),
    banca: z.string().trim().min(2).max(200).nullable(),
    vagas: vagasSchema.nullable().describe('vagas imediatas, sem cadastro de reserva; 0 se só cadastro de reserva'),
    cadastro_reserva: z.boolean(),
    remuneracao_min: remuneracaoSchema.nullable(),
    remuneracao_max: remuneracaoSchema.nullable().describe('maior vencimento básico inicial, sem auxílios'),
    inscricoes_inicio: isoDateSchema.nullable(),
    inscricoes_fim: isoDateSchema.nullable(),
    prova_data: isoDateSchema.nullable().describe('data da prova objetiva'),
    taxas: z.array(taxaSchema).max(50),
    niveis: z.array(nivelSchema).max(5),
    cargos: z
      .array(cargoSchema.extend({ jornada: z.string().trim().min(1).max(60).nullable().describe('carga horária semanal, ex.: "40 horas semanais"') }))
      .max(300),
    link_inscricao: httpUrlSchema.nullable(),
    link_edital: httpUrlSchema.nullable(),
  })
  .superRefine(checkRanges);

export type PdfAiAnswer = z.output<typeof pdfAiSchema>;
