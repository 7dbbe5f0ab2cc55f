import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { extracaoIaCache } from '#server/db/schema';
import { errorMessage } from '#server/lib/error-message';
import { askModel, LlmFallback, type LlmConfig } from '../extract/llm';
import { findBancaByName, findBancaInText, findMunicipio } from '../extract/reference-data';
import { pdfAiSchema, type PdfAiAnswer } from '../schema';
import type { EditalCargo, EditalFields } from './extract';
import { EXTRAIR_PDF_SYSTEM, extrairPdfPrompt } from './prompt';

/**
 * The AI second, after the rules: when COLLECTOR_AI_* is configured (the same configuration and
 * OpenAI-compatible client as extract/llm.ts) and the rules left fields of an edital empty, the
 * model is asked for the edital's fields with a zod schema (schema.ts pdfAiSchema). Only a
 * validated answer is used, and only for the fields the rules left null or empty: the rules' values
 * always win. The validated answer is cached by (PDF sha256, model), so a re-run of the same file
 * costs nothing; an invalid answer is neither used nor cached.
 *
 * The model is asked for the whole schema, not only for the missing fields, so that the cached
 * answer serves any later version of the rules, whatever they leave empty.
 */

/** Where validated answers are kept, by the PDF's hash and the model's name. */
export interface PdfAiCache {
  /** The stored answer (validated again before use), or null. */
  get(sha256: string, modelo: string): Promise<unknown>;
  put(sha256: string, modelo: string, resposta: PdfAiAnswer): Promise<void>;
}

/** The cache in the extracao_ia_cache table. */
export function drizzleAiCache(db: Database): PdfAiCache {
  return {
    async get(sha256, modelo) {
      const rows = await db
        .select({ resposta: extracaoIaCache.resposta })
        .from(extracaoIaCache)
        .where(and(eq(extracaoIaCache.sha256, sha256), eq(extracaoIaCache.modelo, modelo)))
        .limit(1);
      return rows[0]?.resposta ?? null;
    },
    async put(sha256, modelo, resposta) {
      await db
        .insert(extracaoIaCache)
        .values({ sha256, modelo, resposta })
        .onConflictDoUpdate({ target: [extracaoIaCache.sha256, extracaoIaCache.modelo], set: { resposta, criadoEm: sql`now()` } });
    },
  };
}

/** A cache in memory (scripts, tests). */
export function memoryAiCache(): PdfAiCache & { size(): number } {
  const entries = new Map<string, PdfAiAnswer>();
  return {
    get: async (sha256, modelo) => entries.get(`${sha256}|${modelo}`) ?? null,
    put: async (sha256, modelo, resposta) => void entries.set(`${sha256}|${modelo}`, resposta),
    size: () => entries.size,
  };
}

/** The fields the model may fill, as the rules name them. */
export const AI_FIELDS = [
  'orgao',
  'uf',
  'municipio',
  'banca',
  'vagas',
  'remuneracao_max',
  'inscricoes_inicio',
  'inscricoes_fim',
  'prova_data',
  'taxas',
  'niveis',
  'cargos',
  'link_inscricao',
] as const;
export type AiField = (typeof AI_FIELDS)[number];

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/** The fields the rules left null or empty. */
export function missingFields(fields: EditalFields): AiField[] {
  return AI_FIELDS.filter((f) => isEmpty(fields[f]));
}

/** Most of an edital's facts are in its first pages; the rest is kept by line when it names them. */
const KEY_LINE = /R\$|inscri|prova\s+objetiva|aplica[çc][ãa]o|vagas?|cronograma|taxa|requisito|escolaridade|remunera|vencimento|banca|organizad|execu[çc]/i;

/**
 * The text sent to the model: all of it when it fits in `max` characters; otherwise the opening
 * and then the lines that carry dates, money, vacancies or requirements, in order, with '[…]'
 * where lines were left out.
 */
export function textForAi(texto: string, max = 60_000): string {
  if (texto.length <= max) return texto;
  const head = texto.slice(0, Math.floor(max * 0.4));
  const out = [head, '[…]'];
  let size = head.length;
  let skipped = false;
  for (const line of texto.slice(head.length).split('\n')) {
    if (!KEY_LINE.test(line)) {
      skipped = true;
      continue;
    }
    if (size + line.length + 1 > max) break;
    if (skipped) out.push('[…]');
    out.push(line);
    size += line.length + 1;
    skipped = false;
  }
  return out.join('\n');
}

/** Asks the model for the edital's fields; returns its validated answer or throws LlmFallback saying why not. */
export function callPdfAi(config: LlmConfig, texto: string): Promise<PdfAiAnswer> {
  return askModel(config, {
    system: EXTRAIR_PDF_SYSTEM,
    prompt: extrairPdfPrompt(textForAi(texto)),
    schema: pdfAiSchema,
    schemaName: 'edital_pdf',
    defaultTimeoutMs: 60_000,
  });
}

/** Only links that are really in the text: a model must not invent where to register. */
function linkInText(url: string | null, texto: string): string | null {
  if (!url) return null;
  const bare = url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return texto.includes(bare) ? url : null;
}

function aiCargos(answer: PdfAiAnswer): EditalCargo[] {
  return answer.cargos.map((c) => ({ nome: c.nome, escolaridade: c.escolaridade, vagas: c.vagas, remuneracao_base: c.remuneracao_base, jornada: c.jornada }));
}

