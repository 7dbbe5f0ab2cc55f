import pLimit, { type LimitFunction } from 'p-limit';
import pRetry from 'p-retry';
import { errorMessage } from '../lib/error-message';
import { decodeBody } from './charset';
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type RobotsRules } from './robots';

/**
 * Polite, robust HTTP for the collector: it names itself, honours robots.txt, never has more than
 * two requests in flight per host (and, when asked, spaces their starts by a delay), gives up on
 * slow or oversized answers, retries transient failures (5xx, network errors, timeouts) with
 * exponential backoff but never a 4xx, and decodes the body by checking its bytes, not by trusting
 * the declared charset alone. A conditional request (If-None-Match / If-Modified-Since) may be
 * answered 304: that comes back as a response with status 304 and no body.
 */

export const PRODUCT_TOKEN = 'MCI-Coletor';
export const PRODUCT_VERSION = '1.0';

/** 'MCI-Coletor/1.0 (+https://site)': the token robots.txt groups are matched against, and where to learn more. */
export function collectorUserAgent(siteUrl?: string | null): string {
  const base = `${PRODUCT_TOKEN}/${PRODUCT_VERSION}`;
  return siteUrl ? `${base} (+${siteUrl})` : base;
}

export type FetchErrorCode = 'HTTP_STATUS' | 'TIMEOUT' | 'NETWORK' | 'ROBOTS' | 'TOO_LARGE' | 'BAD_URL' | 'ABORTED';

export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    readonly url: string,
    message: string,
    readonly details: { status?: number; attempts?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'FetchError';
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

export interface FetcherOptions {
  /** The product's public address, named in the User-Agent. */
  siteUrl?: string | null;
  /** Overrides the whole User-Agent (its first token should stay MCI-Coletor). */
  userAgent?: string;
  /** Per attempt, headers and body included. Default 20 s. */
  timeoutMs?: number;
  /** Extra attempts after the first on 5xx, network errors and timeouts. Default 2. */
  retries?: number;
  /** First backoff; doubles on each retry. Default 1 s. */
  backoffMs?: number;
  /** Ceiling of one backoff. Default 30 s. */
  maxBackoffMs?: number;
  /** Largest body accepted, in bytes. Default 10 MiB. */
  maxBytes?: number;
  /** Requests in flight at once per host (host:port). Default 2. */
  perHostConcurrency?: number;
  /**
   * Least time between the starts of two requests to the same host (host:port), in ms. Default 0
   * (no spacing); the collector's own fetcher uses COLLECTOR_HOST_DELAY_MS (run-collector.ts).
   */
  perHostDelayMs?: number;
  /** Host names that may be fetched (COLLECTOR_ALLOWED_HOSTS); any when absent. */
  allowedHosts?: readonly string[];
  /** Whether robots.txt is fetched and obeyed. Default true. */
  respectRobots?: boolean;
  /** How long a robots.txt answer is reused per origin. Default 1 h. */
  robotsTtlMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface FetchRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent over the defaults; If-None-Match / If-Modified-Since make a 304 an answer, not an error. */
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** This request's own body limit (e.g. a PDF's), instead of the fetcher's maxBytes. */
  maxBytes?: number;
  /** This request's own number of retries, instead of the fetcher's. */
  retries?: number;
}

export interface FetchedResponse {
  /** The final URL, after redirects. */
  url: string;
  /** 2xx; or 304 (empty body) for a conditional request whose page did not change. */
  status: number;
  headers: Headers;
  contentType: string | null;
  bytes: Uint8Array;
  text: string;
  /** The encoding the text was decoded with. */
  charset: string;
}

export interface Fetcher {
  readonly userAgent: string;
  /**
   * Fetches and decodes; throws FetchError for anything but a 2xx answer within the limits (or a
   * 304 to a conditional request).
   */
  request(request: FetchRequest | string): Promise<FetchedResponse>;
}

const DEFAULTS = {
  timeoutMs: 20_000,
  retries: 2,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
  maxBytes: 10 * 1024 * 1024,
  perHostConcurrency: 2,
  perHostDelayMs: 0,
  robotsTtlMs: 60 * 60 * 1000,
};

