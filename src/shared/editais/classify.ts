/**
 * What a candidate filters by, derived from what a notice says: the levels it is open to
 * (`niveis`), the sphere of government that hires (`esfera`) and the areas of work (`areas`). The
 * collector, the demo data and the migration that backfilled older rows all use these rules; a
 * change to them bumps CLASSIFICATION_VERSION, and the server reclassifies older rows on start.
 */
import { AREAS, NIVEIS, type Area, type Escolaridade, type Esfera, type Nivel } from '../domain';

/** Bumped whenever the rules below change what they derive (rows record the version they got). */
export const CLASSIFICATION_VERSION = 1;

/** Printable ASCII and white space: nothing for the accent step to take off. */
const ASCII = /^[ -~\s]*$/;

/** Lower case, no accents, single spaces: the form every rule below matches against. */
export function normalizeText(value: string): string {
  const decomposed = ASCII.test(value) ? value : value.normalize('NFD').replace(/\p{M}/gu, '');
  return decomposed
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card tags' area vocabulary (the demo's), each with what names it in an agency, a position or
 * a title (normalised text). The structured `areas` are read from the same rules (AREA_OF_TAG).
 */
export const AREA_TAG_RULES: readonly (readonly [string, RegExp])[] = [
  ['Tribunais', /\btribuna(l|is)\b(?! de contas)|\b(trt|tre|trf|tj|tjdft|stf|stj|tst|tse)\b|justica (eleitoral|federal|do trabalho)/],
  ['Segurança Pública', /policia|bombeiro|guarda (civil|municipal)|penal|penitenciari|seguranca publica|\b(pm|pc|prf|pf|cbm|gcm)\b|soldado|delegad|agente de transito/],
  ['Educação', /educacao|professor|docente|universidade|instituto federal|escola|ensino|\bsedu(c)?\b|\bsee\b|pedagog/],
  ['Saúde', /saude|hospital|enfermag|enfermeir|medic[oa]|odontolog|farmac|\bses\b|\bsus\b|\bubs\b|\bacs\b|agente comunitario/],
  ['Área Fiscal', /fazenda|receita|fiscal|tribut|\bsefaz\b|auditor/],
  ['Controle', /tribunal de contas|controladoria|\b(tce|tcu|tcm|cgu|cge)\b|controle interno/],
  ['Legislativa', /camara|assembleia|senado|legislativ/],
  ['Jurídica', /procuradoria|defensoria|ministerio publico|advogad|procurador|juiz|promotor|\b(mp|mpf|mpe|dpe|pge|pgm|agu)\b/],
  ['Bancária', /\bbanco\b|caixa economica|bancari|escriturario/],
  ['TI', /tecnologia da informacao|\bti\b|informatica|analista de sistemas|desenvolvedor|programador|ciencia de dados/],
];

/** A tag's structured area: courts are legal work, 'Área Fiscal' is 'Fiscal', and so on. */
const AREA_OF_TAG: Record<string, Area> = {
  Tribunais: 'Jurídica',
  'Segurança Pública': 'Segurança',
  Educação: 'Educação',
  Saúde: 'Saúde',
  'Área Fiscal': 'Fiscal',
  Controle: 'Controle',
  Legislativa: 'Legislativa',
  Jurídica: 'Jurídica',
  Bancária: 'Bancária',
  TI: 'TI',
};

/** Office work, named by the positions (an agency's name says nothing about it). */
const ADMINISTRATIVA =
  /administrativ|assistente (de )?(gestao|administracao)|agente de administracao|auxiliar de (servicos )?administra|oficial de administracao|tecnico em administracao|\badministrador\b|recepcionista|almoxarif|arquivista|secretario executivo|\bassistente em administracao\b/;

export interface AreaInput {
  titulo: string;
  orgao?: string | null;
  cargos: readonly string[];
}

/**
 * The areas of a notice, in AREAS order: from its agency, title and positions; 'Administrativa'
 * only from positions (and a title that names one).
 */
export function areasOf({ titulo, orgao, cargos }: AreaInput): Area[] {
  const text = normalizeText([orgao ?? '', titulo, ...cargos].join(' | '));
  const found = new Set<Area>();
  for (const [tag, rule] of AREA_TAG_RULES) if (rule.test(text)) found.add(AREA_OF_TAG[tag]!);
  if (ADMINISTRATIVA.test(normalizeText([titulo, ...cargos].join(' | ')))) found.add('Administrativa');
  return sortedAreas(found);
}

