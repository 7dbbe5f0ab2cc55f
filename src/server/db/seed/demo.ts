import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { eq, inArray, sql } from 'drizzle-orm';
import type { EditalStatus, Escolaridade } from '#shared/domain';
import { addDays, isIsoDate } from '#shared/editais/dates';
import { UFS, type Uf } from '#shared/ufs';
import type { Database, Tx } from '../client';
import { banca, cargo, edital, editalCargo, editalVersao, orgao } from '../schema';
import {
  BANCA_PROPRIA_UNIVERSIDADE,
  BANCAS_ENSINO_FEDERAL,
  BANCAS_ESTADUAIS,
  BANCAS_JUDICIARIO_FEDERAL,
  BANCAS_MUNICIPAIS,
  BANCAS_NACIONAIS,
  CARGOS,
  ESTADOS,
  FEDERAIS,
  jornadaTexto,
  KIND_TAG,
  NIVEL_TAG,
  TRFS,
  TRTS,
  type OrgaoKind,
  type Tag,
} from './demo-catalog';
import { loadBancas, type BancaCsvRow } from '#server/reference/bancas';
import { municipioIbgeOf } from '#server/reference/municipios';
import { INSERT_BATCH_SIZE } from './reference';
import { classifyNotice } from '#shared/editais/classify';
import type { Mudanca } from '#shared/editais/mudancas';

/** Provenance of demo notices: `fonte` column value (defined with the schema), and `fonte_chave` is `demo:<n>`. */
export { DEMO_FONTE } from '../schema/editais';
import { DEMO_FONTE } from '../schema/editais';
export const DEMO_TOTAL = 150;

/** Arbitrary key of the advisory lock that keeps two starting instances from seeding twice. */
const DEMO_LOCK_KEY = 7_318_004_212;

/** Brasília has had no daylight saving time since 2019. */
const BRASILIA_OFFSET = '-03:00';

// ---------------------------------------------------------------------------------------------
// Dates

export function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) throw new RangeError(`data inválida (esperado AAAA-MM-DD): ${JSON.stringify(value)}`);
}

/** The same date if it is a Sunday, else the next Sunday (written exams are held on Sundays). */
function onSunday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (7 - day) % 7);
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** 32-bit FNV-1a hash: turns the date into the generator's seed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, well-distributed 32-bit PRNG; the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick de lista vazia');
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    if (items.length === 0 || total <= 0) throw new Error('weighted de lista vazia');
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
  /** Money in R$ with cents, uniformly in [min, max]. */
  money(min: number, max: number): number {
    if (min === max) return min;
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }
}

// ---------------------------------------------------------------------------------------------
// The plan: pure data, no database

export interface PlannedOrgao {
  nome: string;
  sigla: string | null;
  uf: Uf | null;
  municipio: string | null;
}

export interface PlannedCargo {
  nome: string;
  escolaridade: Exclude<Escolaridade, 'Vários_Níveis'>;
  jornada: string;
  cargaHorariaSemanal: number;
  vagas: number;
  remuneracaoBase: number;
  formatoProva: string;
  taxaInscricao: number;
}

export interface PlannedEdital {
  fonteChave: string;
  titulo: string;
  /** Used to build link paths on the board's site. */
  slug: string;
  uf: Uf | null;
  municipio: string | null;
  escolaridade: Escolaridade;
  vagas: number;
  remuneracaoMin: number;
  remuneracaoMax: number;
  inscricoesInicio: string | null;
  inscricoesFim: string | null;
  provaData: string | null;
  retificadoEm: string | null;
  createdAt: string;
  updatedAt: string;
  status: EditalStatus;
  tags: string[];
  /** Exam board name as in the banca table; null when not chosen yet. */
  bancaNome: string | null;
  /** Whether link_edital / link_inscricao point at the board's site. */
  comLinks: boolean;
  orgao: PlannedOrgao;
  cargos: PlannedCargo[];
}

interface OrgaoSpec extends PlannedOrgao {
  kind: OrgaoKind;
  /** What titles call the agency: 'TJ-SP', 'Prefeitura de Campinas - SP'. */
  tituloBase: string;
  esfera: 'Municipal' | 'Estadual' | 'Federal';
  bancas: () => string | null;
}

/** Share of each status among the demo notices (SPEC.md section 4). */
const STATUS_SHARE: ReadonlyArray<readonly [EditalStatus, number]> = [
  ['inscricoes_abertas', 0.6],
  ['publicado', 0.14],
  ['autorizado', 0.1],
  ['encerrado', 0.11],
  ['suspenso', 0.02],
  ['cancelado', 0.01],
];

/**
 * Registration deadlines, in days from today, of the first open notices: the deadline badges
 * ('Último dia!', 'Falta 1 dia', urgent at 3 days, warning at 7) all have examples.
 */
const FIM_PROXIMO = [0, 0, 1, 1, 2, 3, 3, 4, 5, 6, 7, 7] as const;

