import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildAnswer, chooseEncoding, etagMatches, HTML_CONTENT_TYPE, PublicAnswerCache, TextAnswer } from './public-cache';

function setup(start = Date.parse('2025-03-10T15:00:00Z')) {
  let now = start;
  let version = 'v1';
  const calls = { readVersion: 0, compute: 0 };
  const cache = new PublicAnswerCache({
    now: () => now,
    revalidateMs: 2000,
    readVersion: async () => {
      calls.readVersion += 1;
      return version;
    },
  });
  const compute = async (today: string) => {
    calls.compute += 1;
    return { today, n: calls.compute };
  };
  return {
    cache,
    calls,
    compute,
    advance: (ms: number) => {
      now += ms;
    },
    setVersion: (v: string) => {
      version = v;
    },
  };
}

const parse = (answer: { identity: Uint8Array }) => JSON.parse(Buffer.from(answer.identity).toString('utf8')) as unknown;

describe('PublicAnswerCache', () => {
  it('computes once for many concurrent requests and reads the version once', async () => {
    const { cache, calls, compute } = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute)));
    expect(calls).toEqual({ readVersion: 1, compute: 1 });
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(parse(answers[0]!)).toEqual({ today: '2025-03-10', n: 1 });
  });

  it('trusts an answer for the revalidation window, then checks the version stamp once for all keys', async () => {
    const { cache, calls, compute, advance } = setup();
    await cache.get('a', compute);
    await cache.get('b', compute);
    advance(1999);
    await cache.get('a', compute);
    await cache.get('b', compute);
    expect(calls).toEqual({ readVersion: 1, compute: 2 });

    advance(2);
    await Promise.all([cache.get('a', compute), cache.get('b', compute)]);
    // Stamp unchanged: the same answers, one more cheap read.
    expect(calls).toEqual({ readVersion: 2, compute: 2 });
  });

  it('recomputes when the version stamp changed (a write elsewhere)', async () => {
    const { cache, calls, compute, advance, setVersion } = setup();
    const first = await cache.get('a', compute);
    setVersion('v2');
    advance(500);
    expect((await cache.get('a', compute)).etag).toBe(first.etag);
    advance(2000);
    const second = await cache.get('a', compute);
    expect(second.etag).not.toBe(first.etag);
    expect(calls.compute).toBe(2);
  });

  it('never serves an answer on another Brasília day, even inside the window', async () => {
    // 23:59:59.5 in Brasília.
    const { cache, calls, compute, advance } = setup(Date.parse('2025-03-11T02:59:59.500Z'));
    expect(parse(await cache.get('a', compute))).toMatchObject({ today: '2025-03-10' });
    advance(1000);
    expect(parse(await cache.get('a', compute))).toMatchObject({ today: '2025-03-11' });
    expect(calls.compute).toBe(2);
  });

  it('does not keep a failed computation', async () => {
    const { cache, compute } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    expect(parse(await cache.get('a', compute))).toMatchObject({ n: 1 });
  });
});

describe('PublicAnswerCache with a counter', () => {
  it('counts each get as a hit or a miss by its key, and peek not at all (the fast lane counts its own answers)', async () => {
    const counted: string[] = [];
    const cache = new PublicAnswerCache({
      readVersion: async () => 'v1',
      counter: { count: (key, result) => counted.push(`${key} ${result}`) },
    });
    const compute = async () => ({ ok: true });
    await Promise.all([cache.get('feed:SP', compute), cache.get('feed:SP', compute)]);
    await cache.get('feed:SP', compute);
    expect(cache.peek('feed:SP')).not.toBeNull();
    expect(counted).toEqual(['feed:SP miss', 'feed:SP miss', 'feed:SP hit']);
  });
});

describe('PublicAnswerCache with maxEntries', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new PublicAnswerCache({ readVersion: async () => 'v1', maxEntries: 2 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute); // a is now the most recent
    await cache.get('c', compute); // b goes
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).not.toBeNull();
    expect(cache.peek('b')).toBeNull();
    expect(cache.peek('c')).not.toBeNull();
    expect(computed).toBe(3);
  });
});

describe('buildAnswer', () => {
  it('keeps a page (TextAnswer) as its text with its content type, compressed', () => {
    const html = `<!doctype html><html lang="pt-BR"><body>${'<p>Concurso público</p>'.repeat(200)}</body></html>`;
    const answer = buildAnswer(new TextAnswer(html, HTML_CONTENT_TYPE), { day: '2025-03-10', version: 'v1' });
    expect(answer.contentType).toBe('text/html; charset=UTF-8');
    expect(Buffer.from(answer.identity).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(answer.br!).toString('utf8')).toBe(html);
    expect(gunzipSync(answer.gzip!).toString('utf8')).toBe(html);
  });

  it('keeps the JSON bytes with gzip and brotli versions and a weak ETag of the content', () => {
    const value = { editais: Array.from({ length: 30 }, (_, i) => ({ id: i, titulo: `Concurso ${i} — São Paulo` })) };
    const a = buildAnswer(value, { day: '2025-03-10', version: 'v' });
    expect(JSON.parse(Buffer.from(a.identity).toString('utf8'))).toEqual(value);
    expect(gunzipSync(a.gzip!).equals(Buffer.from(a.identity))).toBe(true);
    expect(brotliDecompressSync(a.br!).equals(Buffer.from(a.identity))).toBe(true);
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(buildAnswer(value, { day: 'x', version: 'y' }).etag).toBe(a.etag);
    expect(buildAnswer({ editais: [] }, { day: 'x', version: 'y' }).etag).not.toBe(a.etag);
  });

  it('does not compress tiny answers', () => {
    const a = buildAnswer({ editais: [] }, { day: 'x', version: 'y' });
    expect(a.gzip).toBeNull();
    expect(a.br).toBeNull();
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('chooseEncoding', () => {
  const both = buildAnswer({ s: 'x'.repeat(2000) }, { day: 'x', version: 'y' });
  const none = buildAnswer({}, { day: 'x', version: 'y' });
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
    [undefined, null],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('answers identity when the answer was too small to compress', () => {
    expect(chooseEncoding('gzip, br', none)).toBeNull();
  });
});
