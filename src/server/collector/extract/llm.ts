import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, JSONParseError, NoObjectGeneratedError, Output, RetryError } from 'ai';
import type { z } from 'zod';
import { errorMessage } from '#server/lib/error-message';
import { seconds } from '../fetch';
import { llmExtractionSchema, type LlmExtraction } from '../schema';
import type { ExtractedFields, ExtractionHints, ExtractionOutcome, FreeTextExtractor } from '../types';
import { EXTRAIR_EDITAL_SYSTEM, extrairEditalPrompt } from './prompts/extrair-edital';
import { findBancaByName, findBancaInText, findMunicipio } from './reference-data';
import { extractRules, looksLikeConcurso, rulesOutcome } from './rules';

/**
 * The LLM extractor: an OpenAI-compatible chat endpoint through the AI SDK, asked for structured
 * output validated by the notice's zod schema. Whenever the answer cannot be trusted (AI not
 * configured, the call fails or times out, the JSON is invalid or breaks the schema) the rules
 * extractor's result is used and `aviso` says why, so a run never loses an item to the AI.
 */

export interface LlmConfig {
  /** e.g. 'https://api.openai.com/v1' or 'http://127.0.0.1:11434/v1' (COLLECTOR_AI_BASE_URL). */
  baseUrl: string;
  /** COLLECTOR_AI_MODEL */
  model: string;
  /** COLLECTOR_AI_API_KEY; local servers may need none. */
  apiKey?: string | null;
  /** Per call. Default 30 s for a notice's text, 60 s for an edital PDF's. */
  timeoutMs?: number;
  /** Retries of a failed call (5xx, network). Default 1. */
  maxRetries?: number;
  /** Send the JSON schema (response_format json_schema); false sends json_object only. Default true. */
  structuredOutputs?: boolean;
  /** Injected for tests. */
  fetch?: typeof fetch;
}

/** The LLM configuration from the parsed environment, or null when AI is not configured. */
export function llmConfigFromEnv(env: {
  COLLECTOR_AI_BASE_URL?: string;
  COLLECTOR_AI_MODEL?: string;
  COLLECTOR_AI_API_KEY?: string;
}): LlmConfig | null {
  if (!env.COLLECTOR_AI_BASE_URL || !env.COLLECTOR_AI_MODEL) return null;
  return { baseUrl: env.COLLECTOR_AI_BASE_URL, model: env.COLLECTOR_AI_MODEL, apiKey: env.COLLECTOR_AI_API_KEY ?? null };
}

export type FallbackReason = 'sem_configuracao' | 'timeout' | 'json_invalido' | 'fora_do_esquema' | 'erro_na_chamada';

export class LlmFallback extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmFallback';
  }
}

/** '```json { … } ```' or prose around the object: the object itself, or null. */
function unwrapJson(text: string): string | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = fenced ? fenced[1]! : text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start >= 0 && end > start ? body.slice(start, end + 1) : null;
}

/** JSON.parse's value, or undefined (which JSON never parses to) when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The zod issues behind a validation error (AI SDK wraps them: NoObjectGeneratedError → TypeValidationError → ZodError). */
function findIssues(error: unknown): { path: PropertyKey[]; message: string }[] | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const issues = (e as { issues?: unknown }).issues;
    if (Array.isArray(issues)) return issues as { path: PropertyKey[]; message: string }[];
  }
  return null;
}

function schemaMessage(error: unknown): string {
  const issues = findIssues(error);
  if (issues && issues.length) {
    return issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(raiz)'}: ${i.message}`)
      .join('; ');
  }
  return errorMessage(error);
}

/**
 * An answer the AI SDK could not use: valid JSON that broke the schema is refused; text that is not
 * JSON as it stands is searched for a fenced or prose-wrapped object, validated before the answer
 * is called invalid.
 */
function repairAnswer<T>(schema: z.ZodType<T>, error: NoObjectGeneratedError): T {
  if (!JSONParseError.isInstance(error.cause)) {
    throw new LlmFallback('fora_do_esquema', `IA respondeu fora do esquema (${schemaMessage(error)})`, { cause: error });
  }
  const unwrapped = error.text ? unwrapJson(error.text) : null;
  // The SDK failed on the text as it stands: only an object found inside it is worth a second parse.
  const parsed = unwrapped && unwrapped !== error.text?.trim() ? parseJson(unwrapped) : undefined;
  if (parsed === undefined) throw new LlmFallback('json_invalido', 'IA respondeu com JSON inválido', { cause: error });
  const repaired = schema.safeParse(parsed);
  if (!repaired.success) {
    throw new LlmFallback('fora_do_esquema', `IA respondeu fora do esquema (${schemaMessage(repaired.error)})`, { cause: error });
  }
  return repaired.data;
}

/** A failed call, said by its HTTP status when the server answered (through the SDK's retries). */
function unavailable(error: unknown): LlmFallback {
  const apiError = RetryError.isInstance(error) ? error.lastError : error;
  const detail = APICallError.isInstance(apiError) && apiError.statusCode ? `HTTP ${apiError.statusCode}` : errorMessage(apiError);
  return new LlmFallback('erro_na_chamada', `IA indisponível (${detail})`, { cause: error });
}

/** One question to the model: its instructions, the text, and the zod schema its JSON answer must pass. */
export interface ModelRequest<T> {
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** The schema's name in the request's response_format. */
  schemaName: string;
  /** When the configuration sets no timeout. */
  defaultTimeoutMs: number;
}