/** Extra notices beyond three per UF go mostly to the populous states. */
const UF_WEIGHTS: Record<Uf, number> = {
  SP: 22, MG: 10, RJ: 9, BA: 7, PR: 6, RS: 6, DF: 5, PE: 5, CE: 5, PA: 4, SC: 4, GO: 4, MA: 3, AM: 3,
  ES: 3, PB: 2, RN: 2, MT: 2, AL: 2, PI: 2, MS: 2, SE: 1, RO: 1, TO: 1, AC: 1, AP: 1, RR: 1,
};

const NATIONAL_NOTICES = 5;
const MIN_PER_UF = 3;
const CADASTRO_RESERVA_NOTICES = 6;

const TAXAS: Record<Exclude<Escolaridade, 'Vários_Níveis'>, readonly number[]> = {
  Ensino_Fundamental: [50, 55, 60, 65],
  Ensino_Médio: [70, 75, 80, 85, 90, 95],
  Ensino_Técnico: [75, 80, 85, 90, 95, 100],
  Ensino_Superior: [100, 110, 120, 130, 140, 150],
  Pós_Graduação: [130, 140, 150],
};

const NIVEL_ORDEM: ReadonlyArray<Exclude<Escolaridade, 'Vários_Níveis'>> = [
  'Ensino_Superior',
  'Pós_Graduação',
  'Ensino_Técnico',
  'Ensino_Médio',
  'Ensino_Fundamental',
];

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every exam board name the demo may use, to load their rows in one query. */
export function demoBancaNames(): string[] {
  return [
    ...new Set<string>([
      ...BANCAS_NACIONAIS,
      ...Object.values(BANCAS_ESTADUAIS).flat(),
      ...BANCAS_JUDICIARIO_FEDERAL,
      ...BANCAS_ENSINO_FEDERAL,
      ...Object.values(BANCA_PROPRIA_UNIVERSIDADE),
      // A federal institute's own selection board, used when bancas.csv lists it.
      ...UFS.map((uf) => ESTADOS[uf].instituto.sigla),
      ...BANCAS_MUNICIPAIS,
      ...FEDERAIS.flatMap((f) => f.bancas),
    ]),
  ];
}

/**
 * How each kind of agency picks its exam board, among the boards available. Each picker is called
 * when its notice is planned (the generator's draws happen in that order).
 */
function bancaPickers(rng: Random, availableBancas: ReadonlySet<string>) {
  const csv = new Map<string, BancaCsvRow>(loadBancas().map((b) => [b.nome, b]));
  const available = (names: readonly string[]) => names.filter((n) => availableBancas.has(n));
  const operatesIn = (nome: string, uf: Uf) => csv.get(nome)?.estados.includes(uf) ?? false;
  const nationalFallback = () => {
    const names = available(BANCAS_NACIONAIS);
    const any = names.length > 0 ? names : [...availableBancas].sort();
    return any.length > 0 ? rng.pick(any) : null;
  };
  const pickFrom = (names: readonly string[]) => {
    const candidates = available(names);
    return candidates.length > 0 ? rng.pick(candidates) : nationalFallback();
  };
  return {
    pickFrom,
    municipal: (uf: Uf) => () => {
      const candidates = available(BANCAS_MUNICIPAIS).filter((n) => operatesIn(n, uf));
      if (candidates.length === 0) return nationalFallback();
      return rng.weighted(candidates.map((n) => [n, Math.max(1, csv.get(n)?.historico ?? 1)] as const));
    },
    estadual: (uf: Uf) => () => {
      const local = available(BANCAS_ESTADUAIS[uf] ?? []);
      const national = available(BANCAS_NACIONAIS).filter((n) => operatesIn(n, uf) && !local.includes(n));
      const weighted = [...local.map((n) => [n, 3] as const), ...national.map((n) => [n, 1] as const)];
      return weighted.length > 0 ? rng.weighted(weighted) : nationalFallback();
    },
    propria: (propria: string | undefined) => () => {
      if (propria && availableBancas.has(propria) && rng.chance(0.6)) return propria;
      return pickFrom(BANCAS_ENSINO_FEDERAL);
    },
  };
}

/** A municipality of the UF not used yet by that kind of agency; the capital a quarter of the time. */
function cityPicker(rng: Random) {
  const citiesByUf = new Map<Uf, string[]>();
  const cities = (uf: Uf) => {
    let list = citiesByUf.get(uf);
    if (!list) {
      list = getMunicipalities(uf).map((m) => m.name);
      citiesByUf.set(uf, list);
    }
    return list;
  };
  const usedCities = new Set<string>();
  return (uf: Uf, kind: 'prefeitura' | 'camara') => {
    const capital = ESTADOS[uf].capital;
    if (!usedCities.has(`${kind}|${uf}|${capital}`) && rng.chance(0.25)) {
      usedCities.add(`${kind}|${uf}|${capital}`);
      return capital;
    }
    const unused = cities(uf).filter((city) => !usedCities.has(`${kind}|${uf}|${city}`));
    const city = rng.pick(unused);
    usedCities.add(`${kind}|${uf}|${city}`);
    return city;
  };
}

/** What planning one day's demo draws on: the generator, the boards and the cities. */
interface Planner {
  rng: Random;
  today: string;
  bancas: ReturnType<typeof bancaPickers>;
  pickCity: ReturnType<typeof cityPicker>;
}

type Regiao = { regiao: number; municipio: string };

