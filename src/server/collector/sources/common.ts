import { safeExternalUrl } from '../../../shared/editais/links';
import { cleanText } from '../extract/text';
import type { FetchedResponse } from '../fetch';
import { SourceFormatError } from '../types';

/** Helpers the adapters share: HTML text with line breaks kept as spaces, URLs, JSON bodies. */

/** The part of a cheerio selection textOf needs (keeps domhandler's node types out of our imports). */
interface Selection {
  clone(): Selection;
  find(selector: string): { replaceWith(content: string): unknown };
  text(): string;
}

/** The element's text with <br> read as a space ('Reaberto até<br>13/11/2012' → 'Reaberto até 13/11/2012'). */
export function textOf(element: Selection): string {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A readable message of any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Texts that tell an empty listing from a page whose layout we no longer recognise. */
export const EMPTY_LISTING = /nenhum\s+(concurso|resultado|edital|registro)|n[ãa]o\s+(h[áa]|foram\s+encontrad[oa]s|existem)\s+(concursos|resultados|editais)/i;
