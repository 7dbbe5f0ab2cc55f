import type { EditalStatus, Escolaridade, Esfera } from '#shared/domain';
import { AREA_TAG_RULES, esferaOf } from '#shared/editais/classify';
import { safeExternalUrl } from '#shared/editais/links';
import type { Uf } from '#shared/ufs';
import { errorMessage } from '../lib/error-message';
import { normalizeKey } from './extract/text';
import { candidateSchema, describeIssues } from './schema';
import type { Candidate, CandidateCargo, CandidateOrgao, ExtractedFields, ExtractionMethod, ItemError, SourceResult } from './types';

/** Assembling Candidates: status from dates, a readable title, tags, a natural key, validation. */

export type Situacao = 'prorrogado' | 'reaberto' | 'suspenso' | 'cancelado' | null;

/**
 * The status the dates imply on `today` (Brasília): encerrado once inscricoes_fim has passed,
 * publicado before inscricoes_inicio, inscricoes_abertas in between; cancelled and suspended
 * notices keep that state; with no dates, `fallback` (what the source's list says).
 */
export function statusFromDates(input: {
  inicio: string | null;
  fim: string | null;
  today: string;
  situacao?: Situacao;
  fallback: EditalStatus;
}): EditalStatus {
  if (input.situacao === 'cancelado') return 'cancelado';
  if (input.situacao === 'suspenso') return 'suspenso';
  if (input.fim && input.fim < input.today) return 'encerrado';
  if (input.inicio && input.inicio > input.today) return 'publicado';
  if (input.fim || input.inicio) return 'inscricoes_abertas';
  return input.fallback;
}

/** 'Concurso SEFAZ-AL 2026 - Auditor Fiscal', 'Processo Seletivo Prefeitura de Petrolina - PE 2020' (the demo's style). */
export function buildTitulo(input: {
  orgao: CandidateOrgao | null;
  uf: Uf | null;
  ano: number;
  cargos: { nome: string }[];
  processoSeletivo?: boolean;
  fallback?: string;
}): string {
  const kind = input.processoSeletivo ? 'Processo Seletivo' : 'Concurso';
  let base: string;
  if (input.orgao?.sigla) {
    const sigla = input.orgao.sigla;
    base = input.uf && !new RegExp(`${input.uf}\\)?$`).test(sigla) ? `${sigla}-${input.uf}` : sigla;
  } else if (input.orgao) {
    const nome = input.orgao.nome;
    base = input.uf && !new RegExp(`[-/(]\\s*${input.uf}\\)?$`).test(nome) ? `${nome} - ${input.uf}` : nome;
  } else {
    base = input.fallback ?? 'sem órgão identificado';
  }
  const cargo = input.cargos.length === 1 ? ` - ${input.cargos[0]!.nome}` : '';
  return `${kind} ${base} ${input.ano}${cargo}`.slice(0, 300);
}

const NIVEL_TAG: Record<Exclude<Escolaridade, 'Vários_Níveis'>, string> = {
  Ensino_Fundamental: 'Nível Fundamental',
  Ensino_Médio: 'Nível Médio',
  Ensino_Técnico: 'Nível Técnico',
  Ensino_Superior: 'Nível Superior',
  Pós_Graduação: 'Nível Superior',
};

const ESFERA_TAG: Record<Esfera, string> = { federal: 'Federal', estadual: 'Estadual', municipal: 'Municipal' };

/** Area, level and sphere tags in the demo's vocabulary ('Cadastro Reserva' first), at most five. */
export function deriveTags(input: {
  orgao: CandidateOrgao | null;
  municipio: string | null;
  cargos: CandidateCargo[];
  niveis: Exclude<Escolaridade, 'Vários_Níveis'>[];
  cadastroReserva: boolean;
  vagas: number | null;
  texto?: string;
}): string[] {
  const orgaoKey = normalizeKey(`${input.orgao?.sigla ?? ''} ${input.orgao?.nome ?? ''}`);
  const cargoKey = normalizeKey(input.cargos.map((c) => c.nome).join(' | '));
  // The agency's area first, then the positions'; at most two areas and two levels, so the
  // sphere still fits in five.
  const areas: string[] = [];
  for (const [tag, regex] of AREA_TAG_RULES) if (regex.test(orgaoKey)) areas.push(tag);
  for (const [tag, regex] of AREA_TAG_RULES) if (regex.test(cargoKey)) areas.push(tag);
  const niveis = [...new Set(input.niveis.map((n) => NIVEL_TAG[n]))];
  const esfera = esferaOf(orgaoKey, input.municipio);
  const sphere = esfera && ESFERA_TAG[esfera];
  const tags = [
    ...(input.cadastroReserva || input.vagas === 0 ? ['Cadastro Reserva'] : []),
    ...[...new Set(areas)].slice(0, 2),
    ...(sphere ? [sphere] : []),
    ...niveis.slice(0, 2),
  ];
  return [...new Set(tags)].slice(0, 5);
}

/**
 * What the writer can fall back to when two sources describe the same notice under different keys:
 * agency + title + year, normalised (no accents, case or punctuation).
 */