/** How a state's agencies are called: 'de São Paulo', 'do Estado de São Paulo'. */
interface StateWords {
  uf: Uf;
  de: string;
  doEstado: string;
  assembleia: string;
}

/** A state agency's name and acronym, then the Federal District's own name and acronym where they differ. */
type StateAgencyNames = readonly [nome: string, sigla: string, dfNome?: string, dfSigla?: string];

const STATE_AGENCIES: Partial<Record<OrgaoKind, (s: StateWords) => StateAgencyNames>> = {
  tj: (s) => [`Tribunal de Justiça ${s.doEstado}`, `TJ-${s.uf}`, 'Tribunal de Justiça do Distrito Federal e dos Territórios', 'TJDFT'],
  mp: (s) => [`Ministério Público ${s.doEstado}`, `MP-${s.uf}`, 'Ministério Público do Distrito Federal e Territórios', 'MPDFT'],
  dpe: (s) => [`Defensoria Pública ${s.doEstado}`, `DPE-${s.uf}`, 'Defensoria Pública do Distrito Federal', 'DPDF'],
  tce: (s) => [`Tribunal de Contas ${s.doEstado}`, `TCE-${s.uf}`, 'Tribunal de Contas do Distrito Federal', 'TCDF'],
  pm: (s) => [`Polícia Militar ${s.doEstado}`, `PM-${s.uf}`, 'Polícia Militar do Distrito Federal'],
  pc: (s) => [`Polícia Civil ${s.doEstado}`, `PC-${s.uf}`, 'Polícia Civil do Distrito Federal'],
  cbm: (s) => [`Corpo de Bombeiros Militar ${s.doEstado}`, `CBM-${s.uf}`, 'Corpo de Bombeiros Militar do Distrito Federal'],
  seduc: (s) => [
    `Secretaria de Estado da Educação ${s.de}`,
    s.uf === 'MG' ? 'SEE-MG' : `SEDUC-${s.uf}`,
    'Secretaria de Estado de Educação do Distrito Federal',
    'SEE-DF',
  ],
  ses: (s) => [`Secretaria de Estado da Saúde ${s.de}`, `SES-${s.uf}`, 'Secretaria de Estado de Saúde do Distrito Federal'],
  sefaz: (s) => [`Secretaria de Estado da Fazenda ${s.de}`, `SEFAZ-${s.uf}`, 'Secretaria de Estado de Economia do Distrito Federal', 'SEEC-DF'],
  ale: (s) => [`Assembleia Legislativa ${s.doEstado}`, s.assembleia, 'Câmara Legislativa do Distrito Federal'],
  tre: (s) => [`Tribunal Regional Eleitoral ${s.de}`, `TRE-${s.uf}`],
};

function stateWords(uf: Uf): StateWords {
  const e = ESTADOS[uf];
  const de = `${e.prep} ${e.nome}`;
  return { uf, de, doEstado: `do Estado ${de}`, assembleia: e.assembleia };
}

function stateAgencySpec(planner: Planner, kind: OrgaoKind, uf: Uf, [nome, sigla, dfNome, dfSigla]: StateAgencyNames): OrgaoSpec {
  const df = uf === 'DF';
  const finalSigla = df && dfSigla ? dfSigla : sigla;
  const spec: OrgaoSpec = {
    kind,
    nome: df && dfNome ? dfNome : nome,
    sigla: finalSigla,
    uf,
    municipio: ESTADOS[uf].capital,
    tituloBase: finalSigla,
    esfera: 'Estadual',
    bancas: planner.bancas.estadual(uf),
  };
  // The electoral court sits in the state's capital but belongs to the federal judiciary.
  if (kind === 'tre') return { ...spec, esfera: 'Federal', bancas: () => planner.bancas.pickFrom(BANCAS_JUDICIARIO_FEDERAL) };
  return spec;
}

function municipalSpec(planner: Planner, kind: 'prefeitura' | 'camara', uf: Uf): OrgaoSpec {
  const city = planner.pickCity(uf, kind);
  const prep = city === 'Rio de Janeiro' || city === 'Recife' ? 'do' : 'de';
  const nome = kind === 'prefeitura' ? `Prefeitura Municipal ${prep} ${city}` : `Câmara Municipal ${prep} ${city}`;
  const curto = kind === 'prefeitura' ? `Prefeitura ${prep} ${city}` : `Câmara ${prep} ${city}`;
  return { kind, nome, sigla: null, uf, municipio: city, tituloBase: `${curto} - ${uf}`, esfera: 'Municipal', bancas: planner.bancas.municipal(uf) };
}

function regionalCourtSpec(planner: Planner, kind: 'trt' | 'trf', uf: Uf, regiao: Regiao | undefined): OrgaoSpec {
  if (!regiao) throw new Error(`${kind} sem região`);
  const sigla = kind === 'trt' ? `TRT-${regiao.regiao}` : `TRF${regiao.regiao}`;
  const nome =
    kind === 'trt' ? `Tribunal Regional do Trabalho da ${regiao.regiao}ª Região` : `Tribunal Regional Federal da ${regiao.regiao}ª Região`;
  return {
    kind,
    nome,
    sigla,
    uf,
    municipio: regiao.municipio,
    tituloBase: `${sigla} (${uf})`,
    esfera: 'Federal',
    bancas: () => planner.bancas.pickFrom(BANCAS_JUDICIARIO_FEDERAL),
  };
}

