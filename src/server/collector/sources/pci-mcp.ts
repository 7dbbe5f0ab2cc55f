import { z } from 'zod';
import { isIsoDate } from '#shared/editais/dates';
import { isUf } from '#shared/ufs';
import { emptyResult, keepCandidate, type Situacao } from '../candidate';
import { findUfByName, splitOrgao } from '../extract/rules';
import { cleanText, isShouting, normalizeKey, titleCasePt } from '../extract/text';
import type { Candidate, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceError, SourceFormatError } from '../types';
import { lenient, parseJsonBody, pathKey, readItem } from './common';
import { readDetails } from './detail';
import { pciCandidate, pciNoticeReader } from './pci-notice';

/**
 * PCI Concursos' official MCP server: JSON-RPC 2.0 over HTTP POST, tool `listar_concursos`. The
 * reply's result.content[0].text is a JSON string holding {meta, data, errors}; one call returns
 * every open notice (no pagination). Records carry structured fields (uf, datas, formacao) and a
 * free-text 'vagas_salario' ('40 vagas + 60 CR até R$ 25.270,68') read by the rules extractor.
 */

export const PCI_MCP_NAME = 'pci-mcp';
/** Where PCI publishes the MCP endpoint; override with SOURCE_PCI_URL (not checked against the live site here). */
export const PCI_MCP_DEFAULT_URL = 'https://www.pciconcursos.com.br/mcp';

export interface PciMcpConfig {
  /** The MCP endpoint (SOURCE_PCI_URL). */
  url: string;
  /** listar_concursos arguments: a region ('nordeste', …) and whether to list teachers' notices. */
  regiao?: string;
  professores?: boolean;
  /** Whether each new or changed notice's news page is read too. Default true. */
  detalhes?: boolean;
}

/** One record of listar_concursos' data[]: id, titulo and datas are required, the rest is read if present. */
const pciRecordSchema = z.object({
  id: z.union([z.number(), z.string()]),
  titulo: z.string().refine((t) => t.trim() !== ''),
  datas: z.object({
    inicio: lenient(z.string().nullable()),
    fim: lenient(z.string().nullable()),
    texto: lenient(z.string().nullable()),
    aberto: lenient(z.boolean()),
  }),
  cargos_resumo: lenient(z.string()),
  cargos: lenient(z.array(z.unknown()).transform((list) => list.filter((c): c is string => typeof c === 'string'))),
  vagas_salario: lenient(z.string()),
  formacao: lenient(z.string()),
  regiao: lenient(z.string()),
  uf: lenient(z.string().nullable()),
  noticia: lenient(z.object({ titulo: lenient(z.string()), link: lenient(z.string()) }).nullable()),
});

type PciRecord = z.output<typeof pciRecordSchema>;

/** Why a record is unreadable, by the first field that failed (an object without id, titulo or datas). */
const RECORD_PROBLEMS: Record<string, string> = {
  id: 'registro sem id',
  titulo: 'registro sem titulo',
  datas: 'registro sem datas',
};

/** Any JSON object (not an array). */
const jsonObjectSchema = z.looseObject({});
/** A JSON-RPC 2.0 reply (result or error); `tools/call` results carry content[0].text. */
const rpcMessageSchema = jsonObjectSchema.refine((m) => 'result' in m || 'error' in m);
const rpcErrorSchema = z.object({ error: z.looseObject({ code: z.unknown().optional(), message: z.unknown().optional() }) });
const toolResultSchema = z.object({
  result: z.object({ content: z.tuple([z.object({ text: z.string() })], z.unknown()), isError: z.unknown().optional() }),
});
/** What listar_concursos' text holds: {meta, data, errors}. */
const listarPayloadSchema = z.object({ data: z.array(z.unknown()), errors: z.array(z.unknown()).catch([]) });

/** The data lines of each Server-Sent Event in `text`, newest first. */
function sseData(text: string): string[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter(Boolean)
    .reverse();
}

