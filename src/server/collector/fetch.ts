import { decodeBody } from './charset';
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type RobotsRules } from './robots';

/**
 * Polite, robust HTTP for the collector: it names itself, honours robots.txt, never has more than
 * two requests in flight per host, gives up on slow or oversized answers, retries transient
 * failures (5xx, network errors, timeouts) with exponential backoff but never a 4xx, and decodes
 * the body by checking its bytes, not by trusting the declared charset alone.
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
  /** Whether robots.txt is fetched and obeyed. Default true. */
  respectRobots?: boolean;
  /** How long a robots.txt answer is reused per origin. Default 1 h. */
  robotsTtlMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface FetchRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface FetchedResponse {
  /** The final URL, after redirects. */
  url: string;
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
  /** Fetches and decodes; throws FetchError for anything but a 2xx answer within the limits. */
  request(request: FetchRequest | string): Promise<FetchedResponse>;
}

const DEFAULTS = {
  timeoutMs: 20_000,
  retries: 2,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
  maxBytes: 10 * 1024 * 1024,
  perHostConcurrency: 2,
  robotsTtlMs: 60 * 60 * 1000,
};

/** RFC 9309: crawlers must parse at least 500 KiB of robots.txt; the rest may be ignored. */
const ROBOTS_MAX_BYTES = 512 * 1024;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A counting semaphore per key. */
class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly limit: number) {}

  async acquire(key: string): Promise<() => void> {
    const running = this.active.get(key) ?? 0;
    if (running < this.limit) {
      this.active.set(key, running + 1);
    } else {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(key) ?? [];
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
      // The releasing request handed its slot over: the count is unchanged.
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.get(key)?.shift();
      if (next) {
        next();
      } else {
        const count = (this.active.get(key) ?? 1) - 1;
        if (count <= 0) this.active.delete(key);
        else this.active.set(key, count);
      }
    };
  }
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