/** The state's federal university or federal institute, which often run their own selection. */
function federalEducationSpec(planner: Planner, kind: 'universidade' | 'instituto', uf: Uf): OrgaoSpec {
  const e = ESTADOS[uf];
  const common = { kind, uf, esfera: 'Federal' as const };
  if (kind === 'universidade') {
    const u = e.universidade;
    const bancas = planner.bancas.propria(BANCA_PROPRIA_UNIVERSIDADE[u.sigla]);
    return { ...common, nome: u.nome, sigla: u.sigla, municipio: u.municipio ?? e.capital, tituloBase: u.sigla, bancas };
  }
  const i = e.instituto;
  const nome =
    uf === 'DF'
      ? 'Instituto Federal de Educação, Ciência e Tecnologia de Brasília'
      : `Instituto Federal de Educação, Ciência e Tecnologia ${stateWords(uf).de}`;
  return { ...common, nome, sigla: i.sigla, municipio: i.municipio ?? e.capital, tituloBase: i.sigla, bancas: planner.bancas.propria(i.sigla) };
}

function federalSpec(planner: Planner, kind: OrgaoKind): OrgaoSpec {
  const federal = FEDERAIS.find((f) => f.kind === kind);
  if (!federal) throw new Error(`tipo de órgão desconhecido: ${kind}`);
  return {
    kind,
    nome: federal.nome,
    sigla: federal.sigla,
    uf: federal.nacional ? null : 'DF',
    municipio: 'Brasília',
    tituloBase: federal.sigla,
    esfera: 'Federal',
    bancas: () => planner.bancas.pickFrom(federal.bancas),
  };
}

function orgaoSpec(planner: Planner, kind: OrgaoKind, uf: Uf, regiao?: Regiao): OrgaoSpec {
  const stateNames = STATE_AGENCIES[kind];
  if (stateNames) return stateAgencySpec(planner, kind, uf, stateNames(stateWords(uf)));
  switch (kind) {
    case 'prefeitura':
    case 'camara':
      return municipalSpec(planner, kind, uf);
    case 'trt':
    case 'trf':
      return regionalCourtSpec(planner, kind, uf, regiao);
    case 'universidade':
    case 'instituto':
      return federalEducationSpec(planner, kind, uf);
    default:
      return federalSpec(planner, kind);
  }
}

type Candidate = { kind: OrgaoKind; weight: number; repeatable: boolean; regiao?: Regiao };

/** The agencies a UF's notices may come from, with their weights; only town halls and councils repeat. */
function candidatesFor(uf: Uf): Candidate[] {
  const list: Candidate[] = [];
  const add = (kind: OrgaoKind, weight: number, repeatable = false) => list.push({ kind, weight, repeatable });
  if (uf !== 'DF') {
    add('prefeitura', 36, true);
    add('camara', 8, true);
  }
  const stateKinds: ReadonlyArray<readonly [OrgaoKind, number]> = [
    ['tj', 4], ['mp', 3], ['dpe', 2], ['tce', 3], ['tre', 2], ['pm', 4], ['pc', 4], ['cbm', 3],
    ['seduc', 4], ['ses', 4], ['sefaz', 3], ['ale', 3], ['universidade', 4], ['instituto', 4],
  ];
  for (const [kind, weight] of stateKinds) add(kind, weight);
  for (const trt of TRTS.filter((t) => t.uf === uf)) list.push({ kind: 'trt', weight: 2, repeatable: false, regiao: trt });
  for (const trf of TRFS.filter((t) => t.uf === uf)) list.push({ kind: 'trf', weight: 2, repeatable: false, regiao: trf });
  if (uf === 'DF') {
    for (const federal of FEDERAIS.filter((f) => !f.nacional)) add(federal.kind, 4);
  }
  return list;
}

/** The agency of each notice: at least three per UF, the rest by UF weight, plus the nationwide ones. */
function chooseAgencies(planner: Planner, total: number): OrgaoSpec[] {
  const { rng } = planner;
  const perUf = new Map<Uf, number>(UFS.map((uf) => [uf, MIN_PER_UF]));
  const extra = total - NATIONAL_NOTICES - MIN_PER_UF * UFS.length;
  if (extra < 0) throw new Error(`total de editais de demonstração pequeno demais: ${total}`);
  const ufWeights = UFS.map((uf) => [uf, UF_WEIGHTS[uf]] as const);
  for (let i = 0; i < extra; i++) {
    const uf = rng.weighted(ufWeights);
    perUf.set(uf, perUf.get(uf)! + 1);
  }

  const specs: OrgaoSpec[] = [];
  for (const uf of UFS) {
    const candidates = candidatesFor(uf);
    for (let i = 0; i < perUf.get(uf)!; i++) {
      const chosen = rng.weighted(candidates.map((c) => [c, c.weight] as const));
      if (!chosen.repeatable) candidates.splice(candidates.indexOf(chosen), 1);
      specs.push(orgaoSpec(planner, chosen.kind, uf, chosen.regiao));
    }
  }
  const nacionais = rng.shuffle(FEDERAIS.filter((f) => f.nacional)).slice(0, NATIONAL_NOTICES);
  for (const federal of nacionais) specs.push(orgaoSpec(planner, federal.kind, 'DF'));
  return specs;
}

