import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '#shared/ssr';

/** A server-rendered page as a crawler reads it: status, headers, and the document parsed. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
  /** `<meta name=…>` or `<meta property=…>` content. */
  meta(key: string): string | null;
  /** `<link rel=…>` hrefs. */
  links(rel: string): string[];
  /** The JSON-LD objects of the head, parsed. */
  jsonLd(): Record<string, unknown>[];
  /** The hydration state the browser reads, parsed. */
  state(): { day: string; utcOffset: number; queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } } | null;
  /** The visible text of `<main>`. */
  mainText(): string;
}

export async function readPage(res: Response): Promise<RenderedPage> {
  const html = await res.text();
  const { document } = new JSDOM(html).window;
  expectReferencesResolve(document);
  return {
    status: res.status,
    headers: res.headers,
    html,
    document,
    meta: (key) =>
      document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null,
    links: (rel) => [...document.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href') ?? ''),
    jsonLd: () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>,
      ),
    state: () => {
      const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
      return text ? JSON.parse(text) : null;
    },
    mainText: () => document.querySelector('main')?.textContent ?? '',
  };
}

/**
 * No script the CSP would block: every `<script>` is either a file of the site (src) or data
 * (JSON, JSON-LD), never inline code.
 */
export function expectNoInlineCode(page: RenderedPage) {
  const inline = [...page.document.querySelectorAll('script')].filter(
    (s) => !s.getAttribute('src') && !['application/json', 'application/ld+json'].includes(s.getAttribute('type') ?? ''),
  );
  expect(inline.map((s) => s.outerHTML.slice(0, 120))).toEqual([]);
}

/**
 * Every page, checked as it is read: ids are unique and each in-page `<use href="#…">` (the card
 * icons' sprite) points at one of them, so no icon is drawn blank.
 */
function expectReferencesResolve(document: Document) {
  const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'ids repetidos').toEqual([]);
  const missing = [...document.querySelectorAll('use')]
    .map((use) => use.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('#') || !document.getElementById(href.slice(1)));
  expect(missing, '<use> sem destino na página').toEqual([]);
}