/** RFC 9309: crawlers must parse at least 500 KiB of robots.txt; the rest may be ignored. */
const ROBOTS_MAX_BYTES = 512 * 1024;

/** The options with their defaults, and the per-host limiter of one fetcher. */
interface FetcherConfig {
  userAgent: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxBackoffMs: number;
  maxBytes: number;
  respectRobots: boolean;
  robotsTtlMs: number;
  fetchImpl: typeof fetch;
  now: () => number;
  /** Runs `send` when the host has a free slot (and its delay since the last start has passed). */
  onHost<T>(host: string, send: () => Promise<T>): Promise<T>;
}

/**
 * Per host: at most `perHost` at once, and each start at least `delayMs` after the previous one actually started. Starts
 * pass a gate one at a time, in order; a start that ran late (a busy event loop) pushes the next one back rather than
 * letting two go out together to catch up.
 */
function hostLimiter(perHost: number, delayMs: number) {
  const limits = new Map<string, LimitFunction>();
  /** Each host's gate: settled when the last request admitted to it has started. */
  const gates = new Map<string, Promise<void>>();
  /** When each host's last request started (performance.now()). */
  const lastStart = new Map<string, number>();
  return <T>(host: string, send: () => Promise<T>): Promise<T> => {
    let limit = limits.get(host);
    if (!limit) limits.set(host, (limit = pLimit(perHost)));
    if (delayMs <= 0) return limit(send);
    return limit(async () => {
      const previous = gates.get(host) ?? Promise.resolve();
      let started!: () => void;
      gates.set(host, new Promise<void>((resolve) => (started = resolve)));
      await previous;
      const at = (lastStart.get(host) ?? -Infinity) + delayMs;
      // A timer may fire a fraction of a millisecond early (Node counts whole milliseconds): wait until the clock says so.
      for (let left = at - performance.now(); left > 0; left = at - performance.now()) {
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
      }
      lastStart.set(host, performance.now());
      started();
      return send();
    });
  };
}

function resolveConfig(options: FetcherOptions): FetcherConfig {
  const perHost = Math.max(1, options.perHostConcurrency ?? DEFAULTS.perHostConcurrency);
  return {
    userAgent: options.userAgent ?? collectorUserAgent(options.siteUrl),
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    retries: options.retries ?? DEFAULTS.retries,
    backoffMs: options.backoffMs ?? DEFAULTS.backoffMs,
    maxBackoffMs: options.maxBackoffMs ?? DEFAULTS.maxBackoffMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    respectRobots: options.respectRobots ?? true,
    robotsTtlMs: options.robotsTtlMs ?? DEFAULTS.robotsTtlMs,
    fetchImpl: options.fetchImpl ?? globalThis.fetch,
    now: options.now ?? Date.now,
    onHost: hostLimiter(perHost, Math.max(0, options.perHostDelayMs ?? DEFAULTS.perHostDelayMs)),
  };
}

interface RobotsEntry {
  rules: RobotsRules;
  /** Why everything is disallowed when robots.txt could not be read, for the error message. */
  unreachable: string | null;
  expiresAt: number;
}