/** Every notice's status, by STATUS_SHARE (at least two of each rarer one), open for the rest. */
function statusList(total: number): EditalStatus[] {
  const statuses: EditalStatus[] = [];
  for (const [status, share] of STATUS_SHARE.slice(1)) {
    for (let i = 0; i < Math.max(2, Math.round(share * total)); i++) statuses.push(status);
  }
  while (statuses.length < total) statuses.push('inscricoes_abertas');
  return statuses;
}

/** Registration and creation, in days from today, for a notice of that status. */
function planDayOffsets(rng: Random, status: EditalStatus, nextCloseDeadline: () => number | undefined) {
  let inicio: number | null = null;
  let fim: number | null = null;
  let created: number;
  switch (status) {
    case 'inscricoes_abertas':
    case 'suspenso': {
      fim = (status === 'inscricoes_abertas' ? nextCloseDeadline() : undefined) ?? fimAberto(rng);
      inicio = fim - rng.int(20, 45);
      if (inicio >= 0) inicio = -rng.int(1, 5);
      created = Math.min(-1, Math.max(-58, inicio - rng.int(0, 10)));
      break;
    }
    case 'publicado':
      inicio = rng.int(1, 30);
      fim = inicio + rng.int(15, 40);
      created = -rng.int(1, 30);
      break;
    case 'autorizado':
      created = -rng.int(1, 60);
      break;
    default: // encerrado, cancelado
      fim = -rng.int(1, 45);
      inicio = fim - rng.int(15, 35);
      created = Math.min(-1, Math.max(-60, inicio - rng.int(0, 7)));
      break;
  }
  return { inicio, fim, created };
}

/** An open notice's deadline beyond the close ones of FIM_PROXIMO. */
function fimAberto(rng: Random): number {
  const r = rng.float();
  if (r < 0.25) return rng.int(8, 14);
  if (r < 0.7) return rng.int(15, 35);
  return rng.int(36, 60);
}

