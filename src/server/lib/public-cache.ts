import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { todayInBrasilia } from '#shared/editais/dates';

/**
 * In-process cache of the public answers (landing carousels, visitor feed, and the visitors' pages
 * rendered on the server), kept as the exact bytes sent: serialised once, compressed once, with an
 * ETag (DESIGN.md section 8).
 *
 * An answer is reused while both of these hold:
 * - the database's version stamp (count, max id, max updated_at of edital) is the one it was computed
 *   at. The stamp is read at most once per `revalidateMs` (shared by every key), so any write, by
 *   this process (the collector) or by another app instance on the same PostgreSQL, shows here
 *   within about that long;
 * - it is still the Brasília day it was computed for, since open/ended depends on the date.
 */

export const DEFAULT_REVALIDATE_MS = 2_000;
/** Below this size compression saves too little to bother. */
const COMPRESS_MIN_BYTES = 512;

export interface CachedAnswer {
  /** The answer's bytes (JSON or HTML), UTF-8. */
  identity: Uint8Array;
  contentType: string;
  gzip: Uint8Array | null;
  br: Uint8Array | null;
  /** Weak validator: the same for every encoding of the same JSON. */
  etag: string;
  /** Brasília date the answer was computed for. */
  day: string;
  version: string;
}

export interface PublicCacheOptions {
  /** Reads the database's version stamp. */
  readVersion: () => Promise<string>;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  revalidateMs?: number;
  /** At most this many answers are kept; the least recently used goes first (default: no limit). */
  maxEntries?: number;
  /** Counts each `get` as a hit or a miss (the metrics, lib/metrics.ts). */
  counter?: CacheCounter | undefined;
}

/**
 * Where the cache reports its lookups. Keys are '<kind>:<…>', so a counter can tell the answers
 * apart without keeping the addresses.
 */
export interface CacheCounter {
  count(key: string, result: 'hit' | 'miss'): void;
}

export function etagOf(bytes: Uint8Array): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

export const JSON_CONTENT_TYPE = 'application/json';
export const HTML_CONTENT_TYPE = 'text/html; charset=UTF-8';

/** A text answer to cache as it is (an HTML page), with its content type. */
export class TextAnswer {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

/**
 * Compression effort: the JSON answers are small and hot (brotli's best); pages are ten times
 * larger, and brotli 11 on one would hold the event loop for a good part of a second.
 */
const EFFORT = {
  json: { gzip: 9, br: 11 },
  text: { gzip: 6, br: 6 },
} as const;

/** Serialises (JSON, unless it is a TextAnswer), compresses and tags an answer. */
export function buildAnswer(value: unknown, meta: Pick<CachedAnswer, 'day' | 'version'>): CachedAnswer {
  const isText = value instanceof TextAnswer;
  const text = isText ? value.text : JSON.stringify(value);
  const identity = Buffer.from(text, 'utf8');
  const big = identity.byteLength >= COMPRESS_MIN_BYTES;
  const effort = isText ? EFFORT.text : EFFORT.json;
  return {
    identity,
    contentType: isText ? value.contentType : JSON_CONTENT_TYPE,
    gzip: big ? gzipSync(identity, { level: effort.gzip }) : null,
    br: big
      ? brotliCompressSync(identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: effort.br,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        })
      : null,
    etag: etagOf(identity),
    ...meta,
  };
}

