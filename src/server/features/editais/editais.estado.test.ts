import { describe, expect, it, vi } from 'vitest';
import type { EstadoConcursos } from '#shared/api/editais';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEditais, createEdital, minutesAgo } from '#tests/factories';
import { addDays } from '#shared/editais/dates';

// 12:00 in Brasília: "today" is 2025-03-10 for the whole file.
const NOW = new Date('2025-03-10T15:00:00.000Z');
const TODAY = '2025-03-10';

const t = useNoticesTestApp({ now: NOW });

async function estado(uf: string): Promise<EstadoConcursos> {
  const res = await t.request(`/api/estados/${uf}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as EstadoConcursos;
}

const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe(`GET /api/estados/:uf (${testDatabaseKind})`, () => {
  it("answers the state's open notices by deadline, then its forecast and authorised ones newest first, with counts", async () => {
    const db = t.database.db;
    // Deadlines 0..5 days away, inserted in shuffled order.
    const abertos = await createEditais(db, 6, (i) => ({
      uf: 'SP',
      status: 'inscricoes_abertas',
      inscricoesFim: addDays(TODAY, (i * 5) % 6),
      createdAt: minutesAgo(i),
    }));
    const semPrazo = await createEdital(db, { uf: 'SP', inscricoesFim: null, createdAt: minutesAgo(0) });
    const previstos = await createEditais(db, 4, (i) => ({
      uf: 'SP',
      status: i % 2 === 0 ? 'publicado' : 'autorizado',
      inscricoesFim: null,
      createdAt: minutesAgo(100 + (3 - i)),
    }));
    await createEditais(db, 3, (i) => ({ uf: 'SP', status: (['encerrado', 'suspenso', 'cancelado'] as const)[i]! }));

    const body = await estado('SP');
    expect(body.uf).toBe('SP');
    expect(body.nome).toBe('São Paulo');
    expect(body.abertos.map((e) => e.inscricoes_fim)).toEqual([...[0, 1, 2, 3, 4, 5].map((d) => addDays(TODAY, d)), null]);
    expect(ids(body.abertos)).toEqual(expect.arrayContaining(ids(abertos)));
    expect(body.abertos.at(-1)?.id).toBe(semPrazo.id);
    expect(body.abertos.every((e) => e.status === 'inscricoes_abertas')).toBe(true);
    // Previstos: newest first, i.e. the last created (created_at runs backwards here).
    expect(ids(body.previstos)).toEqual(ids(previstos).reverse());
    expect(body.totais).toEqual({ abertos: 7, previstos: 4 });
    expect(body.abertos[0]).not.toHaveProperty('userStatus');
  });

  it('leaves out notices whose registration ended before today (Brasília), from the list and the count', async () => {
    const db = t.database.db;
    await createEdital(db, { uf: 'PE', inscricoesFim: addDays(TODAY, -1) });
    await createEdital(db, { uf: 'PE', inscricoesFim: addDays(TODAY, -30) });
    const hoje = await createEdital(db, { uf: 'PE', inscricoesFim: TODAY });

    const body = await estado('PE');
    expect(ids(body.abertos)).toEqual([hoje.id]);
    expect(body.totais).toEqual({ abertos: 1, previstos: 0 });
  });

  it('counts "today" in Brasília, not UTC', async () => {
    // 01:00 UTC on the 11th is still 22:00 on the 10th in Brasília: a deadline of the 10th is open.
    vi.setSystemTime(new Date('2025-03-11T01:00:00.000Z'));
    const ultimoDia = await createEdital(t.database.db, { uf: 'BA', inscricoesFim: TODAY });
    expect(ids((await estado('BA')).abertos)).toEqual([ultimoDia.id]);
  });

  it('leaves out the other states and the national notices', async () => {
    const db = t.database.db;
    const rj = await createEdital(db, { uf: 'RJ', inscricoesFim: TODAY });
    const rjPrevisto = await createEdital(db, { uf: 'RJ', status: 'autorizado' });
    await createEdital(db, { uf: 'SP', inscricoesFim: TODAY });
    await createEdital(db, { uf: 'SP', status: 'publicado' });
    await createEdital(db, { uf: null, inscricoesFim: TODAY });
    await createEdital(db, { uf: null, status: 'publicado' });

    const body = await estado('RJ');
    expect(ids(body.abertos)).toEqual([rj.id]);
    expect(ids(body.previstos)).toEqual([rjPrevisto.id]);
    expect(body.totais).toEqual({ abertos: 1, previstos: 1 });
  });

  it('caps each list at 100 notices while the totals count them all', async () => {
    const db = t.database.db;
    await createEditais(db, 105, (i) => ({ uf: 'MG', inscricoesFim: addDays(TODAY, i), createdAt: minutesAgo(i) }));
    await createEditais(db, 102, (i) => ({ uf: 'MG', status: 'publicado', createdAt: minutesAgo(200 + i) }));

    const body = await estado('MG');
    expect(body.abertos).toHaveLength(100);
    expect(body.abertos.at(-1)?.inscricoes_fim).toBe(addDays(TODAY, 99));
    expect(body.previstos).toHaveLength(100);
    expect(body.totais).toEqual({ abertos: 105, previstos: 102 });
  });

  it('answers a state without notices with empty lists and zero counts', async () => {
    await createEdital(t.database.db, { uf: 'SP', inscricoesFim: TODAY });
    expect(await estado('ac')).toEqual({ uf: 'AC', nome: 'Acre', abertos: [], previstos: [], totais: { abertos: 0, previstos: 0 } });
  });

  it('takes the UF in any letter case', async () => {
    const sp = await createEdital(t.database.db, { uf: 'SP', inscricoesFim: TODAY });
    for (const uf of ['sp', 'SP', 'Sp']) {
      const body = await estado(uf);
      expect(body.uf).toBe('SP');
      expect(ids(body.abertos)).toEqual([sp.id]);
    }
  });

  it.each(['xx', 'XX', '1', 'spp', 's', 'S%C3%A3o%20Paulo', '%20sp'])(
    "answers 404 'Estado não encontrado.' for %j",
    async (uf) => {
      const res = await t.request(`/api/estados/${uf}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Estado não encontrado.' } });
    },
  );

  it('carries an ETag and public revalidation headers, and answers 304 to a matching If-None-Match', async () => {
    await createEdital(t.database.db, { uf: 'SP', inscricoesFim: TODAY });
    const res = await t.request('/api/estados/sp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    // The same answer, and the same validator, whatever the letter case of the address.
    const again = await t.request('/api/estados/SP', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await t.request('/api/estados/sp', { headers: { 'If-None-Match': 'W/"outro"' } });
    expect(other.status).toBe(200);
  });

  it('keeps one answer per UF', async () => {
    const db = t.database.db;
    const sp = await createEdital(db, { uf: 'SP', inscricoesFim: TODAY });
    const rj = await createEdital(db, { uf: 'RJ', inscricoesFim: TODAY });
    const spRes = await t.request('/api/estados/sp');
    const rjRes = await t.request('/api/estados/rj');
    expect(ids(((await spRes.json()) as EstadoConcursos).abertos)).toEqual([sp.id]);
    expect(ids(((await rjRes.json()) as EstadoConcursos).abertos)).toEqual([rj.id]);
    expect(spRes.headers.get('etag')).not.toBe(rjRes.headers.get('etag'));
    // The ETag of one state is not a match for another.
    const cross = await t.request('/api/estados/rj', { headers: { 'If-None-Match': spRes.headers.get('etag')! } });
    expect(cross.status).toBe(200);
  });
});