/**
 * Asks the OpenAI-compatible model for structured output at temperature 0 and returns its
 * validated answer; throws LlmFallback with the reason otherwise (timeout, not JSON, outside the
 * schema, the call failed). The one client of both the notices' and the PDFs' extraction.
 */
export async function askModel<T>(config: LlmConfig, request: ModelRequest<T>): Promise<T> {
  const timeoutMs = config.timeoutMs ?? request.defaultTimeoutMs;
  const provider = createOpenAICompatible({
    name: 'coletor',
    baseURL: config.baseUrl.replace(/\/+$/, ''),
    apiKey: config.apiKey ?? undefined,
    supportsStructuredOutputs: config.structuredOutputs ?? true,
    fetch: config.fetch,
  });
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  try {
    const result = await generateText({
      model: provider.chatModel(config.model),
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema, name: request.schemaName }),
      temperature: 0,
      maxRetries: config.maxRetries ?? 1,
      abortSignal: timer.signal,
    });
    return result.output;
  } catch (error) {
    if (timer.signal.aborted) throw new LlmFallback('timeout', `IA não respondeu em ${seconds(timeoutMs)} s`, { cause: error });
    if (NoObjectGeneratedError.isInstance(error)) return repairAnswer(request.schema, error);
    throw unavailable(error);
  } finally {
    clearTimeout(timeout);
  }
}

/** Asks the model for a notice's fields in `texto`; throws LlmFallback when the answer cannot be used. */
export function callLlm(config: LlmConfig, texto: string, hints: ExtractionHints = {}): Promise<LlmExtraction> {
  return askModel(config, {
    system: EXTRAIR_EDITAL_SYSTEM,
    prompt: extrairEditalPrompt(texto, hints),
    schema: llmExtractionSchema,
    schemaName: 'edital',
    defaultTimeoutMs: 30_000,
  });
}

/** Only links that really appear in the text: a model must not invent where to register. */
function linkFromText(url: string | null, texto: string): string | null {
  return url && texto.includes(url) ? url : null;
}

/** The model's answer as ExtractedFields, cross-checked against the reference lists and filled in by the rules. */
export function mergeWithRules(ai: LlmExtraction, rules: ExtractedFields, texto: string, hints: ExtractionHints = {}): ExtractedFields {
  const uf = hints.uf ?? ai.uf ?? rules.uf;
  const municipio = hints.municipio
    ? rules.municipio
    : ai.municipio
      ? (findMunicipio(ai.municipio, uf)?.nome ?? rules.municipio)
      : rules.municipio;
  const aiPay = ai.remuneracao_min !== null || ai.remuneracao_max !== null;
  const aiDates = ai.inscricoes_inicio !== null || ai.inscricoes_fim !== null;
  const bancaRef = ai.banca ? (findBancaByName(ai.banca) ?? findBancaInText(ai.banca)) : null;
  return {
    orgao: hints.orgao ?? (ai.orgao_nome ? { nome: ai.orgao_nome, sigla: ai.orgao_sigla } : rules.orgao),
    uf,
    municipio,
    escolaridade: ai.escolaridade ?? rules.escolaridade,
    vagas: ai.vagas ?? rules.vagas,
    cadastro_reserva: ai.cadastro_reserva || rules.cadastro_reserva,
    remuneracao_min: aiPay ? ai.remuneracao_min : rules.remuneracao_min,
    remuneracao_max: aiPay ? ai.remuneracao_max : rules.remuneracao_max,
    inscricoes_inicio: aiDates ? ai.inscricoes_inicio : rules.inscricoes_inicio,
    inscricoes_fim: aiDates ? ai.inscricoes_fim : rules.inscricoes_fim,
    prova_data: ai.prova_data ?? rules.prova_data,
    cargos: ai.cargos.length ? ai.cargos : rules.cargos,
    banca: bancaRef ? { nome: bancaRef.nome, site: bancaRef.site } : ai.banca ? { nome: ai.banca, site: null } : rules.banca,
    link_inscricao: linkFromText(ai.link_inscricao, texto) ?? rules.link_inscricao,
    link_edital: linkFromText(ai.link_edital, texto) ?? rules.link_edital,
  };
}

/**
 * The free-text extractor to hand to the sources: the LLM when `config` is set, else the rules with
 * a warning that AI is not configured. Never throws for an AI problem.
 */
export function createLlmExtractor(config: LlmConfig | null): FreeTextExtractor {
  return async (texto, hints = {}): Promise<ExtractionOutcome> => {
    if (!config) return rulesOutcome(texto, hints, 'IA não configurada (COLLECTOR_AI_BASE_URL/COLLECTOR_AI_MODEL): usadas as regras');
    try {
      const ai = await callLlm(config, texto, hints);
      const rules = extractRules(texto, hints);
      return { campos: mergeWithRules(ai, rules, texto, hints), via: 'ia', eConcurso: ai.e_concurso, aviso: null };
    } catch (error) {
      const reason = error instanceof LlmFallback ? error.message : `IA falhou (${String(error)})`;
      const outcome = rulesOutcome(texto, hints, `${reason}: usadas as regras`);
      return { ...outcome, eConcurso: looksLikeConcurso(texto) };
    }
  };
}
