import type { EditalStatus, Escolaridade } from '../../../shared/domain';
import { isIsoDate } from '../../../shared/editais/dates';
import { isUf } from '../../../shared/ufs';
import { candidateFromFields, emptyResult, finalizeCandidate, type Situacao } from '../candidate';
import { findBancaInText } from '../extract/reference-data';
import {
  findMunicipioInText,
  findUfByName,
  parseEscolaridade,
  parseNiveis,
  parseRemuneracao,
  parseVagas,
  splitOrgao,
} from '../extract/rules';
import { cleanText, isShouting, normalizeKey, titleCasePt } from '../extract/text';
import type { CandidateCargo, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceError, SourceFormatError } from '../types';
import { errorMessage, isRecord, parseJsonBody, pathKey } from './common';

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
}

interface PciRecord {
  id: number | string;
  titulo: string;
  cargos_resumo?: string;
  cargos?: unknown;
  vagas_salario?: string;
  formacao?: string;
  regiao?: string;
  uf?: string | null;
  datas: { inicio?: string | null; fim?: string | null; texto?: string | null; aberto?: boolean };
  noticia?: { id?: number | string; titulo?: string; link?: string } | null;
}

/** Reads a JSON-RPC reply sent as plain JSON or as Server-Sent Events (MCP's streamable HTTP transport). */
function rpcEnvelope(text: string, contentType: string | null, url: string): unknown {
  if (/text\/event-stream/i.test(contentType ?? '')) {
    const events = text
      .split(/\r?\n\r?\n/)
      .map((block) =>
        block
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n'),
      )
      .filter(Boolean);
    for (const data of events.reverse()) {
      try {
        const parsed: unknown = JSON.parse(data);
        if (isRecord(parsed) && ('result' in parsed || 'error' in parsed)) return parsed;
      } catch {
        // not the JSON-RPC message; keep looking
      }
    }
    throw new SourceFormatError(PCI_MCP_NAME, `fluxo SSE de ${url} sem resposta JSON-RPC`);
  }
  return parseJsonBody(PCI_MCP_NAME, { text, url });
}

