import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../fetch';
import { PDF_MAX_BYTES, downloadPdf, hasPdfMagic, sha256Hex } from './download';
import { tuningBytes, tuningNotice } from './testing/fixtures';
import { pdfText } from './text';

/** A real edital of the tuning half, served as the agency's site would. */
const EDITAL_ID = 'pdf-ifsuldeminas-107-2019';
const EDITAL = tuningBytes(EDITAL_ID);
const CORRUPT = (() => {
  const bytes = new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
})();

/** Streams `total` bytes in 1 MB chunks (no Content-Length), stopping when the client gives up. */
function stream(res: ServerResponse, total: number) {
  res.writeHead(200, { 'content-type': 'application/pdf' });
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  chunk.write('%PDF-1.7\n');
  let sent = 0;
  const write = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  write();
}

const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/robots.txt': (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /restrito/\n'),
  '/edital.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(EDITAL),
  '/download?id=7': (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(EDITAL),
  '/nao-existe.pdf': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Não encontrado</h1>'),
  '/pagina.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('<!doctype html><html><body>Edital</body></html>'),
  '/noticia': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('%PDF-1.4 parece, mas é uma página'),
  '/declarado-enorme.pdf': (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(30 * 1024 * 1024) });
    res.write('%PDF-1.7\n');
  },
  '/enorme.pdf': (res) => stream(res, 30 * 1024 * 1024),
  '/lento.pdf': (res) => void setTimeout(() => !res.destroyed && res.writeHead(200, { 'content-type': 'application/pdf' }).end(EDITAL), 2_000),
  '/corrompido.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(CORRUPT),
  '/com-etag.pdf': (res) => {
    const asked = res.req.headers['if-none-match'];
    if (asked === '"v1"') return void res.writeHead(304, { etag: '"v1"' }).end();
    res.writeHead(200, { 'content-type': 'application/pdf', etag: '"v1"', 'last-modified': 'Tue, 02 Apr 2024 10:00:00 GMT' }).end(EDITAL);
  },
  '/restrito/edital.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(EDITAL),
};