/**
 * The rules' fields with the model's answer in the ones they left null or empty (and only there),
 * the board checked against the catalogue and links against the text. `preenchidos` names the
 * fields the model supplied.
 */
export function mergeAiAnswer(rules: EditalFields, ai: PdfAiAnswer, texto: string): { campos: EditalFields; preenchidos: AiField[] } {
  const bancaRef = ai.banca ? (findBancaByName(ai.banca) ?? findBancaInText(ai.banca)) : null;
  const uf = rules.uf ?? ai.uf;
  const fromAi: Record<AiField, unknown> = {
    orgao: ai.orgao_nome ? { nome: ai.orgao_nome, sigla: ai.orgao_sigla } : null,
    uf: ai.uf,
    municipio: ai.municipio ? (findMunicipio(ai.municipio, uf)?.nome ?? null) : null,
    banca: bancaRef ? { nome: bancaRef.nome, site: bancaRef.site } : ai.banca ? { nome: ai.banca, site: null } : null,
    vagas: ai.vagas,
    remuneracao_max: ai.remuneracao_max,
    inscricoes_inicio: ai.inscricoes_inicio,
    inscricoes_fim: ai.inscricoes_fim,
    prova_data: ai.prova_data,
    taxas: [...new Set(ai.taxas)].sort((a, b) => a - b),
    niveis: ai.niveis,
    cargos: aiCargos(ai),
    link_inscricao: linkInText(ai.link_inscricao, texto),
  };
  const campos: EditalFields = { ...rules };
  const preenchidos: AiField[] = [];
  for (const field of missingFields(rules)) {
    if (isEmpty(fromAi[field])) continue;
    (campos as unknown as Record<string, unknown>)[field] = fromAi[field];
    preenchidos.push(field);
  }
  // Keep the pair coherent: a start after the end (or pay min above max) means the halves disagree.
  if (campos.inscricoes_inicio && campos.inscricoes_fim && campos.inscricoes_inicio > campos.inscricoes_fim) {
    campos.inscricoes_inicio = rules.inscricoes_inicio;
    campos.inscricoes_fim = rules.inscricoes_fim;
  }
  if (preenchidos.includes('remuneracao_max') && rules.remuneracao_min === null) campos.remuneracao_min = ai.remuneracao_min;
  if (campos.remuneracao_min !== null && campos.remuneracao_max !== null && campos.remuneracao_min > campos.remuneracao_max) campos.remuneracao_min = null;
  if (preenchidos.includes('vagas')) campos.cadastro_reserva = rules.cadastro_reserva || ai.cadastro_reserva;
  return { campos, preenchidos };
}

export interface PdfAiOutcome {
  campos: EditalFields;
  /** 'ia' when the model's answer filled at least one field. */
  via: 'regras' | 'ia';
  /** Where the answer came from: no call was needed or possible, the model, or the cache. */
  resposta: 'nenhuma' | 'modelo' | 'cache';
  preenchidos: AiField[];
  /** Why the model's answer was not used (not configured, timeout, invalid…), or null. */
  aviso: string | null;
}

export interface CompleteWithAiInput {
  texto: string;
  /** The PDF's sha256 (the cache key, with the model). */
  sha256: string;
  regras: EditalFields;
  config: LlmConfig | null;
  cache: PdfAiCache | null;
}

/** The answer for this PDF and model from the cache, if it is there and still valid. */
async function cachedAnswer(cache: PdfAiCache | null, sha256: string, modelo: string): Promise<PdfAiAnswer | null> {
  if (!cache) return null;
  const stored = await cache.get(sha256, modelo).catch(() => null);
  const valid = stored === null || stored === undefined ? null : pdfAiSchema.safeParse(stored);
  return valid?.success ? valid.data : null;
}

/**
 * The rules' fields completed by the model where they are empty. Never throws for an AI problem:
 * the rules' fields come back with `aviso` saying why.
 */
export async function completeWithAi(input: CompleteWithAiInput): Promise<PdfAiOutcome> {
  const rulesOnly = (aviso: string | null): PdfAiOutcome => ({ campos: input.regras, via: 'regras', resposta: 'nenhuma', preenchidos: [], aviso });
  if (missingFields(input.regras).length === 0) return rulesOnly(null);
  if (!input.config) return rulesOnly('IA não configurada (COLLECTOR_AI_BASE_URL/COLLECTOR_AI_MODEL): usadas só as regras');
  const modelo = input.config.model;
  let answer = await cachedAnswer(input.cache, input.sha256, modelo);
  const resposta = answer ? 'cache' : 'modelo';
  let aviso: string | null = null;
  if (!answer) {
    try {
      answer = await callPdfAi(input.config, input.texto);
    } catch (error) {
      const reason = error instanceof LlmFallback ? error.message : `IA falhou (${errorMessage(error)})`;
      return rulesOnly(`${reason}: usadas só as regras`);
    }
    await input.cache?.put(input.sha256, modelo, answer).catch((error: unknown) => {
      aviso = `resposta da IA não guardada no cache (${errorMessage(error)})`;
    });
  }
  const { campos, preenchidos } = mergeAiAnswer(input.regras, answer, input.texto);
  return { campos, via: preenchidos.length ? 'ia' : 'regras', resposta, preenchidos, aviso };
}