/** A time of day in Brasília between 07:00 and 21:59 on the day `offset` days from today. */
function timestampAt(planner: Planner, offset: number): string {
  const { rng } = planner;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${addDays(planner.today, offset)}T${pad(rng.int(7, 21))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}${BRASILIA_OFFSET}`;
}

/** The notice's dates: registration, exam (a Sunday), creation and perhaps a later correction. */
function planDates(planner: Planner, status: EditalStatus, nextCloseDeadline: () => number | undefined) {
  const { rng, today } = planner;
  const { inicio, fim, created } = planDayOffsets(rng, status, nextCloseDeadline);
  const prova = fim === null ? null : onSunday(addDays(today, fim + rng.int(21, 60)));
  const createdAt = timestampAt(planner, created);
  const retificadoEm =
    status !== 'autorizado' && created <= -3 && rng.chance(0.18) ? timestampAt(planner, rng.int(created + 1, -1)) : null;
  return {
    inscricoesInicio: inicio === null ? null : addDays(today, inicio),
    inscricoesFim: fim === null ? null : addDays(today, fim),
    provaData: prova,
    retificadoEm,
    createdAt,
    updatedAt: retificadoEm ?? createdAt,
  };
}

/** One to six positions from the agency's catalogue, with openings, pay and one fee per level. */
function planCargos(rng: Random, kind: OrgaoKind, soCadastroReserva: boolean) {
  const catalog = CARGOS[kind];
  const weights: ReadonlyArray<readonly [number, number]> =
    kind === 'prefeitura'
      ? [[1, 1], [2, 1], [3, 2], [4, 2], [5, 2], [6, 3]]
      : [[1, 3], [2, 3], [3, 2], [4, 1], [5, 1], [6, 0.5]];
  const k = Math.min(catalog.length, rng.weighted(weights));
  const modelos = rng.shuffle(catalog).slice(0, k);
  const sorteados = modelos.map((m) => ({
    modelo: m,
    vagas: soCadastroReserva || (k > 1 && rng.chance(0.1)) ? 0 : rng.int(m.vagas[0], m.vagas[1]),
    remuneracaoBase: rng.money(m.remuneracao[0], m.remuneracao[1]),
  }));
  // One fee per education level in a notice, higher where that level's pay is high.
  const taxaPorNivel = new Map<string, number>();
  for (const nivel of new Set(modelos.map((m) => m.escolaridade))) {
    const maior = Math.max(...sorteados.filter((s) => s.modelo.escolaridade === nivel).map((s) => s.remuneracaoBase));
    const options = TAXAS[nivel];
    const half = Math.floor(options.length / 2);
    taxaPorNivel.set(nivel, rng.pick(maior > 12_000 ? options.slice(half) : options.slice(0, -1)));
  }
  const cargos = sorteados.map(({ modelo: m, vagas, remuneracaoBase }): PlannedCargo => {
    const { jornada, cargaHorariaSemanal } = jornadaTexto(m.jornada);
    return {
      nome: m.nome,
      escolaridade: m.escolaridade,
      jornada,
      cargaHorariaSemanal,
      vagas,
      remuneracaoBase,
      formatoProva: m.formato,
      taxaInscricao: taxaPorNivel.get(m.escolaridade)!,
    };
  });
  return { modelos, cargos };
}

/** Tags: area first (cards show three), then level and sphere. */
function planTags(spec: OrgaoSpec, modelos: ReadonlyArray<{ tags: readonly Tag[] }>, niveis: string[], vagas: number): string[] {
  const areaCount = new Map<Tag, number>();
  for (const m of modelos) for (const t of m.tags) areaCount.set(t, (areaCount.get(t) ?? 0) + 1);
  const kindTag = KIND_TAG[spec.kind];
  const areas = [...areaCount.entries()]
    .filter(([t]) => t !== kindTag)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t);
  const niveisTags = [...new Set(NIVEL_ORDEM.filter((n) => niveis.includes(n)).map((n) => NIVEL_TAG[n]))];
  return [
    ...new Set<Tag>([
      ...(vagas === 0 ? (['Cadastro Reserva'] as const) : []),
      ...(kindTag ? [kindTag] : []),
      ...areas.slice(0, kindTag ? 1 : 2),
      ...niveisTags.slice(0, 2),
      spec.esfera,
    ]),
  ].slice(0, 5);
}

/** One notice of the plan. `titles` keeps titles unique across the plan. */
function planNotice(
  planner: Planner,
  { spec, index, status, soCadastroReserva }: { spec: OrgaoSpec; index: number; status: EditalStatus; soCadastroReserva: boolean },
  context: { titles: Set<string>; nextCloseDeadline: () => number | undefined },
): PlannedEdital {
  const dates = planDates(planner, status, context.nextCloseDeadline);
  const { modelos, cargos } = planCargos(planner.rng, spec.kind, soCadastroReserva);
  const niveis = [...new Set(cargos.map((c) => c.escolaridade))];
  const vagas = cargos.reduce((sum, c) => sum + c.vagas, 0);
  const pays = cargos.map((c) => c.remuneracaoBase);

  // Title: the agency, the year, and the position when there is only one.
  const year = (dates.inscricoesInicio ?? planner.today).slice(0, 4);
  let titulo = `Concurso ${spec.tituloBase} ${year}${cargos.length === 1 ? ` - ${cargos[0]!.nome}` : ''}`;
  for (let n = 2; context.titles.has(titulo); n++) titulo = `Concurso ${spec.tituloBase} ${year} - Edital ${n}`;
  context.titles.add(titulo);

  const bancaNome = status === 'autorizado' && planner.rng.chance(0.5) ? null : spec.bancas();
  return {
    fonteChave: `${DEMO_FONTE}:${index + 1}`,
    titulo,
    slug: slugify(titulo.replace(/^Concurso /, '')),
    uf: spec.uf,
    municipio: spec.uf === null ? null : spec.municipio,
    escolaridade: niveis.length === 1 ? niveis[0]! : 'Vários_Níveis',
    vagas,
    remuneracaoMin: Math.min(...pays),
    remuneracaoMax: Math.max(...pays),
    ...dates,
    status,
    tags: planTags(spec, modelos, niveis, vagas),
    bancaNome,
    comLinks: status !== 'autorizado',
    orgao: { nome: spec.nome, sigla: spec.sigla, uf: spec.uf, municipio: spec.municipio },
    cargos,
  };
}

/**
 * Plans the demo notices for `today`. Deterministic: the same date and the same set of available
 * exam boards give the same plan.
 */
export function planDemoData(today: string, availableBancas: ReadonlySet<string>, total = DEMO_TOTAL): PlannedEdital[] {
  assertIsoDate(today);
  const rng = new Random(hashString(`mci-demo:${today}`));
  const planner: Planner = { rng, today, bancas: bancaPickers(rng, availableBancas), pickCity: cityPicker(rng) };
  // Statuses, shuffled over the agencies.
  const order = rng.shuffle(chooseAgencies(planner, total));
  const statusOrder = rng.shuffle(statusList(total));
  const cadastroReserva = new Set(
    rng
      .shuffle(order.map((_, i) => i).filter((i) => statusOrder[i] !== 'autorizado'))
      .slice(0, CADASTRO_RESERVA_NOTICES),
  );
  let proximos = 0;
  const context = {
    titles: new Set<string>(),
    nextCloseDeadline: () => (proximos < FIM_PROXIMO.length ? FIM_PROXIMO[proximos++] : undefined),
  };
  return order.map((spec, index) =>
    planNotice(planner, { spec, index, status: statusOrder[index]!, soCadastroReserva: cadastroReserva.has(index) }, context),
  );
}

// ---------------------------------------------------------------------------------------------
// Writing the plan

export interface DemoSeedResult {
  /** Notices inserted. */
  editais: number;
  /** Positions inserted into notices (edital_cargo rows). */
  cargos: number;
  /** Agencies inserted (those already present are reused). */
  orgaos: number;
}

const orgaoKey = (o: { nome: string; uf: string | null }) => `${o.nome}|${o.uf ?? ''}`;
const cargoKey = (c: { nome: string; escolaridade: string | null; jornada: string | null }) =>
  `${c.nome}|${c.escolaridade ?? ''}|${c.jornada ?? ''}`;

function chunks<T>(items: readonly T[], size = INSERT_BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Link on the exam board's site, only when the site is an http(s) URL (the database checks it). */
function linkOn(site: string | null | undefined, path: string): string | null {
  if (!site || !/^https?:\/\//i.test(site)) return null;
  return `${site.replace(/\/+$/, '')}/${path}`;
}

/** The plan's agencies: the new ones inserted, the rest reused. Ids by orgaoKey. */
async function insertOrgaos(tx: Tx, plan: PlannedEdital[]): Promise<{ ids: Map<string, number>; inserted: number }> {
  const orgaos = [...new Map(plan.map((e) => [orgaoKey(e.orgao), e.orgao])).values()];
  let inserted = 0;
  const ids = new Map<string, number>();
  for (const batch of chunks(orgaos)) {
    const rows = await tx.insert(orgao).values(batch).onConflictDoNothing().returning({ id: orgao.id, nome: orgao.nome, uf: orgao.uf });
    inserted += rows.length;
    for (const row of rows) ids.set(orgaoKey(row), row.id);
  }
  const missing = orgaos.filter((o) => !ids.has(orgaoKey(o)));
  if (missing.length > 0) {
    const rows = await tx
      .select({ id: orgao.id, nome: orgao.nome, uf: orgao.uf })
      .from(orgao)
      .where(inArray(orgao.nome, [...new Set(missing.map((o) => o.nome))]));
    for (const row of rows) ids.set(orgaoKey(row), row.id);
  }
  return { ids, inserted };
}

/** The plan's positions, shared between notices by (nome, escolaridade, jornada). Ids by cargoKey. */
async function insertCargos(tx: Tx, plan: PlannedEdital[]): Promise<Map<string, number>> {
  const cargos = [
    ...new Map(
      plan.flatMap((e) => e.cargos).map((c) => [
        cargoKey(c),
        { nome: c.nome, escolaridade: c.escolaridade, jornada: c.jornada, cargaHorariaSemanal: c.cargaHorariaSemanal },
      ]),
    ).values(),
  ];
  const keyed = { id: cargo.id, nome: cargo.nome, escolaridade: cargo.escolaridade, jornada: cargo.jornada };
  const ids = new Map<string, number>();
  for (const batch of chunks(cargos)) {
    const rows = await tx.insert(cargo).values(batch).onConflictDoNothing().returning(keyed);
    for (const row of rows) ids.set(cargoKey(row), row.id);
  }
  const missing = cargos.filter((c) => !ids.has(cargoKey(c)));
  if (missing.length > 0) {
    const rows = await tx
      .select(keyed)
      .from(cargo)
      .where(inArray(cargo.nome, [...new Set(missing.map((c) => c.nome))]));
    for (const row of rows) ids.set(cargoKey(row), row.id);
  }
  return ids;
}

type BancaRow = { id: number; nome: string; site: string | null };

/** The notice's row, linked to its agency and exam board. */
function editalRow(e: PlannedEdital, orgaoIds: Map<string, number>, bancaByName: Map<string, BancaRow>) {
  const b = e.bancaNome ? bancaByName.get(e.bancaNome) : undefined;
  const orgaoId = orgaoIds.get(orgaoKey(e.orgao));
  if (orgaoId === undefined) throw new Error(`órgão não encontrado: ${e.orgao.nome}`);
  return {
    titulo: e.titulo,
    uf: e.uf,
    municipio: e.municipio,
    // Linked to its IBGE municipality by the same rule as collected notices (nationwide ones have no UF: none).
    municipioIbge: municipioIbgeOf(e.uf, e.municipio),
    // niveis, esfera, areas and escolaridade by the same rules as collected notices.
    ...classifyNotice({ titulo: e.titulo, escolaridade: e.escolaridade, orgao: e.orgao, municipio: e.municipio, cargos: e.cargos }),
    vagas: e.vagas,
    remuneracaoMin: e.remuneracaoMin,
    remuneracaoMax: e.remuneracaoMax,
    inscricoesInicio: e.inscricoesInicio,
    inscricoesFim: e.inscricoesFim,
    provaData: e.provaData,
    retificadoEm: e.retificadoEm,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    status: e.status,
    tags: e.tags,
    linkEdital: e.comLinks ? linkOn(b?.site, `concursos/${e.slug}`) : null,
    linkInscricao: e.comLinks ? linkOn(b?.site, `concursos/${e.slug}/inscricao`) : null,
    orgaoId,
    bancaId: b?.id ?? null,
    fonte: DEMO_FONTE,
    fonteChave: e.fonteChave,
  };
}

/**
 * The history of a rectified demo notice, as the collector records one ('O que mudou'): the first
 * version when it was published, with registration ending two weeks earlier and fewer vacancies,
 * and the rectification that extended the registration and added vacancies. Deterministic (no
 * draw from the generator, so the plan itself does not change).
 */
export function demoVersoes(e: PlannedEdital): { criadoEm: string; fatos: Record<string, unknown>; mudancas: Mudanca[] }[] {
  if (!e.retificadoEm || !e.inscricoesFim) return [];
  const fatos = { inscricoes_inicio: e.inscricoesInicio, inscricoes_fim: e.inscricoesFim, prova_data: e.provaData, vagas: e.vagas, status: e.status };
  const fimAntes = addDays(e.inscricoesFim, -14);
  const prorrogada = !e.inscricoesInicio || fimAntes >= e.inscricoesInicio;
  // One to five vacancies fewer, never down to none.
  const vagasAntes = e.vagas > 1 ? e.vagas - Math.min((e.vagas % 5) + 1, e.vagas - 1) : e.vagas;
  const mudancas: Mudanca[] = [];
  if (prorrogada) mudancas.push({ campo: 'inscricoes_fim', de: fimAntes, para: e.inscricoesFim });
  if (vagasAntes !== e.vagas) mudancas.push({ campo: 'vagas', de: vagasAntes, para: e.vagas });
  if (mudancas.length === 0) return [];
  const antes = { ...fatos, ...(prorrogada ? { inscricoes_fim: fimAntes } : {}), vagas: vagasAntes };
  return [
    { criadoEm: e.createdAt, fatos: antes, mudancas: [] },
    { criadoEm: e.retificadoEm, fatos, mudancas },
  ];
}

async function insertVersoes(tx: Tx, plan: PlannedEdital[], editalIds: Map<string, number>): Promise<void> {
  const rows = plan.flatMap((e) => {
    const editalId = editalIds.get(e.fonteChave);
    return editalId === undefined ? [] : demoVersoes(e).map((v) => ({ editalId, fonte: DEMO_FONTE, ...v }));
  });
  for (const batch of chunks(rows)) await tx.insert(editalVersao).values(batch);
}

/** The notices; an existing fonte_chave is left alone. Ids of the inserted ones by fonte_chave. */
async function insertEditais(
  tx: Tx,
  plan: PlannedEdital[],
  links: { orgaoIds: Map<string, number>; bancaByName: Map<string, BancaRow> },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(plan)) {
    const rows = await tx
      .insert(edital)
      .values(batch.map((e) => editalRow(e, links.orgaoIds, links.bancaByName)))
      .onConflictDoNothing({ target: edital.fonteChave })
      .returning({ id: edital.id, fonteChave: edital.fonteChave });
    for (const row of rows) if (row.fonteChave) ids.set(row.fonteChave, row.id);
  }
  return ids;
}

/** Positions in notices, only for the notices this call inserted. Returns how many. */
async function insertEditalCargos(tx: Tx, plan: PlannedEdital[], editalIds: Map<string, number>, cargoIds: Map<string, number>) {
  const rows = plan.flatMap((e) => {
    const editalId = editalIds.get(e.fonteChave);
    if (editalId === undefined) return [];
    return e.cargos.map((c) => {
      const cargoId = cargoIds.get(cargoKey(c));
      if (cargoId === undefined) throw new Error(`cargo não encontrado: ${c.nome}`);
      const { vagas, remuneracaoBase, formatoProva, taxaInscricao } = c;
      return { editalId, cargoId, vagas, remuneracaoBase, formatoProva, taxaInscricao };
    });
  });
  let inserted = 0;
  for (const batch of chunks(rows)) {
    inserted += (await tx.insert(editalCargo).values(batch).onConflictDoNothing().returning({ id: editalCargo.id })).length;
  }
  return inserted;
}

/**
 * Inserts about 150 demo notices dated around `today` ('YYYY-MM-DD', Brasília), with their
 * agencies and positions, in one transaction. Does nothing when demo notices already exist (with
 * `onlyIntoEmpty`, when any notice exists).
 * Needs the reference data (exam boards) in place.
 */
export async function seedDemoData(db: Database | Tx, options: { today: string; onlyIntoEmpty?: boolean }): Promise<DemoSeedResult> {
  assertIsoDate(options.today);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    // At start-up (SEED_DEMO) only an empty database gets the demo: never mixed into real notices.
    const existing = await tx
      .select({ id: edital.id })
      .from(edital)
      .where(options.onlyIntoEmpty ? undefined : eq(edital.fonte, DEMO_FONTE))
      .limit(1);
    if (existing.length > 0) return { editais: 0, cargos: 0, orgaos: 0 };

    const bancas = await tx
      .select({ id: banca.id, nome: banca.nome, site: banca.site })
      .from(banca)
      .where(inArray(banca.nome, demoBancaNames()));
    if (bancas.length === 0) {
      throw new Error('Nenhuma banca conhecida no banco: rode seedReferenceData antes dos dados de demonstração.');
    }
    const bancaByName = new Map(bancas.map((b) => [b.nome, b]));
    const plan = planDemoData(options.today, new Set(bancaByName.keys()));

    const orgaos = await insertOrgaos(tx, plan);
    const cargoIds = await insertCargos(tx, plan);
    const editalIds = await insertEditais(tx, plan, { orgaoIds: orgaos.ids, bancaByName });
    const cargos = await insertEditalCargos(tx, plan, editalIds, cargoIds);
    await insertVersoes(tx, plan, editalIds);
    return { editais: editalIds.size, cargos, orgaos: orgaos.inserted };
  });
}
