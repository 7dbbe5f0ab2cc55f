import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeBody, isValidUtf8 } from './charset';
import { collectorUserAgent, createFetcher, FetchError, type FetcherOptions } from './fetch';
import { parseRobotsTxt } from './robots';
import { fixture, HTML_UTF8, startLoopback, type Handler, type Loopback } from './testing/loopback';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(handler: Handler) {
  server = await startLoopback(handler);
  return server;
}

/** Fast settings: short timeouts and backoffs. */
function fastFetcher(overrides: FetcherOptions = {}) {
  const fetcher = createFetcher({ siteUrl: 'http://localhost:3000', timeoutMs: 1_000, retries: 2, backoffMs: 10, ...overrides });
  return { fetcher };
}

/** The pauses between consecutive requests, in ms. */
function gaps(requests: { at: number }[]): number[] {
  return requests.slice(1).map((r, i) => r.at - requests[i]!.at);
}

/**
 * A fetch that notes when each request leaves the fetcher. Waits (spacing, backoff) are promises
 * about sending; arrival at the server jitters by several ms (the first request also opens the
 * connection), so timings are taken here rather than there.
 */
function recordingFetch() {
  const sent: { at: number }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push({ at: performance.now() });
    return fetch(input, init);
  };
  return { sent, fetchImpl };
}