async function readBody(
  response: Response,
  url: string,
  limit: number,
  truncate: boolean,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (!truncate && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw new FetchError('TOO_LARGE', url, `Resposta maior que o limite de ${formatBytes(limit)} em ${url}`);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit) {
      if (truncate) {
        chunks.push(value.subarray(0, limit - total));
        total = limit;
        await reader.cancel().catch(() => {});
        break;
      }
      await reader.cancel().catch(() => {});
      throw new FetchError('TOO_LARGE', url, `Resposta maior que o limite de ${formatBytes(limit)} em ${url}`);
    }
    chunks.push(value);
    total += value.byteLength;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const retries = options.retries ?? DEFAULTS.retries;
  const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const respectRobots = options.respectRobots ?? true;
  const robotsTtlMs = options.robotsTtlMs ?? DEFAULTS.robotsTtlMs;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const userAgent = options.userAgent ?? collectorUserAgent(options.siteUrl);
  const limiter = new HostLimiter(Math.max(1, options.perHostConcurrency ?? DEFAULTS.perHostConcurrency));
  const robotsCache = new Map<string, Promise<RobotsEntry>>();

  /** One attempt: waits for a slot on the host, sends, reads the body within the time limit. */
  async function attempt(
    url: URL,
    init: { method: string; headers: Record<string, string>; body?: string },
    signal: AbortSignal | undefined,
    limit: number,
    truncate: boolean,
  ): Promise<{ response: Response; bytes: Uint8Array }> {
    const release = await limiter.acquire(url.host);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
    const href = url.href;
    try {
      const response = await fetchImpl(href, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        redirect: 'follow',
        signal: combined,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { response, bytes: new Uint8Array(0) };
      }
      const bytes = await readBody(response, href, limit, truncate);
      return { response, bytes };
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (signal?.aborted) throw new FetchError('ABORTED', href, `Coleta interrompida em ${href}`, { cause: error });
      if (timer.signal.aborted) {
        throw new FetchError('TIMEOUT', href, `Tempo esgotado (${seconds(timeoutMs)} s) em ${href}`, { cause: error });
      }
      const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
      throw new FetchError('NETWORK', href, `Falha de rede em ${href} (${reason})`, { cause: error });
    } finally {
      clearTimeout(timeout);
      release();
    }
  }

  /** Attempts with exponential backoff on 5xx, network errors and timeouts; 4xx fail at once. */
  async function withRetries(
    url: URL,
    init: { method: string; headers: Record<string, string>; body?: string },
    signal: AbortSignal | undefined,
    limit = maxBytes,
    truncate = false,
    maxRetries = retries,
  ): Promise<{ response: Response; bytes: Uint8Array }> {
    let lastError: FetchError | null = null;
    for (let n = 0; n <= maxRetries; n++) {
      if (n > 0) {
        const delay = Math.min(maxBackoffMs, backoffMs * 2 ** (n - 1));
        await sleep(delay, signal).catch((reason) => {
          throw new FetchError('ABORTED', url.href, `Coleta interrompida em ${url.href}`, { cause: reason });
        });
      }
      try {
        const result = await attempt(url, init, signal, limit, truncate);
        const status = result.response.status;
        if (status >= 500) {
          lastError = new FetchError('HTTP_STATUS', url.href, `HTTP ${status} em ${url.href}`, { status });
          continue;
        }
        if (status >= 400) {
          throw new FetchError('HTTP_STATUS', url.href, `HTTP ${status} em ${url.href}`, { status, attempts: n + 1 });
        }
        return result;
      } catch (error) {
        if (error instanceof FetchError && (error.code === 'TIMEOUT' || error.code === 'NETWORK')) {
          lastError = error;
          continue;
        }
        throw error;
      }
    }
    const attempts = maxRetries + 1;
    const error = lastError!;
    throw new FetchError(
      error.code,
      error.url,
      attempts > 1 ? `${error.message}, após ${attempts} tentativas` : error.message,
      { status: error.status, attempts, cause: error.details.cause },
    );
  }

  async function loadRobots(origin: string, signal: AbortSignal | undefined): Promise<RobotsEntry> {
    const robotsUrl = new URL('/robots.txt', origin);
    const expiresAt = now() + robotsTtlMs;
    try {
      const { response, bytes } = await withRetries(
        robotsUrl,
        { method: 'GET', headers: { 'user-agent': userAgent, accept: 'text/plain, */*' } },
        signal,
        ROBOTS_MAX_BYTES,
        true,
        Math.min(retries, 1),
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
      const reason = error instanceof Error ? error.message : String(error);
      return { rules: DISALLOW_ALL, unreachable: reason, expiresAt };
    }
  }

  async function checkRobots(url: URL, signal: AbortSignal | undefined): Promise<void> {
    const origin = url.origin;
    let entry = robotsCache.get(origin);
    if (entry) {
      const settled = await entry;
      if (settled.expiresAt <= now()) entry = undefined;
    }
    if (!entry) {
      entry = loadRobots(origin, signal);
      robotsCache.set(origin, entry);
      entry.catch(() => robotsCache.delete(origin));
    }
    const { rules, unreachable } = await entry;
    const pathAndQuery = url.pathname + url.search;
    if (rules.isAllowed(pathAndQuery, PRODUCT_TOKEN)) return;
    const message = unreachable
      ? `robots.txt de ${origin} indisponível (${unreachable}); sem ele a coleta não acessa ${url.href}`
      : `robots.txt de ${origin} não permite que ${PRODUCT_TOKEN} acesse ${pathAndQuery}`;
    throw new FetchError('ROBOTS', url.href, message);
  }

  return {
    userAgent,
    async request(input: FetchRequest | string): Promise<FetchedResponse> {
      const req: FetchRequest = typeof input === 'string' ? { url: input } : input;
      let url: URL;
      try {
        url = new URL(req.url);
      } catch {
        throw new FetchError('BAD_URL', req.url, `Endereço inválido: ${req.url}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new FetchError('BAD_URL', req.url, `Só endereços http(s) são coletados: ${req.url}`);
      }
      if (req.signal?.aborted) throw new FetchError('ABORTED', url.href, `Coleta interrompida em ${url.href}`);
      if (respectRobots) await checkRobots(url, req.signal);

      const headers: Record<string, string> = {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
        'accept-language': 'pt-BR,pt;q=0.9',
      };
      for (const [key, value] of Object.entries(req.headers ?? {})) headers[key.toLowerCase()] = value;
      headers['user-agent'] = userAgent;

      const { response, bytes } = await withRetries(
        url,
        { method: req.method ?? 'GET', headers, body: req.body },
        req.signal,
      );
      const contentType = response.headers.get('content-type');
      const decoded = decodeBody(bytes, contentType);
      return {
        url: response.url || url.href,
        status: response.status,
        headers: response.headers,
        contentType,
        bytes,
        text: decoded.text,
        charset: decoded.charset,
      };
    },
  };
}
