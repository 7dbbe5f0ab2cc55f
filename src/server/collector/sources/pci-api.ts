import { z } from 'zod';
import { isIsoDate } from '#shared/editais/dates';
import { isUf } from '#shared/ufs';
import { emptyResult, keepCandidate, type Situacao } from '../candidate';
import { findMunicipio } from '../extract/reference-data';
import { parseEscolaridade, parseMoney, parseRemuneracao, splitOrgao } from '../extract/rules';
import { cleanText, normalizeKey } from '../extract/text';
import type { Candidate, CandidateCargo, SourceAdapter, SourceContext, SourceResult } from '../types';
import { SourceFormatError } from '../types';
import { absoluteUrl, lenient, parseJsonBody, pathKey, readItem, readPage } from './common';
import { readDetails } from './detail';
import { pciCandidate, pciNoticeReader } from './pci-notice';

/**
 * PCI Concursos' JSON API (/api/v1/concursos): data[] with titulo (the agency), cargos[],
 * vagas_salario, formacao, uf.sigla, cidade.nome, datas.inicio/fim (ISO), status and noticia.uri.
 * Its positions, city and dates are structure: they are used as given, never re-read from prose
 * (the news page only fills what the record leaves out). Off unless SOURCE_PCI_API_URL is set.
 */

export const PCI_API_NAME = 'pci-api';

export interface PciApiConfig {
  /** The endpoint (SOURCE_PCI_API_URL), e.g. https://www.pciconcursos.com.br/api/v1/concursos. */
  url: string;
  /** Whether each new or changed notice's news page is read too. Default true. */
  detalhes?: boolean;
}

const cargoObjectSchema = z.object({
  nome: lenient(z.string()),
  titulo: lenient(z.string()),
  vagas: lenient(z.union([z.number(), z.string()]).nullable()),
  salario: lenient(z.union([z.number(), z.string()]).nullable()),
  remuneracao: lenient(z.union([z.number(), z.string()]).nullable()),
  escolaridade: lenient(z.string().nullable()),
  formacao: lenient(z.string().nullable()),
});

/** One record: titulo and noticia.uri are required (the key), the rest is read if present. */
const apiRecordSchema = z.object({
  titulo: z.string().refine((t) => t.trim() !== ''),
  noticia: z.object({ uri: z.string().min(1), titulo: lenient(z.string()) }),
  cargos: lenient(z.array(z.union([z.string(), cargoObjectSchema, z.unknown()]))),
  vagas_salario: lenient(z.string()),
  formacao: lenient(z.string()),
  uf: lenient(z.object({ sigla: lenient(z.string()) }).nullable()),
  cidade: lenient(z.object({ nome: lenient(z.string()) }).nullable()),
  datas: lenient(z.object({ inicio: lenient(z.string().nullable()), fim: lenient(z.string().nullable()) }).nullable()),
  status: lenient(z.string().nullable()),
});

type ApiRecord = z.output<typeof apiRecordSchema>;

const RECORD_PROBLEMS: Record<string, string> = {
  titulo: 'registro sem titulo',
  noticia: 'registro sem noticia.uri',
};

const replySchema = z.object({ data: z.array(z.unknown()) });

/** The reply's data[]; a SourceFormatError when it has none. */
export function readApiReply(body: unknown): unknown[] {
  const reply = replySchema.safeParse(body);
  if (!reply.success) throw new SourceFormatError(PCI_API_NAME, 'resposta sem a lista "data" (formato da API mudou?)');
  return reply.data.data;
}

function number(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!value) return null;
  return parseMoney(value.replace(/^R\$\s*/i, '').trim()) ?? parseRemuneracao(value).max;
}

/** The record's positions: names, and per position what the API states (vacancies, pay, level). */
function apiCargos(record: ApiRecord): CandidateCargo[] {
  const cargos: CandidateCargo[] = [];
  for (const raw of record.cargos ?? []) {
    if (typeof raw === 'string') {
      if (cleanText(raw)) cargos.push({ nome: cleanText(raw), escolaridade: null, vagas: null, remuneracao_base: null });
      continue;
    }
    const item = cargoObjectSchema.safeParse(raw);
    const nome = item.success ? cleanText(item.data.nome ?? item.data.titulo ?? '') : '';
    if (!item.success || nome.length < 2) continue;
    const vagas = number(item.data.vagas);
    cargos.push({
      nome: nome.slice(0, 200),
      escolaridade: parseEscolaridade(item.data.escolaridade ?? item.data.formacao ?? '', { loose: true }),
      vagas: vagas !== null && Number.isInteger(vagas) && vagas >= 0 ? vagas : null,
      remuneracao_base: number(item.data.salario ?? item.data.remuneracao),
    });
  }
  return cargos;
}

