import { isUf, type Uf } from '@/shared/ufs';

/*
 * Reading the page's own address with the rules of the API's schemas (src/shared/editais/schemas.ts),
 * written out here so pages do not download zod just for this; url-params.test.ts checks that both
 * agree. Where the API would answer 400, these drop or trim the value instead: a mistyped link still
 * shows notices rather than an error.
 */

/** The longest title search the API accepts (SEARCH_MAX_LENGTH). */
export const SEARCH_TEXT_MAX = 100;
/** Notice ids are PostgreSQL integers (EDITAL_ID_MAX). */
const EDITAL_ID_MAX = 2_147_483_647;

/** ?uf=: one of the 27 states in any letter case ('sp' → 'SP'); anything else means no filter. */
export function ufFromParam(value: string | null | undefined): Uf | undefined {
  const upper = value?.trim().toUpperCase();
  return isUf(upper) ? upper : undefined;
}

/** ?q=: trimmed, blank means no text filter, cut to the longest text the API accepts. */
export function searchTextFromParam(value: string | null | undefined): string | undefined {
  const text = value?.trim().slice(0, SEARCH_TEXT_MAX).trim();
  return text ? text : undefined;
}

export interface SearchFilters {
  q: string | undefined;
  uf: Uf | undefined;
}

export function searchFiltersFromParams(params: URLSearchParams): SearchFilters {
  return { q: searchTextFromParam(params.get('q')), uf: ufFromParam(params.get('uf')) };
}

/** The address parameters of a search, blank values left out. */
export function searchParamsFromFilters({ q, uf }: { q?: string | undefined; uf?: string | undefined }): URLSearchParams {
  const params = new URLSearchParams();
  const text = searchTextFromParam(q);
  const state = ufFromParam(uf);
  if (text) params.set('q', text);
  if (state) params.set('uf', state);
  return params;
}

/** /edital/:id: a positive integer without sign or leading zeros that fits the database, else null. */
export function editalIdFromParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= EDITAL_ID_MAX ? id : null;
}

/** The most cards an address may ask a list to show at once (?mostrar=). */
export const SHOWN_MAX = 500;

/**
 * ?mostrar= (or a list's own name): how many cards a paged list shows, written by its 'Mostrar mais'
 * form when JavaScript is off. A whole number from one page up to SHOWN_MAX; anything else, one page.
 */
export function shownFromParam(value: string | null | undefined, pageSize: number): number {
  if (!value || !/^\d{1,4}$/.test(value)) return pageSize;
  return Math.min(Math.max(Number(value), pageSize), SHOWN_MAX);
}

/** How much of an unknown value the notice repeats back. */
const ECHO_MAX = 20;

/**
 * What the page did with values of its address it could not use, in Portuguese, or null: an unknown
 * ?uf= is ignored (every state is shown), an overlong ?q= is cut. The page says so instead of
 * failing or silently showing something else.
 */
export function ignoredParamsNotice(params: URLSearchParams): string | null {
  const notes: string[] = [];
  const uf = params.get('uf')?.trim();
  if (uf && !ufFromParam(uf)) {
    const echo = uf.length > ECHO_MAX ? `${uf.slice(0, ECHO_MAX)}…` : uf;
    notes.push(`O estado “${echo}” não existe: mostrando concursos de todos os estados.`);
  }
  const q = params.get('q')?.trim();
  if (q && q.length > SEARCH_TEXT_MAX) notes.push(`A busca usa só os primeiros ${SEARCH_TEXT_MAX} caracteres do texto.`);
  return notes.length > 0 ? notes.join(' ') : null;
}