let server: Server;
let origin: string;
const served: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    (ROUTES[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetcher = () => createFetcher({ retries: 0, backoffMs: 1, timeoutMs: 10_000 });

describe('downloadPdf against a real HTTP server on 127.0.0.1', () => {
  it('downloads a real edital with its hash, and the text layer reads', async () => {
    const result = await downloadPdf(fetcher(), `${origin}/edital.pdf`);
    expect(result).toMatchObject({ ok: true, contentType: 'application/pdf', sha256: tuningNotice(EDITAL_ID).documentos[0]!.sha256 });
    if (!result.ok || 'notModified' in result) return;
    expect(result.bytes).toEqual(EDITAL);
    expect(await pdfText(result.bytes)).toMatchObject({ ok: true, escaneado: false });
  }, 30_000);

  it('accepts a generic binary type when the bytes are a PDF, and asks for a PDF', async () => {
    const result = await downloadPdf(fetcher(), `${origin}/download?id=7`);
    expect(result).toMatchObject({ ok: true, contentType: 'application/octet-stream' });
  });

  it('reports an HTTP error status', async () => {
    expect(await downloadPdf(fetcher(), `${origin}/nao-existe.pdf`)).toEqual({
      ok: false,
      reason: 'http',
      message: `O site do edital respondeu HTTP 404 para ${origin}/nao-existe.pdf`,
    });
  });

  it('refuses an HTML page, whether it says so or claims to be a PDF', async () => {
    const html = await downloadPdf(fetcher(), `${origin}/noticia`);
    expect(html).toEqual({ ok: false, reason: 'nao_pdf', message: `O endereço ${origin}/noticia não é um PDF (o site respondeu text/html)` });
    const disguised = await downloadPdf(fetcher(), `${origin}/pagina.pdf`);
    expect(disguised).toMatchObject({ ok: false, reason: 'nao_pdf' });
    if (!disguised.ok) expect(disguised.message).toContain('não é um PDF (declarado como PDF, mas o conteúdo não começa como um PDF)');
  });

  it(`refuses a file over the ${PDF_MAX_BYTES / 1024 / 1024} MB cap, declared or streamed`, async () => {
    const declared = await downloadPdf(fetcher(), `${origin}/declarado-enorme.pdf`);
    expect(declared).toEqual({ ok: false, reason: 'grande_demais', message: `O edital em ${origin}/declarado-enorme.pdf passa do limite de 25 MB` });
    const streamed = await downloadPdf(fetcher(), `${origin}/enorme.pdf`);
    expect(streamed).toMatchObject({ ok: false, reason: 'grande_demais' });
    const smaller = await downloadPdf(fetcher(), `${origin}/edital.pdf`, { maxBytes: 100_000 });
    expect(smaller).toEqual({ ok: false, reason: 'grande_demais', message: `O edital em ${origin}/edital.pdf passa do limite de 0,1 MB` });
  }, 30_000);

  it('gives up on a slow answer', async () => {
    const result = await downloadPdf(fetcher(), `${origin}/lento.pdf`, { timeoutMs: 200 });
    expect(result).toEqual({ ok: false, reason: 'timeout', message: `O edital em ${origin}/lento.pdf não terminou de baixar em 0,2 s` });
  });

  it('honours robots.txt', async () => {
    const result = await downloadPdf(fetcher(), `${origin}/restrito/edital.pdf`);
    expect(result).toMatchObject({ ok: false, reason: 'robots' });
    expect(served).not.toContain('/restrito/edital.pdf');
  });

  it('reports a server that cannot be reached', async () => {
    // With robots.txt obeyed an unreachable site is first a robots failure (RFC 9309: assume disallow).
    expect(await downloadPdf(fetcher(), 'http://127.0.0.1:9/edital.pdf')).toMatchObject({ ok: false, reason: 'robots' });
    const result = await downloadPdf(createFetcher({ retries: 0, respectRobots: false }), 'http://127.0.0.1:9/edital.pdf');
    expect(result).toMatchObject({ ok: false, reason: 'rede' });
    if (!result.ok) expect(result.message).toMatch(/^Não foi possível baixar o edital em http:\/\/127\.0\.0\.1:9\/edital\.pdf \(Falha de rede/);
  });

  it('downloads a corrupt file with a PDF header; reading it says corrompido, not an exception', async () => {
    const result = await downloadPdf(fetcher(), `${origin}/corrompido.pdf`);
    expect(result).toMatchObject({ ok: true, sha256: sha256Hex(CORRUPT) });
    if (!result.ok || 'notModified' in result) return;
    expect(await pdfText(result.bytes)).toMatchObject({ ok: false, reason: 'corrompido' });
  });

  it('keeps the validators, and a conditional request answered 304 says notModified without a body', async () => {
    const first = await downloadPdf(fetcher(), `${origin}/com-etag.pdf`);
    expect(first).toMatchObject({ ok: true, etag: '"v1"', lastModified: 'Tue, 02 Apr 2024 10:00:00 GMT' });
    const again = await downloadPdf(fetcher(), `${origin}/com-etag.pdf`, { validators: { etag: '"v1"', lastModified: null } });
    expect(again).toEqual({ ok: true, notModified: true });
    const stale = await downloadPdf(fetcher(), `${origin}/com-etag.pdf`, { validators: { etag: '"v0"', lastModified: null } });
    expect(stale).toMatchObject({ ok: true, sha256: sha256Hex(EDITAL) });
  });

  it('rethrows when the run itself is aborted', async () => {
    const run = new AbortController();
    const pending = downloadPdf(fetcher(), `${origin}/lento.pdf`, { signal: run.signal });
    setTimeout(() => run.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe('hasPdfMagic', () => {
  it('looks for %PDF- within the first kilobyte', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(hasPdfMagic(enc('%PDF-1.4\n'))).toBe(true);
    expect(hasPdfMagic(enc(`${' '.repeat(500)}%PDF-1.7`))).toBe(true);
    expect(hasPdfMagic(enc(`${' '.repeat(1100)}%PDF-1.7`))).toBe(false);
    expect(hasPdfMagic(enc('<html>'))).toBe(false);
    expect(hasPdfMagic(new Uint8Array(0))).toBe(false);
  });
});
