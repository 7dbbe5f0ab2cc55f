import { createHash } from 'node:crypto';
import { FetchError, seconds, type Fetcher } from '../fetch';

/**
 * Downloading an official edital PDF through the collector's Fetcher (robots.txt, per-host
 * politeness, retries): at most 25 MB, within a time limit, and only a body that is a PDF — by its
 * declared type (application/pdf or a generic binary type; an HTML page is refused) and by its
 * first bytes ('%PDF-' within the first 1 KB). Never throws for a download problem: the reason
 * comes back with a Portuguese message safe to show in the admin panel.
 */

/** Largest edital accepted (issue 16): real ones are 0.5–5 MB; a 300-page gazette stays under 25. */
export const PDF_MAX_BYTES = 25 * 1024 * 1024;
/** Per attempt, headers and body included. */
export const PDF_TIMEOUT_MS = 60_000;

export type PdfFailure = 'http' | 'timeout' | 'grande_demais' | 'nao_pdf' | 'rede' | 'robots';

export type PdfDownload =
  | { ok: true; bytes: Uint8Array; sha256: string; contentType: string | null; etag: string | null; lastModified: string | null }
  /** A conditional request answered 304: the copy read before stands. */
  | { ok: true; notModified: true }
  | { ok: false; reason: PdfFailure; message: string };

export interface DownloadPdfOptions {
  /** Default PDF_MAX_BYTES. */
  maxBytes?: number;
  /** The whole download, retries included. Default PDF_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Retries of a transient failure (5xx, network, timeout); the fetcher's own count when absent. */
  retries?: number;
  /** The run's signal: aborting it aborts the download (that is thrown, not reported as a failure). */
  signal?: AbortSignal;
  /** The validators of the copy read before: the request is conditional, and a 304 answers notModified. */
  validators?: { etag: string | null; lastModified: string | null } | null;
}

function conditional(validators: DownloadPdfOptions['validators']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

/** Declared types a PDF may come with: its own, and the generic binary ones servers use for downloads. */
const PDF_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'application/octet-stream',
  'binary/octet-stream',
  'application/download',
  'application/force-download',
  'application/x-download',
]);

/** The magic bytes; the PDF specification lets a file have junk before them, readers look in the first 1 KB. */
const MAGIC = new TextEncoder().encode('%PDF-');
const MAGIC_WINDOW = 1024;

export function hasPdfMagic(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, MAGIC_WINDOW) - MAGIC.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < MAGIC.length; j++) if (bytes[i + j] !== MAGIC[j]) continue outer;
    return true;
  }
  return false;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function megabytes(n: number): string {
  return `${(n / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** A FetchError as the reason and message of a failed download. */
function failure(error: FetchError, url: string, limits: { maxBytes: number; timeoutMs: number }, timedOut: boolean): PdfDownload {
  if (timedOut) return { ok: false, reason: 'timeout', message: `O edital em ${url} não terminou de baixar em ${seconds(limits.timeoutMs)} s` };
  switch (error.code) {
    case 'HTTP_STATUS':
      return { ok: false, reason: 'http', message: `O site do edital respondeu HTTP ${error.status ?? '?'} para ${url}` };
    case 'TIMEOUT':
      return { ok: false, reason: 'timeout', message: `O edital em ${url} não respondeu a tempo (${error.message})` };
    case 'TOO_LARGE':
      return { ok: false, reason: 'grande_demais', message: `O edital em ${url} passa do limite de ${megabytes(limits.maxBytes)}` };
    case 'ROBOTS':
      return { ok: false, reason: 'robots', message: `O robots.txt do site não permite baixar o edital (${error.message})` };
    default:
      return { ok: false, reason: 'rede', message: `Não foi possível baixar o edital em ${url} (${error.message})` };
  }
}

export async function downloadPdf(fetcher: Fetcher, url: string, options: DownloadPdfOptions = {}): Promise<PdfDownload> {
  const limits = { maxBytes: options.maxBytes ?? PDF_MAX_BYTES, timeoutMs: options.timeoutMs ?? PDF_TIMEOUT_MS };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let response;
  try {
    response = await fetcher.request({
      url,
      headers: { accept: 'application/pdf, application/octet-stream;q=0.9, */*;q=0.1', ...conditional(options.validators) },
      maxBytes: limits.maxBytes,
      retries: options.retries,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof FetchError) return failure(error, url, limits, deadline.signal.aborted);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 304) return { ok: true, notModified: true };
  const type = mediaType(response.contentType);
  if (type !== null && !PDF_TYPES.has(type)) {
    return { ok: false, reason: 'nao_pdf', message: `O endereço ${url} não é um PDF (o site respondeu ${type})` };
  }
  if (!hasPdfMagic(response.bytes)) {
    const what = type === 'application/pdf' ? 'declarado como PDF, mas o conteúdo não começa como um PDF' : 'o conteúdo não começa como um PDF';
    return { ok: false, reason: 'nao_pdf', message: `O endereço ${url} não é um PDF (${what})` };
  }
  if (response.bytes.length > limits.maxBytes) {
    return { ok: false, reason: 'grande_demais', message: `O edital em ${url} passa do limite de ${megabytes(limits.maxBytes)}` };
  }
  return {
    ok: true,
    bytes: response.bytes,
    sha256: sha256Hex(response.bytes),
    contentType: response.contentType,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}