/** {meta, data, errors} out of the JSON-RPC envelope; throws on a JSON-RPC error or an unknown shape. */
export function unwrapListarConcursos(envelope: unknown): { data: unknown[]; errors: unknown[] } {
  if (!isRecord(envelope)) throw new SourceFormatError(PCI_MCP_NAME, 'resposta JSON-RPC não é um objeto');
  if (isRecord(envelope.error)) {
    const { code, message } = envelope.error;
    throw new SourceError(PCI_MCP_NAME, `erro JSON-RPC ${String(code ?? '')}: ${String(message ?? 'sem mensagem')}`);
  }
  const result = envelope.result;
  const content = isRecord(result) ? result.content : undefined;
  const first = Array.isArray(content) ? content[0] : undefined;
  if (!isRecord(first) || typeof first.text !== 'string') {
    throw new SourceFormatError(PCI_MCP_NAME, 'resposta sem result.content[0].text (formato do MCP mudou?)');
  }
  if (isRecord(result) && result.isError === true) {
    throw new SourceError(PCI_MCP_NAME, `a ferramenta listar_concursos respondeu com erro: ${first.text.slice(0, 200)}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(first.text);
  } catch (error) {
    throw new SourceFormatError(PCI_MCP_NAME, 'result.content[0].text não é JSON válido', { cause: error });
  }
  if (!isRecord(payload) || !Array.isArray(payload.data)) {
    throw new SourceFormatError(PCI_MCP_NAME, 'JSON de listar_concursos sem a lista "data" (formato mudou?)');
  }
  return { data: payload.data, errors: Array.isArray(payload.errors) ? payload.errors : [] };
}

function asRecord(raw: unknown): PciRecord | string {
  if (!isRecord(raw)) return 'registro não é um objeto';
  if (typeof raw.id !== 'number' && typeof raw.id !== 'string') return 'registro sem id';
  if (typeof raw.titulo !== 'string' || !raw.titulo.trim()) return 'registro sem titulo';
  if (!isRecord(raw.datas)) return 'registro sem datas';
  return raw as unknown as PciRecord;
}

const SITUACOES: Record<string, Situacao> = {
  prorrogado: 'prorrogado',
  reaberto: 'reaberto',
  cancelado: 'cancelado',
  suspenso: 'suspenso',
};

/** The casing of cargos_resumo when it spells the same position; else a Portuguese title case. */
function cargoNames(record: PciRecord): string[] {
  const list = Array.isArray(record.cargos) ? record.cargos.filter((c): c is string => typeof c === 'string') : [];
  const resumo = (record.cargos_resumo ?? '').split(/\s*,\s*/).filter(Boolean);
  const byKey = new Map(resumo.map((r) => [normalizeKey(r), r]));
  const names = list.map((c) => cleanText(c)).filter(Boolean).map((c) => byKey.get(normalizeKey(c)) ?? (isShouting(c) ? titleCasePt(c) : c));
  if (names.length === 0 && resumo.length > 0) return resumo.filter((r) => !/^(v[áa]rios|diversos)\s+cargos?$/i.test(r));
  return [...new Set(names)];
}

export function mapPciRecord(record: PciRecord, today: string) {
  const orgaoSplit = splitOrgao(record.titulo);
  const ufField = (record.uf ?? '').toString().trim().toUpperCase();
  const uf = isUf(ufField) ? ufField : (orgaoSplit.uf ?? (/nacional/i.test(record.regiao ?? '') ? null : findUfByName(record.titulo)));
  const municipio = findMunicipioInText(orgaoSplit.nome, uf)?.nome ?? null;
  const vagasSalario = record.vagas_salario ?? '';
  const { vagas, cadastroReserva } = parseVagas(vagasSalario);
  const pay = parseRemuneracao(vagasSalario);
  const formacao = record.formacao ?? '';
  const niveis = parseNiveis(formacao, { loose: true });
  const escolaridade: Escolaridade | null = parseEscolaridade(formacao, { loose: true });
  const inicio = record.datas.inicio && isIsoDate(record.datas.inicio) ? record.datas.inicio : null;
  const fim = record.datas.fim && isIsoDate(record.datas.fim) ? record.datas.fim : null;
  const situacao = SITUACOES[normalizeKey(record.datas.texto ?? '')] ?? null;
  const names = cargoNames(record);
  const single = names.length === 1;
  const cargos: CandidateCargo[] = names.map((nome) => ({
    nome,
    escolaridade: escolaridade !== 'Vários_Níveis' ? escolaridade : null,
    vagas: single ? vagas : null,
    remuneracao_base: single ? pay.max : null,
  }));
  const noticiaTitulo = record.noticia?.titulo ?? '';
  const link = record.noticia?.link ?? null;
  let fonteChave = `pci:${record.id}`;
  if (link) {
    try {
      fonteChave = `pci:${pathKey(link)}`;
    } catch {
      // keep the id-based key
    }
  }
  const texto = [
    record.titulo,
    record.cargos_resumo,
    vagasSalario,
    formacao,
    fim ? `Inscrições até ${fim.split('-').reverse().join('/')}` : '',
    record.datas.texto,
    noticiaTitulo,
  ]
    .filter(Boolean)
    .join(' | ');
  const banca = findBancaInText(`${noticiaTitulo} ${record.cargos_resumo ?? ''}`);
  const fallback: EditalStatus = record.datas.aberto === false ? 'publicado' : 'inscricoes_abertas';

  return candidateFromFields({
    fonte: 'pci',
    fonte_chave: fonteChave,
    fonte_url: link,
    campos: {
      orgao: { nome: orgaoSplit.nome, sigla: orgaoSplit.sigla },
      uf,
      municipio,
      escolaridade,
      vagas,
      cadastro_reserva: cadastroReserva,
      remuneracao_min: pay.min,
      remuneracao_max: pay.max,
      inscricoes_inicio: inicio,
      inscricoes_fim: fim,
      prova_data: null,
      cargos,
      banca: banca ? { nome: banca.nome, site: banca.site } : null,
      link_inscricao: null,
      // Since mid-2026 PCI's PDF links sit behind a CAPTCHA: the news page is kept as fonte_url only.
      link_edital: null,
    },
    texto,
    extracao: 'estruturado',
    today,
    statusPadrao: fallback,
    situacao,
    niveis,
    processoSeletivo: /processo\s+seletivo/i.test(noticiaTitulo),
  });
}

export function pciMcpSource(config: PciMcpConfig): SourceAdapter {
  return {
    name: PCI_MCP_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const args: Record<string, unknown> = {};
      if (config.regiao) args.regiao = config.regiao;
      if (config.professores !== undefined) args.professores = config.professores;
      const response = await ctx.fetcher.request({
        url: config.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'listar_concursos', arguments: args },
        }),
        signal: ctx.signal,
      });
      const { data, errors } = unwrapListarConcursos(rpcEnvelope(response.text, response.contentType, response.url));

      const result = emptyResult();
      for (const e of errors) {
        result.errors.push({ item: 'listar_concursos', message: `PCI informou: ${isRecord(e) ? JSON.stringify(e) : String(e)}`.slice(0, 300) });
      }
      let unreadable = 0;
      for (const raw of data) {
        const record = asRecord(raw);
        if (typeof record === 'string') {
          unreadable++;
          const label = isRecord(raw) && typeof raw.id !== 'undefined' ? `pci:${String(raw.id)}` : 'registro';
          result.errors.push({ item: label, message: record });
          continue;
        }
        try {
          const finalized = finalizeCandidate(mapPciRecord(record, ctx.today));
          if (finalized.ok) result.candidates.push(finalized.candidate);
          else result.errors.push(finalized.error);
        } catch (error) {
          result.errors.push({ item: record.titulo, message: errorMessage(error) });
        }
      }
      if (data.length > 0 && unreadable === data.length) {
        throw new SourceFormatError(PCI_MCP_NAME, `nenhum dos ${data.length} registros tem id, titulo e datas (formato mudou?)`);
      }
      return result;
    },
  };
}