function sortedAreas(areas: Set<Area>): Area[] {
  return AREAS.filter((area) => areas.has(area));
}

const MUNICIPAL = /prefeitura|camara municipal|municipio|municipal|\bsaae\b|consorcio intermunicipal/;
const FEDERAL =
  /federal|\buniao\b|ministerio (?!publico d[oe] estado)|exercito|marinha|aeronautica|\b(inss|ibge|trt|trf|tre|tst|stf|stj|pf|prf|agu|cgu|tcu|ebserh|correios|petrobras|embrapa)\b|universidade federal|instituto federal|\buf[a-z]{1,4}\b|\bif[a-z]{1,5}\b/;
const ESTADUAL = /estad|\b(pm|pc|cbm|sefaz|seduc|ses|tj|tce|dpe|mpe|pge|detran)\b|assembleia|governo d/;

/**
 * The sphere of the hiring agency, from its name and acronym (a city council with a municipality is
 * municipal); null when the name does not say.
 */
export function esferaOf(orgao: string | null | undefined, municipio: string | null | undefined): Esfera | null {
  const text = normalizeText(orgao ?? '');
  if (!text) return null;
  if (MUNICIPAL.test(text)) return 'municipal';
  if (FEDERAL.test(text)) return 'federal';
  if (ESTADUAL.test(text)) return 'estadual';
  if (/camara/.test(text) && municipio) return 'municipal';
  return null;
}

/** A level of `niveis`, or null for 'Vários_Níveis' (which says only that there are several). */
function asNivel(value: Escolaridade | null | undefined): Nivel | null {
  return value && value !== 'Vários_Níveis' ? value : null;
}

/**
 * Every level a notice is open to, in NIVEIS order: its positions' levels and its own (unless that
 * only says 'Vários_Níveis').
 */
export function niveisOf(escolaridade: Escolaridade | null | undefined, cargos: readonly (Escolaridade | null | undefined)[]): Nivel[] {
  const found = new Set<Nivel>();
  for (const value of [escolaridade, ...cargos]) {
    const nivel = asNivel(value);
    if (nivel) found.add(nivel);
  }
  return NIVEIS.filter((nivel) => found.has(nivel));
}

/** The single `escolaridade` kept for compatibility: the level, 'Vários_Níveis' for several, or null. */
export function escolaridadeFromNiveis(niveis: readonly Nivel[]): Escolaridade | null {
  if (niveis.length === 0) return null;
  return niveis.length === 1 ? niveis[0]! : 'Vários_Níveis';
}

export interface NoticeFacts {
  titulo: string;
  escolaridade: Escolaridade | null | undefined;
  orgao: { nome: string | null; sigla?: string | null } | null | undefined;
  municipio: string | null | undefined;
  cargos: readonly { nome: string; escolaridade: Escolaridade | null | undefined }[];
  /** Levels the notice states as a whole (an edital's requirements), beyond its positions'. */
  niveis?: readonly Escolaridade[] | null;
}

export interface NoticeClassification {
  niveis: Nivel[];
  escolaridade: Escolaridade | null;
  esfera: Esfera | null;
  areas: Area[];
  classificacaoVersao: number;
}

/** All the derived fields of a notice at once, as the writers store them. */
export function classifyNotice(facts: NoticeFacts): NoticeClassification {
  const niveis = niveisOf(facts.escolaridade, [...facts.cargos.map((c) => c.escolaridade), ...(facts.niveis ?? [])]);
  const orgao = [facts.orgao?.sigla, facts.orgao?.nome].filter(Boolean).join(' ') || null;
  return {
    niveis,
    // A notice that says 'Vários_Níveis' without naming them keeps saying so.
    escolaridade: escolaridadeFromNiveis(niveis) ?? (facts.escolaridade === 'Vários_Níveis' ? 'Vários_Níveis' : null),
    esfera: esferaOf(orgao, facts.municipio),
    areas: areasOf({ titulo: facts.titulo, orgao, cargos: facts.cargos.map((c) => c.nome) }),
    classificacaoVersao: CLASSIFICATION_VERSION,
  };
}
