import type { z } from 'zod';
import { safeExternalUrl } from '#shared/editais/links';
import { errorMessage } from '#server/lib/error-message';
import { emptyResult, keepCandidate } from '../candidate';
import { cleanText } from '../extract/text';
import type { FetchedResponse } from '../fetch';
import { fetchPage } from '../page-cache';
import { SourceFormatError, type Candidate, type ItemError, type SourceContext, type SourceResult } from '../types';

/** Helpers the adapters share: HTML text with line breaks kept as spaces, URLs, JSON bodies, listing pages. */

/** The part of a cheerio selection textOf needs (keeps domhandler's node types out of our imports). */
interface Selection {
  clone(): Selection;
  find(selector: string): { length: number; replaceWith(content: string): unknown };
  text(): string;
}

/** The element's text with <br> read as a space ('Reaberto até<br>13/11/2012' → 'Reaberto até 13/11/2012'). */
export function textOf(element: Selection): string {
  // Cloning costs more than reading: only an element with a <br> needs it.
  if (element.find('br').length === 0) return cleanText(element.text());
  const clone = element.clone();
  clone.find('br').replaceWith(' ');
  return cleanText(clone.text());
}

/** `href` resolved against the page, if it is http(s); null otherwise. */
export function absoluteUrl(href: string | undefined | null, base: string): string | null {
  if (!href) return null;
  try {
    return safeExternalUrl(new URL(href.trim(), base).href);
  } catch {
    return null;
  }
}

/** '/noticias/sefaz-al-abre-concurso/' → 'noticias/sefaz-al-abre-concurso': a URL's path as a stable key. */
export function pathKey(url: string): string {
  const { pathname } = new URL(url);
  return decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** The body as JSON, or a SourceFormatError naming the source. */
export function parseJsonBody(source: string, response: Pick<FetchedResponse, 'text' | 'url'>): unknown {
  try {
    return JSON.parse(response.text);
  } catch (error) {
    const start = response.text.trim().slice(0, 60).replace(/\s+/g, ' ');
    throw new SourceFormatError(source, `resposta de ${response.url} não é JSON válido (começa com "${start}")`, {
      cause: error,
    });
  }
}

/** A field of an external answer that reads as absent when it has the wrong type: one odd field never costs the whole item. */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * An item of an external answer as `schema` reads it, or why it cannot be read: the message
 * `problems` gives the first field that failed, else `otherwise` (the item is not even an object).
 */
export function readItem<T extends z.ZodType>(schema: T, raw: unknown, problems: Record<string, string>, otherwise: string): z.output<T> | string {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  return (typeof field === 'string' && problems[field]) || otherwise;
}

/**
 * A listing page (or a listing API's answer): through the page cache when the run has one (a conditional request; a 304 reads
 * the stored body), else a plain GET. Throws the fetch's error.
 */
export async function readPage(ctx: SourceContext, url: string, headers?: Record<string, string>): Promise<{ text: string; url: string }> {
  if (!ctx.pageCache) {
    const response = await ctx.fetcher.request({ url, headers, signal: ctx.signal });
    return { text: response.text, url: response.url };
  }
  const page = await fetchPage(ctx.fetcher, ctx.pageCache, url, { headers, signal: ctx.signal });
  if (!page.ok) throw page.error;
  return { text: page.body, url: page.url };
}

/** Texts that tell an empty listing from a page whose layout we no longer recognise. */
export const EMPTY_LISTING = /nenhum\s+(concurso|resultado|edital|registro)|n[ãa]o\s+(h[áa]|foram\s+encontrad[oa]s|existem)\s+(concursos|resultados|editais)/i;

/** How a listing site's pages are read: its items, and each item as a candidate. */
export interface ListingReader<Page extends { url: string }, Item> {
  parse(html: string, pageUrl: string): { items: Item[]; errors: ItemError[] };
  toCandidate(item: Item, page: Page, today: string): Candidate;
  /** What a failing item is called in the errors. */
  label(item: Item): string;
}

/**
 * Reads a listing site's pages one after another. A page that cannot be fetched becomes an error
 * line; when every page fails, the source fails with the first failure. Each notice is kept once
 * (regional pages repeat national notices).
 */
export async function readListingPages<Page extends { url: string }, Item>(
  ctx: SourceContext,
  pages: Page[],
  reader: ListingReader<Page, Item>,
): Promise<SourceResult> {
  const result = emptyResult();
  const seenKeys = new Set<string>();
  const failures: unknown[] = [];
  for (const page of pages) {
    let response;
    try {
      response = await readPage(ctx, page.url);
    } catch (error) {
      failures.push(error);
      result.errors.push({ item: page.url, message: errorMessage(error) });
      continue;
    }
    const { items, errors } = reader.parse(response.text, response.url);
    result.errors.push(...errors);
    for (const item of items) {
      keepCandidate(result, () => reader.toCandidate(item, page, ctx.today), { label: reader.label(item), seenKeys });
    }
  }
  if (pages.length > 0 && failures.length === pages.length) throw failures[0];
  return result;
}
