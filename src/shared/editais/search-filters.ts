import { AREAS, ESFERAS, type Area, type Esfera, type Nivel } from '../domain';
import { isUf, type Uf } from '../ufs';
import { normalizeText } from './classify';
import { formatCurrency, formatInteger } from './format';

/**
 * The advanced search (issue 15): the filters of GET /api/editais and of /explorar, in one shape
 * for the server, the page's address and saved searches. Without zod, so the public page can read
 * its own address without downloading it; src/shared/editais/schemas.ts holds the API's strict
 * schema, built on these names and values (search-filters.test.ts checks that both agree).
 */

export const ORDENS = ['recentes', 'prazo', 'salario', 'vagas'] as const;
export type Ordem = (typeof ORDENS)[number];

export const SITUACOES = ['abertas', 'previstas'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** Notices per page of an advanced search (?pagina=). */
export const SEARCH_PAGE_SIZE = 50;

/** Bounds of the numeric filters. */
export const FILTER_BOUNDS = {
  salarioMax: 1_000_000,
  vagasMax: 100_000,
  prazoMax: 365,
  raioMax: 500,
  paginaMax: 1_000,
  bancaMin: 2,
  bancaMax: 60,
  listMax: 27,
} as const;

/** The levels as the address spells them: short, without accents. */
export const NIVEL_SLUGS: Record<string, Nivel> = {
  fundamental: 'Ensino_Fundamental',
  medio: 'Ensino_Médio',
  tecnico: 'Ensino_Técnico',
  superior: 'Ensino_Superior',
  pos: 'Pós_Graduação',
};
export const NIVEL_SLUG: Record<Nivel, string> = Object.fromEntries(
  Object.entries(NIVEL_SLUGS).map(([slug, nivel]) => [nivel, slug]),
) as Record<Nivel, string>;

/** Short Portuguese names of the levels, for the filter panel. */
export const NIVEL_LABELS: Record<Nivel, string> = {
  Ensino_Fundamental: 'Fundamental',
  Ensino_Médio: 'Médio',
  Ensino_Técnico: 'Técnico',
  Ensino_Superior: 'Superior',
  Pós_Graduação: 'Pós-graduação',
};

export const ORDEM_LABELS: Record<Ordem, string> = {
  recentes: 'Mais recentes',
  prazo: 'Prazo de inscrição mais próximo',
  salario: 'Maior salário',
  vagas: 'Mais vagas',
};

export const SITUACAO_LABELS: Record<Situacao, string> = {
  abertas: 'Inscrições abertas',
  previstas: 'Previstos e autorizados',
};

/** A search as the server runs it. Lists are empty and optional values undefined when not filtered. */
export interface SearchFilters {
  q?: string | undefined;
  ufs: Uf[];
  niveis: Nivel[];
  /** Reais, compared with the top pay (remuneracao_max). */
  salarioMin?: number | undefined;
  vagasMin?: number | undefined;
  esfera?: Esfera | undefined;
  area?: Area | undefined;
  /** Name or acronym of the exam board, accent-insensitive. */
  banca?: string | undefined;
  situacao?: Situacao | undefined;
  /** Registrations end within this many days (0 = today), counted from today in Brasília. */
  prazo?: number | undefined;
  ordem: Ordem;
  /** 7-digit IBGE code of the municipality whose seat is the centre of `raioKm`. */
  municipio?: string | undefined;
  raioKm?: number | undefined;
  /** Add the states that border those in `ufs`. */
  vizinhos: boolean;
}

export const EMPTY_FILTERS: SearchFilters = { ufs: [], niveis: [], ordem: 'recentes', vizinhos: false };

/**
 * Whether a search needs Premium: anything beyond a text and a single state (SPEC: free keeps the
 * search it has today). A page number counts too: free searches have one page of 50.
 */
export function usesPremiumFilters(filters: SearchFilters, pagina?: number): boolean {
  return (
    filters.ufs.length > 1 ||
    filters.niveis.length > 0 ||
    filters.salarioMin !== undefined ||
    filters.vagasMin !== undefined ||
    filters.esfera !== undefined ||
    filters.area !== undefined ||
    filters.banca !== undefined ||
    filters.situacao !== undefined ||
    filters.prazo !== undefined ||
    filters.ordem !== 'recentes' ||
    filters.municipio !== undefined ||
    filters.raioKm !== undefined ||
    filters.vizinhos ||
    pagina !== undefined
  );
}

/** The value of a level in any spelling the address may carry ('superior', 'Ensino_Superior'). */
export function nivelFromParam(value: string): Nivel | undefined {
  const key = normalizeText(value).replace(/[\s_-]+/g, '');
  for (const [slug, nivel] of Object.entries(NIVEL_SLUGS)) {
    if (key === slug || key === normalizeText(nivel).replace(/[\s_-]+/g, '')) return nivel;
  }
  if (key === 'posgraduacao') return 'Pós_Graduação';
  return undefined;
}

export function areaFromParam(value: string): Area | undefined {
  const key = normalizeText(value);
  return AREAS.find((area) => normalizeText(area) === key);
}

export function esferaFromParam(value: string): Esfera | undefined {
  const key = normalizeText(value);
  return ESFERAS.find((esfera) => esfera === key);
}

const inList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;
export const ordemFromParam = (value: string) => inList(ORDENS, value.trim().toLowerCase());
export const situacaoFromParam = (value: string) => inList(SITUACOES, value.trim().toLowerCase());

/** A whole number written with digits only (thousands dots allowed: '5.000'), else undefined. */
export function wholeNumberFromParam(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d{1,3}(\.\d{3})+$|^\d{1,9}$/.test(text)) return undefined;
  return Number(text.replace(/\./g, ''));
}

