import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CollectorFetchCounts } from '#shared/api/collector';
import type { Database } from '../db/client';
import { paginaCache } from '../db/schema';
import { errorMessage } from '../lib/error-message';
import { FetchError, type Fetcher } from './fetch';

/**
 * The pages the collector has read, by URL: their body and the validators a conditional request
 * sends back (ETag as If-None-Match, Last-Modified as If-Modified-Since). A 304 answer costs the
 * site no body and the collector no parse of a new page: the cached body is used. Two
 * implementations: over the pagina_cache table, and in memory for tests.
 */

export interface CachedPage {
  /** The status the body came with (200). */
  status: number;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  /** The decoded text. */
  body: string;
  /** sha256 of the body's text, hex. */
  sha256: string;
}

export interface PageCache {
  get(url: string): Promise<CachedPage | null>;
  /** Several pages in one read (the detail pages of a listing's unchanged lines). */
  getMany(urls: string[]): Promise<Map<string, CachedPage>>;
  /** Stores (or replaces) a page read with 200, its fetch and check times set to now. */
  put(url: string, entry: CachedPage): Promise<void>;
  /** The page was confirmed unchanged (304) now. */
  touch(url: string): Promise<void>;
}

/** How a page read went: new to the cache, unchanged (304 or the same body), or changed. */
export type PageOutcome = 'novo' | 'nao_modificado' | 'alterado';

export type PageFetch =
  | {
      ok: true;
      outcome: PageOutcome;
      /** The address asked for: the cache key and the base links on the page are resolved against. */
      url: string;
      /** 200 (a body was sent) or 304 (the cached body is used). */
      http: 200 | 304;
      body: string;
      sha256: string;
      contentType: string | null;
    }
  | { ok: false; outcome: 'erro'; url: string; /** Portuguese, for the run's record. */ motivo: string; error: unknown };

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Control characters (NUL above all, which PostgreSQL text refuses), which the run's record may not hold. */
function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/** Why a page failed, fit for the run's record: one line of at most 300 characters, no control characters. */
export function failureReason(error: unknown): string {
  const raw = errorMessage(error);
  let message = '';
  for (const ch of raw) message += isControl(ch.charCodeAt(0)) ? ' ' : ch;
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > 300 ? `${message.slice(0, 299)}…` : message;
}

/** A body as text that can be stored and parsed: a NUL (garbage, a binary file) becomes U+FFFD. */
export function storableText(text: string): string {
  return text.includes('\u0000') ? text.split('\u0000').join('\uFFFD') : text;
}

/** The cache is a help, never a cause of failure: an error reading or writing it is as if it were empty. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

/** The conditional headers for what the cache holds. */
function conditionalHeaders(cached: CachedPage | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
  return headers;
}

export interface FetchPageOptions {
  signal?: AbortSignal;
  /** Sent with the request (Accept, …). */
  headers?: Record<string, string>;
}

/**
 * GETs a page through the cache: a conditional request when the cache has validators for it; a 304
 * means the cached body (and the check time is updated); a 200 replaces the cached entry. Failures
 * come back as `{ok: false, motivo}` (an aborted run still throws). Without a cache, a plain GET.
 */
export async function fetchPage(fetcher: Fetcher, cache: PageCache | null, url: string, options: FetchPageOptions = {}): Promise<PageFetch> {
  try {
    const cached = cache ? await quietly(() => cache.get(url), null) : null;
    const response = await fetcher.request({
      url,
      headers: { ...options.headers, ...conditionalHeaders(cached) },
      signal: options.signal,
    });
    if (response.status === 304 && cached) {
      await quietly(async () => cache?.touch(url), undefined);
      return { ok: true, outcome: 'nao_modificado', url, http: 304, body: cached.body, sha256: cached.sha256, contentType: cached.contentType };
    }
    if (response.status === 304) throw new FetchError('HTTP_STATUS', url, `HTTP 304 sem página guardada em ${url}`, { status: 304 });
    const body = storableText(response.text);
    const sha256 = sha256Hex(body);
    const entry = { status: response.status, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), contentType: response.contentType, body, sha256 };
    await quietly(async () => cache?.put(url, entry), undefined);
    const outcome: PageOutcome = !cached ? 'novo' : cached.sha256 === sha256 ? 'nao_modificado' : 'alterado';
    return { ok: true, outcome, url, http: 200, body, sha256, contentType: response.contentType };
  } catch (error) {
    if ((error instanceof FetchError && error.code === 'ABORTED') || options.signal?.aborted) throw error;
    return { ok: false, outcome: 'erro', url, motivo: failureReason(error), error };
  }
}

/** A cache in memory (tests; a run without a database). */
export function memoryPageCache(): PageCache & { entries: Map<string, CachedPage> } {
  const entries = new Map<string, CachedPage>();
  return {
    entries,
    get: async (url) => entries.get(url) ?? null,
    getMany: async (urls) => new Map(urls.flatMap((url) => (entries.has(url) ? [[url, entries.get(url)!] as const] : []))),
    put: async (url, entry) => void entries.set(url, { ...entry }),
    touch: async () => {},
  };
}

const READ_CHUNK = 500;

type CacheRow = typeof paginaCache.$inferSelect;

function fromRow(row: CacheRow): CachedPage | null {
  if (row.corpo === null || row.sha256 === null) return null;
  return { status: row.status, etag: row.etag, lastModified: row.lastModified, contentType: row.contentType, body: row.corpo, sha256: row.sha256 };
}

/** The cache over pagina_cache (one row per URL). */
export function drizzlePageCache(db: Database): PageCache {
  return {
    async get(url) {
      const [row] = await db.select().from(paginaCache).where(eq(paginaCache.url, url));
      return row ? fromRow(row) : null;
    },
    async getMany(urls) {
      const found = new Map<string, CachedPage>();
      const unique = [...new Set(urls)];
      for (let i = 0; i < unique.length; i += READ_CHUNK) {
        const rows = await db.select().from(paginaCache).where(inArray(paginaCache.url, unique.slice(i, i + READ_CHUNK)));
        for (const row of rows) {
          const page = fromRow(row);
          if (page) found.set(row.url, page);
        }
      }
      return found;
    },
    async put(url, entry) {
      const values = {
        status: entry.status,
        etag: entry.etag,
        lastModified: entry.lastModified,
        contentType: entry.contentType,
        sha256: entry.sha256,
        corpo: entry.body,
        buscadoEm: sql`now()`,
        verificadoEm: sql`now()`,
      };
      await db
        .insert(paginaCache)
        .values({ url, ...values })
        .onConflictDoUpdate({ target: paginaCache.url, set: values });
    },
    async touch(url) {
      await db.update(paginaCache).set({ verificadoEm: sql`now()` }).where(eq(paginaCache.url, url));
    },
  };
}

/** A source's page (or PDF) counts as the run's record holds them. */
export type FetchTally = CollectorFetchCounts;

export function emptyTally(): FetchTally {
  return { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] };
}

/** Adds one page read to the tally: a 200 is buscada, a 304 nao_modificada, a failure a falha with its reason. */
export function tallyPage(tally: FetchTally | undefined, page: PageFetch): void {
  if (!tally) return;
  if (!page.ok) tally.falhas.push({ url: page.url, motivo: page.motivo });
  else if (page.http === 304) tally.nao_modificadas++;
  else tally.buscadas++;
}