const SITUACOES: [RegExp, Situacao][] = [
  [/prorrogad/, 'prorrogado'],
  [/reabert/, 'reaberto'],
  [/cancelad/, 'cancelado'],
  [/suspens/, 'suspenso'],
];

export function mapPciApiRecord(record: ApiRecord, apiUrl: string, today: string): Candidate {
  const link = absoluteUrl(record.noticia.uri, apiUrl);
  if (!link) throw new Error(`noticia.uri inválida: ${record.noticia.uri}`);
  const orgao = splitOrgao(record.titulo);
  const sigla = (record.uf?.sigla ?? '').trim().toUpperCase();
  const uf = isUf(sigla) ? sigla : orgao.uf;
  const date = (value: string | null | undefined) => (value && isIsoDate(value) ? value : null);
  const status = normalizeKey(record.status ?? '');
  const cargos = apiCargos(record);
  const base = pciCandidate(
    {
      fonte_chave: `pci:${pathKey(link)}`,
      link,
      orgao,
      uf,
      vagasSalario: record.vagas_salario ?? '',
      nivel: record.formacao ?? '',
      cargos: cargos.map((c) => c.nome),
      inicio: date(record.datas?.inicio),
      fim: date(record.datas?.fim),
      situacao: SITUACOES.find(([regex]) => regex.test(status))?.[1] ?? null,
      bancaText: `${record.noticia.titulo ?? ''} ${record.titulo}`,
      texto: [record.titulo, cargos.map((c) => c.nome).join(', '), record.vagas_salario, record.formacao, record.cidade?.nome, sigla, record.datas?.inicio, record.datas?.fim, record.status]
        .filter(Boolean)
        .join(' | '),
      extracao: 'estruturado',
      statusPadrao: /previst|autoriz/.test(status) ? 'publicado' : 'inscricoes_abertas',
      processoSeletivo: /processo\s+seletivo/i.test(record.noticia.titulo ?? ''),
    },
    today,
  );
  const cidade = record.cidade?.nome ? cleanText(record.cidade.nome) : null;
  const structured = cargos.some((c) => c.vagas !== null || c.remuneracao_base !== null || c.escolaridade !== null);
  return {
    ...base,
    municipio: cidade ? (findMunicipio(cidade, uf)?.nome ?? cidade) : base.municipio,
    cargos: structured ? cargos.map((c) => ({ ...c, escolaridade: c.escolaridade ?? base.cargos.find((b) => b.nome === c.nome)?.escolaridade ?? null })) : base.cargos,
  };
}

function readRecords(data: unknown[], apiUrl: string, today: string): SourceResult {
  const result = emptyResult();
  const seenKeys = new Set<string>();
  let unreadable = 0;
  for (const raw of data) {
    const record = readItem(apiRecordSchema, raw, RECORD_PROBLEMS, 'registro não é um objeto');
    if (typeof record === 'string') {
      unreadable++;
      result.errors.push({ item: 'registro da API do PCI', message: record });
      continue;
    }
    keepCandidate(result, () => mapPciApiRecord(record, apiUrl, today), { label: record.titulo, seenKeys });
  }
  if (data.length > 0 && unreadable === data.length) {
    throw new SourceFormatError(PCI_API_NAME, `nenhum dos ${data.length} registros tem titulo e noticia.uri (formato mudou?)`);
  }
  return result;
}

export function pciApiSource(config: PciApiConfig): SourceAdapter {
  return {
    name: PCI_API_NAME,
    async fetchCandidates(ctx: SourceContext): Promise<SourceResult> {
      const response = await readPage(ctx, config.url, { accept: 'application/json' });
      const result = readRecords(readApiReply(parseJsonBody(PCI_API_NAME, response)), response.url, ctx.today);
      const keep = ['uf', 'municipio', 'inscricoes_inicio', 'inscricoes_fim', 'cargos'] as const;
      return readDetails(ctx, result, config.detalhes === false ? null : pciNoticeReader(config.url, keep));
    },
  };
}
