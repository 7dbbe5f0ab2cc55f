import { filtersFromParams, type SearchFilters } from './editais/search-filters';

/**
 * Saved searches (issue 15, Premium): the limit, the texts and the address rules shared by the
 * server and /explorar. Without zod, so the page can import them without downloading it; the API's
 * schemas are in src/shared/api/buscas.ts.
 */

/** Saved searches per account. */
export const BUSCAS_LIMITE = 10;

/** Longest name of a saved search, in characters after trimming (the database checks it too). */
export const BUSCA_NOME_MAX = 80;

export const BUSCA_TEXTS = {
  nomeInvalido: `Dê um nome à busca, com até ${BUSCA_NOME_MAX} caracteres.`,
  corpoInvalido: 'Envie o nome (nome) e os filtros (filtros) da busca.',
  filtrosInvalidos: 'Os filtros (filtros) devem ser um objeto com os parâmetros da busca, como {"q": "policia", "uf": ["SP", "RJ"]}.',
  /** 409 of the 11th. */
  limite: `Você já tem ${BUSCAS_LIMITE} buscas salvas. Apague uma para salvar outra.`,
  /** 403 PREMIUM_REQUIRED for a free account. */
  premium: 'Buscas salvas são um recurso do plano Premium.',
  naoEncontrada: 'Busca não encontrada.',
  idInvalido: 'Identificador de busca inválido.',
  /** 404 of a private feed whose token no saved search of a Premium account has. */
  feedNaoEncontrado: 'Feed não encontrado: a busca foi apagada ou o endereço não existe.',
} as const;

/** Where the private feeds of saved searches live (robots.txt keeps crawlers out). */
export const BUSCA_RSS_PREFIX = '/rss/buscas/';

/** The private RSS feed of a saved search: /rss/buscas/{token}.xml (no cookie: the token is the credential). */
export function buscaRssPath(token: string): string {
  return `${BUSCA_RSS_PREFIX}${encodeURIComponent(token)}.xml`;
}

/** The title of a saved search's feed in the reader. */
export function buscaRssTitle(nome: string): string {
  return `MCI — ${nome}`;
}

/** A saved search's parameters as the API carries them: a name given once is a string, a repeated one a list. */
export type FiltrosSalvos = Record<string, string | string[]>;

/** The parameters of an address as a record (URLSearchParams → FiltrosSalvos), in their order. */
export function filtrosFromParams(params: URLSearchParams): FiltrosSalvos {
  const record: FiltrosSalvos = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** A record of parameters as an address's (FiltrosSalvos → URLSearchParams); anything but text is left out. */
export function paramsFromFiltros(filtros: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filtros)) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') params.append(name, one);
  }
  return params;
}

/**
 * The filters of a stored saved search. What was stored passed the API's strict schema, so reading
 * it leniently gives the same filters, and a value a later version would refuse is dropped rather
 * than breaking the list, its feed or the alerts.
 */
export function filtersFromFiltros(filtros: Readonly<Record<string, unknown>>): SearchFilters {
  return filtersFromParams(paramsFromFiltros(filtros));
}