async function rejection(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => {
      throw new Error('esperava uma falha');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('createFetcher: politeness', () => {
  it('names the product in the User-Agent and asks for Portuguese', async () => {
    const s = await serve(() => ({ headers: HTML_UTF8, body: '<p>ok</p>' }));
    const { fetcher } = fastFetcher();
    const res = await fetcher.request(`${s.origin}/concursos/`);
    expect(res.text).toBe('<p>ok</p>');
    const page = s.pageRequests()[0]!;
    expect(page.headers['user-agent']).toBe('MCI-Coletor/1.0 (+http://localhost:3000)');
    expect(page.headers['accept-language']).toMatch(/^pt-BR/);
    expect(collectorUserAgent()).toBe('MCI-Coletor/1.0');
  });

  it('keeps at most two requests in flight per host', async () => {
    const s = await serve(() => ({ body: 'x', delayMs: 60 }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    await Promise.all(Array.from({ length: 6 }, (_, i) => fetcher.request(`${s.origin}/p${i}`)));
    expect(s.pageRequests()).toHaveLength(6);
    expect(s.maxInFlight()).toBe(2);
  });

  it('lets a different limit be injected', async () => {
    const s = await serve(() => ({ body: 'x', delayMs: 40 }));
    const { fetcher } = fastFetcher({ respectRobots: false, perHostConcurrency: 1 });
    await Promise.all(Array.from({ length: 3 }, (_, i) => fetcher.request(`${s.origin}/p${i}`)));
    expect(s.maxInFlight()).toBe(1);
  });

  it('spaces the starts of requests to one host by perHostDelayMs, still two at a time at most', async () => {
    const s = await serve(() => ({ body: 'x' }));
    // Each start waits for the previous one's actual start: only the few synchronous steps before
    // the fetch (its abort timer) lie between the limiter's clock and this one, however busy the machine.
    const { sent, fetchImpl } = recordingFetch();
    const { fetcher } = fastFetcher({ respectRobots: false, perHostDelayMs: 40, fetchImpl });
    await Promise.all(Array.from({ length: 4 }, (_, i) => fetcher.request(`${s.origin}/p${i}`)));
    expect(s.pageRequests()).toHaveLength(4);
    expect(sent).toHaveLength(4);
    for (const gap of gaps(sent)) expect(gap).toBeGreaterThanOrEqual(38);
    expect(s.maxInFlight()).toBeLessThanOrEqual(2);
  });

  it('counts the spacing from when the previous request actually started, so a late start does not let two go out together', async () => {
    const s = await serve(() => ({ body: 'x' }));
    const { sent, fetchImpl } = recordingFetch();
    const { fetcher } = fastFetcher({ respectRobots: false, perHostDelayMs: 40, fetchImpl });
    // The event loop is kept busy from 30 to 75 ms after the first start: the second start, due at 40, runs late.
    const first = fetcher.request(`${s.origin}/p0`);
    setTimeout(() => {
      const until = performance.now() + 45;
      while (performance.now() < until);
    }, 30);
    await Promise.all([first, ...Array.from({ length: 2 }, (_, i) => fetcher.request(`${s.origin}/p${i + 1}`))]);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(70);
    // The third waits its 40 ms after the second's late start, not until 80 ms after the first.
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(38);
  });

  it('does not space requests to different hosts', async () => {
    const a = await serve(() => ({ body: 'a' }));
    const b = await startLoopback(() => ({ body: 'b' }));
    try {
      // A minute between requests to one host: were the two hosts spaced, this test would time out.
      const { fetcher } = fastFetcher({ respectRobots: false, perHostDelayMs: 60_000 });
      const answers = await Promise.all([fetcher.request(`${a.origin}/x`), fetcher.request(`${b.origin}/x`)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    } finally {
      await b.close();
    }
  });

  it('refuses what robots.txt disallows for MCI-Coletor, with a clear message, without fetching it', async () => {
    const s = await serve((req) =>
      req.path === '/robots.txt'
        ? { headers: { 'content-type': 'text/plain' }, body: 'User-agent: MCI-Coletor\nDisallow: /concursos/\n\nUser-agent: *\nDisallow:\n' }
        : { body: 'pagina' },
    );
    const { fetcher } = fastFetcher();
    const error = await rejection(fetcher.request(`${s.origin}/concursos/sp/`));
    expect(error.code).toBe('ROBOTS');
    expect(error.message).toBe(`robots.txt de ${s.origin} não permite que MCI-Coletor acesse /concursos/sp/`);
    expect(s.pageRequests()).toHaveLength(0);
    // Other paths stay allowed, and robots.txt is read once per origin.
    await expect(fetcher.request(`${s.origin}/noticias/`)).resolves.toMatchObject({ text: 'pagina' });
    expect(s.requests.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
  });

  it('fetches only the allowed hosts when a list is given, without any request to the others', async () => {
    const site = await serve(() => ({ headers: HTML_UTF8, body: 'ok' }));
    const { fetcher } = fastFetcher({ allowedHosts: ['127.0.0.1'] });
    expect((await fetcher.request(`${site.origin}/pagina`)).text).toBe('ok');
    const localhost = site.origin.replace('127.0.0.1', 'localhost');
    const error = await rejection(fetcher.request(`${localhost}/pagina`));
    expect(error).toMatchObject({ code: 'BAD_URL', message: 'Host fora dos permitidos à coleta (COLLECTOR_ALLOWED_HOSTS): localhost' });
    expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt', '/pagina']);
  });

  it('obeys the * group when no group names us', async () => {
    const s = await serve((req) => (req.path === '/robots.txt' ? { body: 'User-agent: *\nDisallow: /\n' } : { body: 'x' }));
    const { fetcher } = fastFetcher();
    expect((await rejection(fetcher.request(`${s.origin}/qualquer`))).code).toBe('ROBOTS');
  });

  it('treats a missing robots.txt (404) as no restriction', async () => {
    const s = await serve((req) => (req.path === '/robots.txt' ? { status: 404 } : { body: 'x' }));
    const { fetcher } = fastFetcher();
    await expect(fetcher.request(`${s.origin}/a`)).resolves.toMatchObject({ status: 200 });
  });

  it('does not crawl a site whose robots.txt answers 5xx (RFC 9309: assume disallow)', async () => {
    const s = await serve((req) => (req.path === '/robots.txt' ? { status: 503 } : { body: 'x' }));
    const { fetcher } = fastFetcher();
    const error = await rejection(fetcher.request(`${s.origin}/a`));
    expect(error.code).toBe('ROBOTS');
    expect(error.message).toMatch(/robots\.txt de .* indisponível \(HTTP 503/);
    expect(s.pageRequests()).toHaveLength(0);
  });

  it('rejects addresses that are not http(s)', async () => {
    const { fetcher } = fastFetcher();
    expect((await rejection(fetcher.request('ftp://example.org/x'))).code).toBe('BAD_URL');
    expect((await rejection(fetcher.request('não é url'))).code).toBe('BAD_URL');
  });
});

describe('createFetcher: robustness', () => {
  it('retries a 5xx with exponential backoff and succeeds', async () => {
    let calls = 0;
    const s = await serve(() => (++calls < 3 ? { status: 502, body: 'bad gateway' } : { body: 'finalmente' }));
    const { sent, fetchImpl } = recordingFetch();
    const { fetcher } = fastFetcher({ respectRobots: false, fetchImpl });
    const res = await fetcher.request(`${s.origin}/lista`);
    expect(res.text).toBe('finalmente');
    expect(s.pageRequests()).toHaveLength(3);
    // Waits of 10 then 20 ms (a timer may fire a fraction of a ms early; a busy machine only makes
    // them longer).
    const [first, second] = gaps(sent);
    expect(first).toBeGreaterThanOrEqual(9);
    expect(second).toBeGreaterThanOrEqual(19);
  });

  it('gives up on a persistent 500 after the retries, saying so', async () => {
    const s = await serve(() => ({ status: 500, body: 'erro' }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const error = await rejection(fetcher.request(`${s.origin}/lista`));
    expect(error.code).toBe('HTTP_STATUS');
    expect(error.status).toBe(500);
    expect(error.details.attempts).toBe(3);
    expect(error.message).toBe(`HTTP 500 em ${s.origin}/lista, após 3 tentativas`);
    expect(s.pageRequests()).toHaveLength(3);
  });

  it('never retries a 4xx', async () => {
    const s = await serve(() => ({ status: 403, body: 'proibido' }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const error = await rejection(fetcher.request(`${s.origin}/lista`));
    expect(error.status).toBe(403);
    expect(error.details.attempts).toBe(1);
    expect(s.pageRequests()).toHaveLength(1);
  });

  it('times out a slow answer and retries it', async () => {
    const s = await serve(() => ({ body: 'tarde demais', delayMs: 400 }));
    const { fetcher } = fastFetcher({ respectRobots: false, timeoutMs: 50, retries: 1 });
    const error = await rejection(fetcher.request(`${s.origin}/lento`));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(`Tempo esgotado (0,05 s) em ${s.origin}/lento, após 2 tentativas`);
    expect(s.pageRequests()).toHaveLength(2);
  });

  it('retries network errors (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const error = await rejection(fetcher.request(`http://127.0.0.1:${port}/x`));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toMatch(/ECONNREFUSED.*após 3 tentativas$/);
    expect(error.details.attempts).toBe(3);
  });

  it('caps the body size, whether or not Content-Length announces it', async () => {
    const big = 'x'.repeat(4096);
    const s = await serve((req) =>
      req.path === '/anunciado' ? { body: big } : { headers: { 'transfer-encoding': 'chunked' }, body: big },
    );
    const { fetcher } = fastFetcher({ respectRobots: false, maxBytes: 1024 });
    const announced = await rejection(fetcher.request(`${s.origin}/anunciado`));
    expect(announced.code).toBe('TOO_LARGE');
    expect(announced.message).toBe(`Resposta maior que o limite de 1 KB em ${s.origin}/anunciado`);
    expect((await rejection(fetcher.request(`${s.origin}/streamed`))).code).toBe('TOO_LARGE');
    // Not a transient failure: no retry.
    expect(s.pageRequests()).toHaveLength(2);
  });

  it('returns a 304 to a conditional request as an answer with no body', async () => {
    const s = await serve((req) => (req.headers['if-none-match'] === '"v1"' ? { status: 304 } : { headers: { etag: '"v1"' }, body: 'corpo' }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const first = await fetcher.request(`${s.origin}/pagina`);
    expect(first.headers.get('etag')).toBe('"v1"');
    const again = await fetcher.request({ url: `${s.origin}/pagina`, headers: { 'If-None-Match': '"v1"' } });
    expect(again).toMatchObject({ status: 304, text: '' });
    expect(s.pageRequests()[1]!.headers['if-none-match']).toBe('"v1"');
  });

  it('treats a 304 to a plain request as an error', async () => {
    const s = await serve(() => ({ status: 304 }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const error = await rejection(fetcher.request(`${s.origin}/pagina`));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 304 });
  });

  it('lets one request carry its own body limit and retries', async () => {
    const s = await serve((req) => (req.path === '/grande' ? { body: 'x'.repeat(4096) } : { status: 503 }));
    const { fetcher } = fastFetcher({ respectRobots: false, maxBytes: 1024 });
    await expect(fetcher.request({ url: `${s.origin}/grande`, maxBytes: 8192 })).resolves.toMatchObject({ status: 200 });
    const error = await rejection(fetcher.request({ url: `${s.origin}/falha`, retries: 0 }));
    expect(error.details.attempts).toBe(1);
    expect(s.pageRequests().filter((r) => r.path === '/falha')).toHaveLength(1);
  });

  it('sends POST bodies and headers', async () => {
    const s = await serve((req) => ({ headers: { 'content-type': 'application/json' }, body: req.body }));
    const { fetcher } = fastFetcher({ respectRobots: false });
    const res = await fetcher.request({
      url: `${s.origin}/rpc`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.text).toBe('{"a":1}');
    expect(s.requests[0]!.method).toBe('POST');
    expect(s.requests[0]!.headers['content-type']).toBe('application/json');
  });
});

describe('createFetcher: charset', () => {
  it('reads ISO-8859-1 bytes served behind a utf-8 header as what they are', async () => {
    const s = await serve(() => ({ headers: HTML_UTF8, body: fixture('pci-html/concursos-ma-latin1.html') }));
    const { fetcher } = fastFetcher();
    const res = await fetcher.request(`${s.origin}/concursos/ma/`);
    expect(res.charset).toBe('windows-1252');
    expect(res.text).toContain('Fundação de Amparo à Pesquisa');
    expect(res.text).toContain('Prefeitura de São Luís');
    expect(res.text).not.toContain('\uFFFD');
  });

  it('keeps valid UTF-8 as UTF-8 even without a declaration', async () => {
    const s = await serve(() => ({ headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>Inscrições até 21/10</p>', 'utf8') }));
    const { fetcher } = fastFetcher();
    const res = await fetcher.request(`${s.origin}/`);
    expect(res.charset).toBe('utf-8');
    expect(res.text).toBe('<p>Inscrições até 21/10</p>');
  });

  it('honours a declared non-utf-8 charset', async () => {
    const latin1 = Buffer.from('Fundação', 'latin1');
    const s = await serve(() => ({ headers: { 'content-type': 'text/html; charset=ISO-8859-1' }, body: latin1 }));
    const { fetcher } = fastFetcher();
    const res = await fetcher.request(`${s.origin}/`);
    expect(res.text).toBe('Fundação');
    expect(res.charset).toBe('windows-1252');
  });
});

describe('decodeBody', () => {
  it('reads a meta charset when the header has none', () => {
    const bytes = Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>'), Buffer.from('São Paulo', 'latin1')]);
    expect(decodeBody(bytes, 'text/html').text).toBe('<meta charset="windows-1252"><p>São Paulo');
  });

  it('drops a UTF-8 byte order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"ç"}')]);
    expect(decodeBody(bytes, 'application/json').text).toBe('{"a":"ç"}');
  });

  it('tells valid from invalid UTF-8', () => {
    expect(isValidUtf8(Buffer.from('Fundação', 'utf8'))).toBe(true);
    expect(isValidUtf8(Buffer.from('Fundação', 'latin1'))).toBe(false);
  });
});

describe('parseRobotsTxt', () => {
  const robots = parseRobotsTxt(`
# comentário
User-agent: Googlebot
Disallow: /

User-agent: *
Disallow: /concursos/
Allow: /concursos/sp/
Disallow: /*.pdf$
Disallow: /busca?
`);

  it('uses the longest matching rule, allow winning a tie', () => {
    expect(robots.isAllowed('/concursos/', 'MCI-Coletor')).toBe(false);
    expect(robots.isAllowed('/concursos/sp/', 'MCI-Coletor')).toBe(true);
    expect(robots.isAllowed('/noticias/x', 'MCI-Coletor')).toBe(true);
    expect(parseRobotsTxt('User-agent: *\nDisallow: /a\nAllow: /a\n').isAllowed('/a', 'MCI-Coletor')).toBe(true);
  });

  it('understands * and $', () => {
    expect(robots.isAllowed('/edital/abc.pdf', 'MCI-Coletor')).toBe(false);
    expect(robots.isAllowed('/edital/abc.pdf?v=2', 'MCI-Coletor')).toBe(true);
    expect(robots.isAllowed('/busca?q=pm', 'MCI-Coletor')).toBe(false);
  });

  it('prefers the group naming the product (case-insensitive, version ignored) over *', () => {
    const specific = parseRobotsTxt('User-agent: *\nDisallow: /\n\nUser-agent: mci-coletor/1.0\nAllow: /\n');
    expect(specific.isAllowed('/qualquer', 'MCI-Coletor')).toBe(true);
    expect(specific.isAllowed('/qualquer', 'OutroRobo')).toBe(false);
  });

  it('allows everything for an empty file or an empty Disallow', () => {
    expect(parseRobotsTxt('').isAllowed('/x', 'MCI-Coletor')).toBe(true);
    expect(parseRobotsTxt('User-agent: *\nDisallow:\n').isAllowed('/x', 'MCI-Coletor')).toBe(true);
  });
});
