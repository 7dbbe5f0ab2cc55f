import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edital } from '#shared/api/editais';
import { paths } from '#shared/paths';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital, createOrgao } from '#tests/factories';
import { edital } from '#server/db/schema';
import { discoveryRoutes } from './discovery.routes';
import { cardText, OG_HEIGHT, OG_WIDTH, renderCardPng } from './og-image';
import { createShareImages } from './og-image.cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's size from its header: the signature, then the IHDR chunk (length, type, width, height). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchPng(path: string, init?: RequestInit) {
  const res = await t.request(path, init);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
  return { res, bytes };
}

describe(`GET /og/edital/{id}.png (${testDatabaseKind})`, () => {
  it("draws the notice's 1200×630 card, cached: the second answer is identical and the ETag revalidates to 304", async () => {
    const db = t.database.db;
    const o = await createOrgao(db, { nome: 'Polícia Federal', sigla: 'PF' });
    const e = await createEdital(db, { titulo: 'PF - Agente e Escrivão', orgaoId: o.id, inscricoesFim: '2026-12-15' });

    const { res, bytes } = await fetchPng(`/og/edital/${e.id}.png`);
    // Other sites may show the card (previews); the rest of the site stays same-origin only.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"og\d+-\d+-\d+"$/);

    const again = await fetchPng(`/og/edital/${e.id}.png?v=${Date.parse(e.updatedAt)}`);
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(Buffer.from(again.bytes).equals(Buffer.from(bytes))).toBe(true);

    const revalidated = await t.request(`/og/edital/${e.id}.png`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
  });

  it('draws a new card once the notice changes: new ETag, new bytes', async () => {
    const db = t.database.db;
    const e = await createEdital(db, { titulo: 'Antes da retificação' });
    const before = await fetchPng(`/og/edital/${e.id}.png`);
    await db.update(edital).set({ titulo: 'Depois da retificação', vagas: 300, updatedAt: new Date(Date.now() + 60_000).toISOString() }).where(eq(edital.id, e.id));
    const oldEtag = before.res.headers.get('etag')!;
    const after = await fetchPng(`/og/edital/${e.id}.png`, { headers: { 'If-None-Match': oldEtag } });
    expect(after.res.headers.get('etag')).not.toBe(oldEtag);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(false);
  });

  it('draws titles that are long, unbroken, or full of characters the font lacks, within the card', async () => {
    const db = t.database.db;
    const titles = [
      'Concurso '.repeat(60),
      'A'.repeat(500),
      'Título com <tags> & "aspas" \u0001 🎉 你好 שלום',
    ];
    for (const titulo of titles) {
      const e = await createEdital(db, { titulo, uf: null, vagas: null, remuneracaoMin: null, remuneracaoMax: null, status: 'cancelado' });
      await fetchPng(`/og/edital/${e.id}.png`);
    }
  });

  it('answers 404 with the API error body for an unknown or malformed id, never 500', async () => {
    const unknown = await t.request('/og/edital/2147483000.png');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Concurso não encontrado' } });
    for (const path of ['/og/edital/abc.png', '/og/edital/abc', '/og/edital/1', '/og/edital/1.jpg', '/og/edital/0.png', '/og/edital/01.png', '/og/edital/-1.png', '/og/edital/99999999999.png', '/og/edital/%E0%A4%A.png', '/og/edital/1.png.png']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('is where paths.ogEdital points, with ?v= from updated_at', () => {
    expect(paths.ogEdital.to(7, '2025-03-10T12:00:00.000Z')).toBe('/og/edital/7.png?v=1741608000000');
    expect(paths.ogEdital.to(7)).toBe('/og/edital/7.png');
  });
});

describe('GET /og/default.png', () => {
  it('is the brand card, drawn once per process', async () => {
    const first = await fetchPng('/og/default.png');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const second = await fetchPng('/og/default.png');
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect((await t.request('/og/default.png', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('the share image cache', () => {
  const notice = (id: number, updatedAt = '2025-03-10T12:00:00.000Z') =>
    ({ id, updated_at: updatedAt, titulo: `Concurso ${id}`, uf: 'SP', municipio: null, orgao: null, vagas: 1, remuneracao_min: null, remuneracao_max: null, inscricoes_fim: null, status: 'publicado' }) as Edital;

  function counting() {
    const drawn: string[] = [];
    let fail = false;
    const images = createShareImages({
      maxEntries: 2,
      render: (element) => {
        drawn.push(JSON.stringify((element.props as { card?: { titulo: string } }).card?.titulo ?? 'brand'));
        return fail ? Promise.reject(new Error('falhou')) : Promise.resolve(Buffer.from(`png ${drawn.length}`));
      },
    });
    return { images, drawn, failNext: (v: boolean) => (fail = v) };
  }

  it('draws each version once, keeps the most recently used cards and forgets failures', async () => {
    const { images, drawn, failNext } = counting();
    const a1 = await images.forNotice(notice(1));
    expect(await images.forNotice(notice(1))).toBe(a1);
    await Promise.all([images.forNotice(notice(2)), images.forNotice(notice(2))]);
    expect(drawn).toHaveLength(2);

    await images.forNotice(notice(1)); // 1 is now the most recent; 2 goes next
    await images.forNotice(notice(3));
    expect(images.size).toBe(2);
    await images.forNotice(notice(1));
    expect(drawn).toHaveLength(3);
    await images.forNotice(notice(2));
    expect(drawn).toHaveLength(4);

    await images.forNotice(notice(1, '2025-03-11T00:00:00.000Z'));
    expect(drawn).toHaveLength(5);
    expect(images.size).toBe(2);

    failNext(true);
    await expect(images.forNotice(notice(9))).rejects.toThrow('falhou');
    failNext(false);
    await images.forNotice(notice(9));
    expect(drawn).toHaveLength(7);

    await Promise.all([images.brand(), images.brand()]);
    expect(drawn.filter((d) => d === '"brand"')).toHaveLength(1);
  });

  it('works with the routes: the second request for a card draws nothing', async () => {
    const e = await createEdital(t.database.db);
    let draws = 0;
    const shareImages = createShareImages({ render: (el) => (draws++, renderCardPng(el)) });
    const router = discoveryRoutes({ database: t.database, env: t.env }, { shareImages });
    const first = await router.request(`${TEST_ORIGIN}/og/edital/${e.id}.png`);
    const second = await router.request(`${TEST_ORIGIN}/og/edital/${e.id}.png?v=1`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(draws).toBe(1);
  });
});

describe('cardText', () => {
  it('drops control characters, folds whitespace and cuts with an ellipsis', () => {
    expect(cardText('  a\u0000b \n\t c  ', 100)).toBe('a b c');
    expect(cardText('abcdefghij', 5)).toBe('abcd…');
    expect(cardText('Inscrições — 1ª fase', 100)).toBe('Inscrições — 1ª fase');
  });

  it('keeps only what the font can draw: accents composed, foreign letters without their marks, no emoji', () => {
    expect(cardText('Sa\u0303o Joa\u0303o', 100)).toBe('São João');
    expect(cardText('Győr Łódź', 100)).toBe('Gyor ódz');
    expect(cardText('Concurso 🎉 你好 aberto\u200b!', 100)).toBe('Concurso aberto!');
  });
});