/** 20000 → '20', 50 → '0,05' (Portuguese decimal comma). */
export function seconds(ms: number): string {
  return (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 });
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) ? 1 : 0)} MB` : `${Math.ceil(n / 1024)} KB`;
}

/** How much of a body is read: beyond `maxBytes` it fails, or (robots.txt) is cut. */
interface BodyLimit {
  maxBytes: number;
  truncate: boolean;
}

function tooLarge(url: string, limit: number): FetchError {
  return new FetchError('TOO_LARGE', url, `Resposta maior que o limite de ${formatBytes(limit)} em ${url}`);
}

async function readBody(response: Response, url: string, { maxBytes: limit, truncate }: BodyLimit): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (!truncate && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(url, limit);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit) {
      await reader.cancel().catch(() => {});
      if (!truncate) throw tooLarge(url, limit);
      chunks.push(value.subarray(0, limit - total));
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  return concatBytes(chunks);
}

function concatBytes(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

interface Sent {
  response: Response;
  bytes: Uint8Array;
}

function aborted(url: string, cause?: unknown): FetchError {
  return new FetchError('ABORTED', url, `Coleta interrompida em ${url}`, cause === undefined ? {} : { cause });
}

/** What went wrong in one attempt, as a FetchError: aborted by the caller, timed out, or the network. */
function attemptError(error: unknown, url: string, signal: AbortSignal | undefined, timedOut: boolean, timeoutMs: number): FetchError {
  if (error instanceof FetchError) return error;
  if (signal?.aborted) return aborted(url, error);
  if (timedOut) return new FetchError('TIMEOUT', url, `Tempo esgotado (${seconds(timeoutMs)} s) em ${url}`, { cause: error });
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new FetchError('NETWORK', url, `Falha de rede em ${url} (${reason})`, { cause: error });
}

/** One attempt: waits for a slot on the host, sends, reads the body within the time limit. */
function sendOnce(config: FetcherConfig, url: URL, init: SendInit, signal: AbortSignal | undefined, limit: BodyLimit): Promise<Sent> {
  return config.onHost(url.host, async () => {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), config.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
    try {
      const response = await config.fetchImpl(url.href, { ...init, redirect: 'follow', signal: combined });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { response, bytes: new Uint8Array(0) };
      }
      return { response, bytes: await readBody(response, url.href, limit) };
    } catch (error) {
      throw attemptError(error, url.href, signal, timer.signal.aborted, config.timeoutMs);
    } finally {
      clearTimeout(timeout);
    }
  });
}

/** An error status as a FetchError; a 4xx carries its attempt count (it is never retried). */
function rejectErrorStatus(sent: Sent, url: string, attempt: number): Sent {
  const status = sent.response.status;
  if (status >= 500) throw new FetchError('HTTP_STATUS', url, `HTTP ${status} em ${url}`, { status });
  if (status >= 400) throw new FetchError('HTTP_STATUS', url, `HTTP ${status} em ${url}`, { status, attempts: attempt });
  return sent;
}

/** 5xx, network errors and timeouts may pass; anything else fails at once. */
function isTransient(error: unknown): error is FetchError {
  if (!(error instanceof FetchError)) return false;
  return error.code === 'TIMEOUT' || error.code === 'NETWORK' || (error.code === 'HTTP_STATUS' && (error.status ?? 0) >= 500);
}

/** The last transient failure, saying how many attempts were made. */
function afterAttempts(error: FetchError, attempts: number): FetchError {
  const message = attempts > 1 ? `${error.message}, após ${attempts} tentativas` : error.message;
  return new FetchError(error.code, error.url, message, { status: error.status, attempts, cause: error.details.cause });
}

/** Attempts with exponential backoff (p-retry) on 5xx, network errors and timeouts; 4xx fail at once. */
async function sendWithRetries(
  config: FetcherConfig,
  url: URL,
  init: SendInit,
  signal: AbortSignal | undefined,
  options: { limit: BodyLimit; retries: number },
): Promise<Sent> {
  let attempts = 0;
  try {
    return await pRetry(
      async (attempt) => {
        attempts = attempt;
        return rejectErrorStatus(await sendOnce(config, url, init, signal, options.limit), url.href, attempt);
      },
      {
        retries: options.retries,
        factor: 2,
        minTimeout: config.backoffMs,
        maxTimeout: config.maxBackoffMs,
        randomize: false,
        signal,
        shouldRetry: ({ error }) => isTransient(error),
      },
    );
  } catch (error) {
    if (isTransient(error)) throw afterAttempts(error, attempts);
    if (error instanceof FetchError) throw error;
    // Aborted between attempts (p-retry rejects with the signal's reason).
    throw aborted(url.href, error);
  }
}

async function loadRobots(config: FetcherConfig, origin: string, signal: AbortSignal | undefined): Promise<RobotsEntry> {
  const robotsUrl = new URL('/robots.txt', origin);
  const expiresAt = config.now() + config.robotsTtlMs;
  try {
    const { response, bytes } = await sendWithRetries(
      config,
      robotsUrl,
      { method: 'GET', headers: { 'user-agent': config.userAgent, accept: 'text/plain, */*' } },
      signal,
      { limit: { maxBytes: ROBOTS_MAX_BYTES, truncate: true }, retries: Math.min(config.retries, 1) },
    );
    const text = decodeBody(bytes, response.headers.get('content-type')).text;
    return { rules: parseRobotsTxt(text), unreachable: null, expiresAt };
  } catch (error) {
    if (error instanceof FetchError && error.code === 'HTTP_STATUS' && error.status! < 500) {
      // RFC 9309: an unavailable robots.txt (4xx) means no restrictions.
      return { rules: ALLOW_ALL, unreachable: null, expiresAt };
    }
    if (error instanceof FetchError && error.code === 'ABORTED') throw error;
    // Unreachable (5xx, network, timeout): assume complete disallow, as the RFC requires.
    return { rules: DISALLOW_ALL, unreachable: errorMessage(error), expiresAt };
  }
}

/** A check that throws FetchError ROBOTS for what robots.txt disallows; each origin's file is reused for robotsTtlMs. */
function robotsCheck(config: FetcherConfig) {
  const cache = new Map<string, Promise<RobotsEntry>>();
  return async (url: URL, signal: AbortSignal | undefined): Promise<void> => {
    const origin = url.origin;
    let entry = cache.get(origin);
    if (entry && (await entry).expiresAt <= config.now()) entry = undefined;
    if (!entry) {
      entry = loadRobots(config, origin, signal);
      cache.set(origin, entry);
      entry.catch(() => cache.delete(origin));
    }
    const { rules, unreachable } = await entry;
    const pathAndQuery = url.pathname + url.search;
    if (rules.isAllowed(pathAndQuery, PRODUCT_TOKEN)) return;
    const message = unreachable
      ? `robots.txt de ${origin} indisponível (${unreachable}); sem ele a coleta não acessa ${url.href}`
      : `robots.txt de ${origin} não permite que ${PRODUCT_TOKEN} acesse ${pathAndQuery}`;
    throw new FetchError('ROBOTS', url.href, message);
  };
}

/** The request's address, if it is one the collector may fetch (http or https). */
function requestUrl(req: FetchRequest, allowedHosts: ReadonlySet<string> | null): URL {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new FetchError('BAD_URL', req.url, `Endereço inválido: ${req.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('BAD_URL', req.url, `Só endereços http(s) são coletados: ${req.url}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowedHosts && !allowedHosts.has(host)) {
    throw new FetchError('BAD_URL', req.url, `Host fora dos permitidos à coleta (COLLECTOR_ALLOWED_HOSTS): ${host}`);
  }
  if (req.signal?.aborted) throw aborted(url.href);
  return url;
}

/** The default headers, the caller's (lower-cased) over them, and always our User-Agent. */
function requestHeaders(userAgent: string, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
    'accept-language': 'pt-BR,pt;q=0.9',
  };
  for (const [key, value] of Object.entries(extra)) headers[key.toLowerCase()] = value;
  headers['user-agent'] = userAgent;
  return headers;
}

/** Whether the request asks "only if changed" (so a 304 is a valid answer). */
function isConditional(headers: Record<string, string>): boolean {
  return 'if-none-match' in headers || 'if-modified-since' in headers;
}

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const config = resolveConfig(options);
  const checkRobots = config.respectRobots ? robotsCheck(config) : null;
  const allowed = options.allowedHosts ? new Set(options.allowedHosts.map((h) => h.toLowerCase())) : null;
  return {
    userAgent: config.userAgent,
    async request(input: FetchRequest | string): Promise<FetchedResponse> {
      const req: FetchRequest = typeof input === 'string' ? { url: input } : input;
      const url = requestUrl(req, allowed);
      await checkRobots?.(url, req.signal);
      const headers = requestHeaders(config.userAgent, req.headers);
      const { response, bytes } = await sendWithRetries(
        config,
        url,
        { method: req.method ?? 'GET', headers, body: req.body },
        req.signal,
        { limit: { maxBytes: req.maxBytes ?? config.maxBytes, truncate: false }, retries: req.retries ?? config.retries },
      );
      if (response.status === 304 && !isConditional(headers)) {
        throw new FetchError('HTTP_STATUS', url.href, `HTTP 304 sem requisição condicional em ${url.href}`, { status: 304 });
      }
      const contentType = response.headers.get('content-type');
      const { text, charset } = decodeBody(bytes, contentType);
      return { url: response.url || url.href, status: response.status, headers: response.headers, contentType, bytes, text, charset };
    },
  };
}