/** Reads a JSON-RPC reply sent as plain JSON or as Server-Sent Events (MCP's streamable HTTP transport). */
function rpcEnvelope(text: string, contentType: string | null, url: string): unknown {
  if (!/text\/event-stream/i.test(contentType ?? '')) return parseJsonBody(PCI_MCP_NAME, { text, url });
  for (const data of sseData(text)) {
    try {
      const parsed: unknown = JSON.parse(data);
      if (rpcMessageSchema.safeParse(parsed).success) return parsed;
    } catch {
      // not the JSON-RPC message; keep looking
    }
  }
  throw new SourceFormatError(PCI_MCP_NAME, `fluxo SSE de ${url} sem resposta JSON-RPC`);
}

/** {meta, data, errors} out of the JSON-RPC envelope; throws on a JSON-RPC error or an unknown shape. */
export function unwrapListarConcursos(envelope: unknown): { data: unknown[]; errors: unknown[] } {
  if (!jsonObjectSchema.safeParse(envelope).success) throw new SourceFormatError(PCI_MCP_NAME, 'resposta JSON-RPC não é um objeto');
  const rpcError = rpcErrorSchema.safeParse(envelope);
  if (rpcError.success) {
    const { code, message } = rpcError.data.error;
    throw new SourceError(PCI_MCP_NAME, `erro JSON-RPC ${String(code ?? '')}: ${String(message ?? 'sem mensagem')}`);
  }
  const reply = toolResultSchema.safeParse(envelope);
  if (!reply.success) throw new SourceFormatError(PCI_MCP_NAME, 'resposta sem result.content[0].text (formato do MCP mudou?)');
  const { content, isError } = reply.data.result;
  const text = content[0].text;
  if (isError === true) {
    throw new SourceError(PCI_MCP_NAME, `a ferramenta listar_concursos respondeu com erro: ${text.slice(0, 200)}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new SourceFormatError(PCI_MCP_NAME, 'result.content[0].text não é JSON válido', { cause: error });
  }
  const listar = listarPayloadSchema.safeParse(payload);
  if (!listar.success) throw new SourceFormatError(PCI_MCP_NAME, 'JSON de listar_concursos sem a lista "data" (formato mudou?)');
  return listar.data;
}

const SITUACOES: Record<string, Situacao> = {
  prorrogado: 'prorrogado',
  reaberto: 'reaberto',
  cancelado: 'cancelado',
  suspenso: 'suspenso',
};

/** The casing of cargos_resumo when it spells the same position; else a Portuguese title case. */
function cargoNames(record: PciRecord): string[] {
  const list = record.cargos ?? [];
  const resumo = (record.cargos_resumo ?? '').split(/\s*,\s*/).filter(Boolean);
  const byKey = new Map(resumo.map((r) => [normalizeKey(r), r]));
  const names = list.map((c) => cleanText(c)).filter(Boolean).map((c) => byKey.get(normalizeKey(c)) ?? (isShouting(c) ? titleCasePt(c) : c));
  if (names.length === 0 && resumo.length > 0) return resumo.filter((r) => !/^(v[áa]rios|diversos)\s+cargos?$/i.test(r));
  return [...new Set(names)];
}

/** The news page's path as the key (shared with the HTML listing), else the record's id. */
function recordKey(record: PciRecord, link: string | null): string {
  if (link) {
    try {
      return `pci:${pathKey(link)}`;
    } catch {
      // keep the id-based key
    }
  }
  return `pci:${record.id}`;
}

function recordText(record: PciRecord, inicio: string | null, fim: string | null): string {
  return [
    record.titulo,
    record.cargos_resumo,
    record.vagas_salario ?? '',
    record.formacao ?? '',
    record.uf ?? '',
    inicio ? `Inscrições de ${inicio.split('-').reverse().join('/')}` : '',
    fim ? `Inscrições até ${fim.split('-').reverse().join('/')}` : '',
    record.datas.texto,
    record.noticia?.titulo ?? '',
  ]
    .filter(Boolean)
    .join(' | ');
}

export function mapPciRecord(record: PciRecord, today: string): Candidate {
  const orgao = splitOrgao(record.titulo);
  const ufField = (record.uf ?? '').toString().trim().toUpperCase();
  const uf = isUf(ufField) ? ufField : (orgao.uf ?? (/nacional/i.test(record.regiao ?? '') ? null : findUfByName(record.titulo)));
  const inicio = record.datas.inicio && isIsoDate(record.datas.inicio) ? record.datas.inicio : null;
  const fim = record.datas.fim && isIsoDate(record.datas.fim) ? record.datas.fim : null;
  const noticiaTitulo = record.noticia?.titulo ?? '';
  const link = record.noticia?.link ?? null;
  return pciCandidate(
    {
      fonte_chave: recordKey(record, link),
      link,
      orgao,
      uf,
      vagasSalario: record.vagas_salario ?? '',
      nivel: record.formacao ?? '',
      cargos: cargoNames(record),
      inicio,
      fim,
      situacao: SITUACOES[normalizeKey(record.datas.texto ?? '')] ?? null,
      bancaText: `${noticiaTitulo} ${record.cargos_resumo ?? ''}`,
      texto: recordText(record, inicio, fim),
      extracao: 'estruturado',
      statusPadrao: record.datas.aberto === false ? 'publicado' : 'inscricoes_abertas',
      processoSeletivo: /processo\s+seletivo/i.test(noticiaTitulo),
    },
    today,
  );
}

/** Calls listar_concursos and returns {data, errors} out of its reply. */
async function listarConcursos(config: PciMcpConfig, ctx: SourceContext) {
  const args: Record<string, unknown> = {};
  if (config.regiao) args.regiao = config.regiao;
  if (config.professores !== undefined) args.professores = config.professores;
  const response = await ctx.fetcher.request({
    url: config.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'listar_concursos', arguments: args } }),
    signal: ctx.signal,
  });
  return unwrapListarConcursos(rpcEnvelope(response.text, response.contentType, response.url));
}

/** Each record as a candidate; throws when not one of them can be read (the format changed). */
function readRecords(data: unknown[], errors: unknown[], today: string): SourceResult {
  const result = emptyResult();
  for (const e of errors) {
    // PCI's own error entries: objects shown as JSON.
    const shown = jsonObjectSchema.safeParse(e).success ? JSON.stringify(e) : String(e);
    result.errors.push({ item: 'listar_concursos', message: `PCI informou: ${shown}`.slice(0, 300) });
  }
  let unreadable = 0;
  for (const raw of data) {
    const record = readItem(pciRecordSchema, raw, RECORD_PROBLEMS, 'registro não é um objeto');
    if (typeof record === 'string') {
      unreadable++;
      const withId = z.object({ id: z.json() }).safeParse(raw);
      result.errors.push({ item: withId.success ? `pci:${String(withId.data.id)}` : 'registro', message: record });
      continue;
    }
    keepCandidate(result, () => mapPciRecord(record, today), { label: record.titulo });
  }
  if (data.length > 0 && unreadable === data.length) {
    throw new SourceFormatError(PCI_MCP_NAME, `nenhum dos ${data.length} registros tem id, titulo e datas (formato mudou?)`);
  }
  return result;
}

export function pciMcpSource(config: PciMcpConfig): SourceAdapter {
  return {
    name: PCI_MCP_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const { data, errors } = await listarConcursos(config, ctx);
      const result = readRecords(data, errors, ctx.today);
      // The records' ISO dates and UF are structure: the news page's prose does not override them.
      return readDetails(ctx, result, config.detalhes === false ? null : pciNoticeReader(config.url, ['uf', 'inscricoes_inicio', 'inscricoes_fim']));
    },
  };
}