export function naturalKey(c: Pick<Candidate, 'orgao' | 'titulo' | 'uf' | 'inscricoes_inicio' | 'inscricoes_fim'>): string {
  const agency = normalizeKey(c.orgao?.sigla ?? c.orgao?.nome ?? '').replace(/[^a-z0-9]+/g, '');
  const title = normalizeKey(c.titulo).replace(/[^a-z0-9]+/g, ' ').trim();
  const year = (c.inscricoes_inicio ?? c.inscricoes_fim ?? '').slice(0, 4) || /\b(20\d{2})\b/.exec(c.titulo)?.[1] || '';
  return `${agency}|${c.uf ?? ''}|${title}|${year}`;
}

const MAX_TEXT = 20_000;

/** Only http(s) links survive; anything else becomes null. */
function link(value: string | null | undefined): string | null {
  return safeExternalUrl(value ?? null);
}

export type Finalized = { ok: true; candidate: Candidate } | { ok: false; error: ItemError };

/**
 * Normalises links and text, then validates against the notice schema: an item that would be
 * rejected by the database (or is implausible) becomes an ItemError instead of a Candidate.
 */
export function finalizeCandidate(candidate: Candidate): Finalized {
  const prepared: Candidate = {
    ...candidate,
    titulo: candidate.titulo.replace(/\s+/g, ' ').trim(),
    fonte_url: link(candidate.fonte_url),
    link_edital: link(candidate.link_edital),
    link_inscricao: link(candidate.link_inscricao),
    banca: candidate.banca ? { nome: candidate.banca.nome, site: link(candidate.banca.site) } : null,
    texto: candidate.texto.length > MAX_TEXT ? candidate.texto.slice(0, MAX_TEXT) : candidate.texto,
  };
  const parsed = candidateSchema.safeParse(prepared);
  if (!parsed.success) {
    return {
      ok: false,
      error: { item: candidate.titulo || candidate.fonte_chave, message: `item descartado (${describeIssues(parsed.error)})` },
    };
  }
  return { ok: true, candidate: parsed.data };
}

/** A Candidate from extracted fields plus what the adapter knows (source, key, status rules). */
export function candidateFromFields(input: {
  fonte: string;
  fonte_chave: string;
  fonte_url: string | null;
  campos: ExtractedFields;
  texto: string;
  extracao: ExtractionMethod;
  today: string;
  statusPadrao: EditalStatus;
  situacao?: Situacao;
  niveis?: Exclude<Escolaridade, 'Vários_Níveis'>[];
  processoSeletivo?: boolean;
  tituloFallback?: string;
}): Candidate {
  const c = input.campos;
  const ano = Number((c.inscricoes_inicio ?? c.inscricoes_fim ?? input.today).slice(0, 4));
  const niveis =
    input.niveis ??
    (c.escolaridade && c.escolaridade !== 'Vários_Níveis'
      ? [c.escolaridade]
      : (c.cargos.map((x) => x.escolaridade).filter((e): e is Exclude<Escolaridade, 'Vários_Níveis'> => !!e && e !== 'Vários_Níveis')));
  return {
    fonte: input.fonte,
    fonte_chave: input.fonte_chave,
    fonte_url: input.fonte_url,
    titulo: buildTitulo({
      orgao: c.orgao,
      uf: c.uf,
      ano,
      cargos: c.cargos,
      processoSeletivo: input.processoSeletivo,
      fallback: input.tituloFallback,
    }),
    orgao: c.orgao,
    uf: c.uf,
    municipio: c.municipio,
    status: statusFromDates({
      inicio: c.inscricoes_inicio,
      fim: c.inscricoes_fim,
      today: input.today,
      situacao: input.situacao,
      fallback: input.statusPadrao,
    }),
    escolaridade: c.escolaridade,
    vagas: c.vagas,
    cadastro_reserva: c.cadastro_reserva,
    remuneracao_min: c.remuneracao_min,
    remuneracao_max: c.remuneracao_max,
    inscricoes_inicio: c.inscricoes_inicio,
    inscricoes_fim: c.inscricoes_fim,
    prova_data: c.prova_data,
    cargos: c.cargos,
    tags: deriveTags({
      orgao: c.orgao,
      municipio: c.municipio,
      cargos: c.cargos,
      niveis: [...new Set(niveis)],
      cadastroReserva: c.cadastro_reserva,
      vagas: c.vagas,
    }),
    link_edital: c.link_edital,
    link_inscricao: c.link_inscricao,
    banca: c.banca,
    texto: input.texto,
    extracao: input.extracao,
  };
}

/** An empty SourceResult to fill. */
export function emptyResult(): SourceResult {
  return { candidates: [], errors: [], warnings: [], skipped: 0 };
}

/**
 * Adds the candidate `build` makes to `result`, finalized: once per key when `seenKeys` is given
 * (a listing may repeat a notice). An invalid item becomes the finalizer's error (named `label`
 * when `nameInvalidByLabel`); a throwing `build` becomes an error named `label`.
 */
export function keepCandidate(
  result: SourceResult,
  build: () => Candidate,
  { label, seenKeys, nameInvalidByLabel = false }: { label: string; seenKeys?: Set<string>; nameInvalidByLabel?: boolean },
): void {
  try {
    const finalized = finalizeCandidate(build());
    if (!finalized.ok) {
      result.errors.push(nameInvalidByLabel ? { item: label, message: finalized.error.message } : finalized.error);
      return;
    }
    const key = finalized.candidate.fonte_chave;
    if (seenKeys?.has(key)) return;
    seenKeys?.add(key);
    result.candidates.push(finalized.candidate);
  } catch (error) {
    result.errors.push({ item: label, message: errorMessage(error) });
  }
}