/** An amount in reais: '5000', '5.000', '5000,50', '5000.50'. */
export function reaisFromParam(value: string): number | undefined {
  const text = value.trim();
  const whole = wholeNumberFromParam(text);
  if (whole !== undefined) return whole;
  const match = /^(\d{1,3}(?:\.\d{3})*|\d{1,9})[,.](\d{1,2})$/.exec(text);
  if (!match) return undefined;
  return Number(`${match[1]!.replace(/\./g, '')}.${match[2]}`);
}

export const isMunicipioCode = (value: string) => /^[1-5]\d{6}$/.test(value.trim());

/** Values of a repeatable parameter, blanks left out ('uf=SP&uf=' is one state). */
function all(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function one(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

const unique = <T>(values: (T | undefined)[]): T[] => [...new Set(values.filter((v): v is T => v !== undefined))];

/**
 * The filters of an address, read leniently: a value the API would refuse is left out, so a mistyped
 * link still shows notices (the page says what it ignored). The server's schema is strict.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const text = one(params, 'q')?.slice(0, 100).trim();
  const within = <T extends number>(value: T | undefined, max: number, min = 0) =>
    value !== undefined && value >= min && value <= max ? value : undefined;
  const municipio = one(params, 'municipio');
  const banca = one(params, 'banca');
  const filters: SearchFilters = {
    q: text ? text : undefined,
    ufs: unique(all(params, 'uf').map((v) => v.toUpperCase()).map((v) => (isUf(v) ? v : undefined))).slice(0, FILTER_BOUNDS.listMax),
    niveis: unique(all(params, 'nivel').map(nivelFromParam)),
    salarioMin: within(mapOne(params, 'salario_min', reaisFromParam), FILTER_BOUNDS.salarioMax),
    vagasMin: within(mapOne(params, 'vagas_min', wholeNumberFromParam), FILTER_BOUNDS.vagasMax, 1),
    esfera: mapOne(params, 'esfera', esferaFromParam),
    area: mapOne(params, 'area', areaFromParam),
    banca: banca && banca.length >= FILTER_BOUNDS.bancaMin ? banca.slice(0, FILTER_BOUNDS.bancaMax) : undefined,
    situacao: mapOne(params, 'situacao', situacaoFromParam),
    prazo: within(mapOne(params, 'prazo', wholeNumberFromParam), FILTER_BOUNDS.prazoMax),
    ordem: mapOne(params, 'ordem', ordemFromParam) ?? 'recentes',
    municipio: municipio && isMunicipioCode(municipio) ? municipio : undefined,
    raioKm: undefined,
    vizinhos: false,
  };
  if (filters.municipio) filters.raioKm = within(mapOne(params, 'raio_km', wholeNumberFromParam), FILTER_BOUNDS.raioMax);
  if (filters.ufs.length > 0) filters.vizinhos = one(params, 'vizinhos') === '1';
  return filters;
}

function mapOne<T>(params: URLSearchParams, name: string, read: (value: string) => T | undefined): T | undefined {
  const value = one(params, name);
  return value === undefined ? undefined : read(value);
}

/** ?pagina=: a page number from 1, else undefined (the first page). */
export function paginaFromParam(value: string | null | undefined): number | undefined {
  const n = value ? wholeNumberFromParam(value) : undefined;
  return n !== undefined && n >= 1 && n <= FILTER_BOUNDS.paginaMax ? n : undefined;
}

/**
 * The address parameters of a search (the API's and the page's): defaults and blanks left out, in a
 * stable order, so equal searches have equal addresses.
 */
export function paramsFromFilters(filters: Partial<SearchFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const uf of filters.ufs ?? []) params.append('uf', uf);
  for (const nivel of filters.niveis ?? []) params.append('nivel', NIVEL_SLUG[nivel]);
  if (filters.salarioMin !== undefined) params.set('salario_min', String(filters.salarioMin));
  if (filters.vagasMin !== undefined) params.set('vagas_min', String(filters.vagasMin));
  if (filters.esfera) params.set('esfera', filters.esfera);
  if (filters.area) params.set('area', filters.area);
  if (filters.banca) params.set('banca', filters.banca);
  if (filters.situacao) params.set('situacao', filters.situacao);
  if (filters.prazo !== undefined) params.set('prazo', String(filters.prazo));
  if (filters.municipio) {
    params.set('municipio', filters.municipio);
    if (filters.raioKm !== undefined) params.set('raio_km', String(filters.raioKm));
  }
  if (filters.vizinhos && (filters.ufs?.length ?? 0) > 0) params.set('vizinhos', '1');
  if (filters.ordem && filters.ordem !== 'recentes') params.set('ordem', filters.ordem);
  return params;
}

/** 'R$ 5.000' for whole reais, 'R$ 5.000,50' with cents (a minimum may be typed with them). */
function reais(value: number): string {
  return Number.isInteger(value) ? `R$ ${formatInteger(value)}` : formatCurrency(value).replace('\u00a0', ' ');
}

/** A short Portuguese description of a search, for saved searches and e-mails: 'polícia · SP, RJ · Superior'. */
export function describeFilters(filters: SearchFilters, municipioNome?: string): string {
  const parts: string[] = [];
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.ufs.length > 0) parts.push(filters.ufs.join(', ') + (filters.vizinhos ? ' e vizinhos' : ''));
  if (filters.niveis.length > 0) parts.push(filters.niveis.map((n) => NIVEL_LABELS[n]).join(', '));
  if (filters.salarioMin !== undefined) parts.push(`salário a partir de ${reais(filters.salarioMin)}`);
  if (filters.vagasMin !== undefined) parts.push(`${filters.vagasMin}+ vagas`);
  if (filters.esfera) parts.push(filters.esfera);
  if (filters.area) parts.push(filters.area);
  if (filters.banca) parts.push(`banca ${filters.banca}`);
  if (filters.situacao) parts.push(SITUACAO_LABELS[filters.situacao].toLowerCase());
  if (filters.prazo !== undefined) parts.push(`inscrições até ${filters.prazo} dias`);
  if (filters.municipio) parts.push(`até ${filters.raioKm ?? 0} km de ${municipioNome ?? filters.municipio}`);
  return parts.length > 0 ? parts.join(' · ') : 'Todos os concursos';
}

/** 403 PREMIUM_REQUIRED of an advanced search from a visitor or a free account (issue 15). */
export const PREMIUM_FILTERS_MESSAGE = 'Filtros avançados são um recurso do plano Premium.';