export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Values shared by private answers (the newest notices a signed-in feed starts from), per key. */
  private readonly values = new Map<string, { day: string; version: string; value: Promise<unknown> }>();
  private readonly computing = new Map<string, Promise<CachedAnswer>>();
  private stamp: { version: string; readAt: number } | null = null;
  private stampReading: Promise<string> | null = null;
  private readonly readVersion: () => Promise<string>;
  private readonly now: () => number;
  private readonly revalidateMs: number;
  private readonly maxEntries: number;
  private readonly counter: CacheCounter | undefined;

  constructor(options: PublicCacheOptions) {
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.counter = options.counter;
    this.readVersion = options.readVersion;
    // Looked up on each call, so a faked Date (tests) is honoured.
    this.now = options.now ?? (() => Date.now());
    this.revalidateMs = options.revalidateMs ?? DEFAULT_REVALIDATE_MS;
  }

  /**
   * The cached answer for `key`, or a fresh one from `compute(today)`. Concurrent misses for the
   * same key share one computation (each still counts as a miss).
   */
  async get(key: string, compute: (today: string) => Promise<unknown>): Promise<CachedAnswer> {
    const nowMs = this.now();
    const today = this.todayAt(nowMs);
    const version = await this.currentVersion(nowMs);
    const entry = this.entries.get(key);
    if (entry && entry.day === today && entry.version === version) {
      this.counter?.count(key, 'hit');
      return this.touch(key, entry);
    }
    this.counter?.count(key, 'miss');

    const flight = `${key}\u0000${today}\u0000${version}`;
    let pending = this.computing.get(flight);
    if (!pending) {
      pending = (async () => {
        // The stamp was read before the data: a write landing in between changes the stamp, so
        // the answer is recomputed at the next check instead of being kept as current.
        const answer = buildAnswer(await compute(today), { day: today, version });
        this.store(key, answer);
        return answer;
      })().finally(() => this.computing.delete(flight));
      this.computing.set(flight, pending);
    }
    return pending;
  }

  /**
   * A value computed from the database, reused on the same terms as the answers (same version stamp,
   * same Brasília day) but kept as it is: the common part of answers that are not public, which
   * each request completes with what is its own. Concurrent callers share one computation; a
   * failed one is not kept.
   */
  async value<T>(key: string, compute: (today: string) => Promise<T>): Promise<T> {
    const nowMs = this.now();
    const day = this.todayAt(nowMs);
    const version = await this.currentVersion(nowMs);
    const known = this.values.get(key);
    if (known && known.day === day && known.version === version) return known.value as Promise<T>;
    const value = compute(day);
    const entry = { day, version, value };
    this.values.set(key, entry);
    value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return value;
  }

  /**
   * The answer for `key` if it can be served right now without asking the database anything: same
   * Brasília day, and a version stamp read within `revalidateMs` that it was computed at. Otherwise null, and `get` (through the app) does the checking and computing.
   * Not counted: the fast lane may still hand the request to the app, which counts its `get`; the
   * lane counts the hits it answers itself.
   */
  peek(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    const s = this.stamp;
    if (!entry || !s) return null;
    const nowMs = this.now();
    if (nowMs - s.readAt >= this.revalidateMs || nowMs < s.readAt) return null;
    if (entry.version !== s.version || entry.day !== this.todayAt(nowMs)) return null;
    return entry;
  }

  /** Marks `key` as the most recently used (a Map keeps insertion order). */
  private touch(key: string, entry: CachedAnswer): CachedAnswer {
    if (this.maxEntries !== Number.POSITIVE_INFINITY) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, answer);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private day: { minute: number; date: string } | null = null;

  /**
   * Brasília's date at `nowMs`, remembered for the minute: time zone offsets are whole minutes, so
   * a day always starts on a minute boundary, and the hot path skips Intl most of the time.
   */
  private todayAt(nowMs: number): string {
    const minute = Math.floor(nowMs / 60_000);
    if (this.day?.minute !== minute) this.day = { minute, date: todayInBrasilia(new Date(nowMs)) };
    return this.day.date;
  }

  private async currentVersion(nowMs: number): Promise<string> {
    const s = this.stamp;
    if (s && nowMs - s.readAt < this.revalidateMs && nowMs >= s.readAt) return s.version;
    if (!this.stampReading) {
      this.stampReading = this.readVersion()
        .then((version) => {
          this.stamp = { version, readAt: nowMs };
          return version;
        })
        .finally(() => {
          this.stampReading = null;
        });
    }
    return this.stampReading;
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface CachedReply {
  status: 200 | 304;
  /** The answer's own headers (the app adds its security headers and X-Request-Id). */
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/**
 * What to send for a cached answer: 304 when the client has it (If-None-Match), else the best
 * encoding it accepts. Used by the routes (through Hono) and by the fast lane alike.
 */
export function cachedReply(
  answer: CachedAnswer,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  vary: string,
): CachedReply {
  // Content-Type on the 304 too: caches refresh the stored headers from a 304, and without it the
  // HTTP layer would put text/plain there.
  const headers: Record<string, string> = {
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: answer.etag,
    Vary: vary,
    'Content-Type': answer.contentType,
  };
  if (etagMatches(request.ifNoneMatch, answer.etag)) return { status: 304, headers, body: null };
  const encoding = chooseEncoding(request.acceptEncoding, answer);
  if (encoding === null) return { status: 200, headers, body: answer.identity };
  headers['Content-Encoding'] = encoding;
  return { status: 200, headers, body: encoding === 'br' ? answer.br : answer.gzip };
}

/** Whether an If-None-Match header matches the ETag (weak comparison, RFC 9110 section 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const c = candidate.trim();
    return c === '*' || c.replace(/^W\//, '') === opaque;
  });
}

/** What an Accept-Encoding header allows: br? gzip? (parsed once per distinct header). */
interface Accepts {
  br: boolean;
  gzip: boolean;
}

const acceptsByHeader = new Map<string, Accepts>();
/** Clients send a handful of distinct headers; the memo is dropped if something sends many. */
const ACCEPTS_MEMO_MAX = 256;

function parseAcceptEncoding(header: string): Accepts {
  const accepted = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    accepted.set(rawName.trim().toLowerCase(), q === undefined || Number(q.slice(2)) > 0);
  }
  const any = accepted.get('*') ?? false;
  return {
    br: accepted.get('br') ?? any,
    gzip: (accepted.get('gzip') ?? any) || accepted.get('x-gzip') === true,
  };
}

/** The best encoding the client accepts among those available: br, then gzip, else identity. */
export function chooseEncoding(acceptEncoding: string | undefined, answer: CachedAnswer): 'br' | 'gzip' | null {
  if (!acceptEncoding || (!answer.br && !answer.gzip)) return null;
  let accepts = acceptsByHeader.get(acceptEncoding);
  if (!accepts) {
    if (acceptsByHeader.size >= ACCEPTS_MEMO_MAX) acceptsByHeader.clear();
    accepts = parseAcceptEncoding(acceptEncoding);
    acceptsByHeader.set(acceptEncoding, accepts);
  }
  if (answer.br && accepts.br) return 'br';
  if (answer.gzip && accepts.gzip) return 'gzip';
  return null;
}
