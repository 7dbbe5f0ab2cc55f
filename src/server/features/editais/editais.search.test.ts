import { describe, expect, it } from 'vitest';
import type { EditaisResponse, Edital } from '#shared/api/editais';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEditais, createEdital, minutesAgo } from '#tests/factories';
import { escapeLike } from '#server/lib/like-pattern';
import { SEARCH_WINDOW } from './editais.service';

const t = useNoticesTestApp();

async function search(query: string): Promise<Edital[]> {
  const res = await t.request(`/api/editais${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as EditaisResponse).editais;
}
const titulos = (list: Edital[]) => list.map((e) => e.titulo);

describe(`GET /api/editais (${testDatabaseKind})`, () => {
  it('answers at most 50 notices, newest first, whatever their status', async () => {
    const all = await createEditais(t.database.db, 55, (i) => ({
      status: (['inscricoes_abertas', 'publicado', 'encerrado'] as const)[i % 3],
      createdAt: minutesAgo(i),
    }));
    const editais = await search('');
    expect(editais).toHaveLength(50);
    expect(editais.map((e) => e.id)).toEqual(all.slice(0, 50).map((e) => e.id));
  });

  it('breaks created_at ties by id, newest first', async () => {
    const same = '2025-03-01T10:00:00.000Z';
    const [a, b] = await createEditais(t.database.db, 2, () => ({ createdAt: same }));
    expect((await search('')).map((e) => e.id)).toEqual([b!.id, a!.id]);
  });

  it('matches the title case- and accent-insensitively', async () => {
    const db = t.database.db;
    await createEdital(db, { titulo: 'Polícia Civil de São Paulo - Investigador', createdAt: minutesAgo(1) });
    await createEdital(db, { titulo: 'POLÍCIA MILITAR - Soldado', createdAt: minutesAgo(2) });
    await createEdital(db, { titulo: 'Prefeitura de São Paulo - Analista', createdAt: minutesAgo(3) });
    await createEdital(db, { titulo: 'Câmara de Itajubá - Técnico Legislativo', createdAt: minutesAgo(4) });
    await createEdital(db, { titulo: 'Tribunal Regional Federal', createdAt: minutesAgo(5) });

    expect(titulos(await search('?q=policia'))).toEqual(['Polícia Civil de São Paulo - Investigador', 'POLÍCIA MILITAR - Soldado']);
    expect(titulos(await search('?q=POLICIA%20civil'))).toEqual(['Polícia Civil de São Paulo - Investigador']);
    expect(titulos(await search('?q=sao%20paulo'))).toEqual([
      'Polícia Civil de São Paulo - Investigador',
      'Prefeitura de São Paulo - Analista',
    ]);
    expect(titulos(await search('?q=S%C3%83O%20PAULO'))).toEqual([
      'Polícia Civil de São Paulo - Investigador',
      'Prefeitura de São Paulo - Analista',
    ]);
    expect(titulos(await search('?q=camara%20de%20itajuba'))).toEqual(['Câmara de Itajubá - Técnico Legislativo']);
    expect(titulos(await search('?q=t%C3%A9cnico'))).toEqual(['Câmara de Itajubá - Técnico Legislativo']);
    expect(await search('?q=bombeiro')).toEqual([]);
  });

  it('trims the text and treats a blank one as no filter', async () => {
    const db = t.database.db;
    await createEdital(db, { titulo: 'Receita Federal - Auditor', createdAt: minutesAgo(1) });
    await createEdital(db, { titulo: 'INSS - Técnico', createdAt: minutesAgo(2) });
    expect(titulos(await search('?q=%20%20auditor%20%20'))).toEqual(['Receita Federal - Auditor']);
    expect(await search('?q=%20%20')).toHaveLength(2);
    expect(await search('?q=')).toHaveLength(2);
  });

  it('takes % and _ in the text literally', async () => {
    const db = t.database.db;
    await createEdital(db, { titulo: 'Reajuste de 100% - Prefeitura', createdAt: minutesAgo(1) });
    await createEdital(db, { titulo: 'Prefeitura de Cem - 1000 vagas', createdAt: minutesAgo(2) });
    await createEdital(db, { titulo: 'Cargo ANALISTA_TI - Estado', createdAt: minutesAgo(3) });
    await createEdital(db, { titulo: 'Cargo ANALISTA-TI - Município', createdAt: minutesAgo(4) });
    await createEdital(db, { titulo: 'Barra \\ invertida', createdAt: minutesAgo(5) });

    expect(titulos(await search('?q=100%25'))).toEqual(['Reajuste de 100% - Prefeitura']);
    expect(titulos(await search('?q=analista_ti'))).toEqual(['Cargo ANALISTA_TI - Estado']);
    expect(await search('?q=%25')).toHaveLength(1);
    expect(await search('?q=_')).toHaveLength(1);
    expect(titulos(await search('?q=%5C'))).toEqual(['Barra \\ invertida']);
  });

  it('filters by UF alone or with text', async () => {
    const db = t.database.db;
    await createEdital(db, { titulo: 'Polícia Civil - SP', uf: 'SP', createdAt: minutesAgo(1) });
    await createEdital(db, { titulo: 'Polícia Civil - RJ', uf: 'RJ', createdAt: minutesAgo(2) });
    await createEdital(db, { titulo: 'Prefeitura do Rio', uf: 'RJ', createdAt: minutesAgo(3) });
    expect(titulos(await search('?uf=RJ'))).toEqual(['Polícia Civil - RJ', 'Prefeitura do Rio']);
    expect(titulos(await search('?q=policia&uf=rj'))).toEqual(['Polícia Civil - RJ']);
    expect(await search('?q=policia&uf=AC')).toEqual([]);
  });

  it('refuses a text over 100 characters and an unknown UF, in Portuguese', async () => {
    const long = await t.request(`/api/editais?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Busca muito longa' } });

    const ok = await t.request(`/api/editais?q=${'a'.repeat(100)}`);
    expect(ok.status).toBe(200);

    const uf = await t.request('/api/editais?q=x&uf=XX');
    expect(uf.status).toBe(400);
    expect(await uf.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Estado (UF) inválido (uf): use siglas como SP ou RJ.' } });
  });

  it('finds the newest matches whether they lie inside the recent window, beyond it, or both', async () => {
    // SEARCH_WINDOW + 200 notices, newest first by index i. Matches for each word:
    // 'recente' only inside the window (60), 'antigo' only beyond it (60), 'misto' 30 inside + 40 beyond.
    const total = SEARCH_WINDOW + 200;
    const word = (i: number) => {
      const inside = i < SEARCH_WINDOW;
      const words: string[] = [];
      if (inside && i % 20 === 0) words.push('Recente');
      if (!inside && i % 3 === 0) words.push('Antigo');
      if ((inside && i % 50 === 7) || (!inside && i % 5 === 1)) words.push('Misto');
      return words.join(' ');
    };
    const all = await createEditais(t.database.db, total, (i) => ({
      titulo: `Edital ${i} ${word(i)}`.trim(),
      createdAt: new Date(Date.parse('2025-03-10T12:00:00Z') - i * 60_000).toISOString(),
    }));
    const expected = (needle: string) =>
      all
        .filter((e) => e.titulo.toLowerCase().includes(needle))
        .slice(0, 50)
        .map((e) => e.id);

    for (const needle of ['recente', 'antigo', 'misto']) {
      const found = (await search(`?q=${needle}`)).map((e) => e.id);
      expect(found, needle).toEqual(expected(needle));
      expect(found.length, needle).toBe(50);
    }
    expect(expected('misto').filter((id) => all.findIndex((e) => e.id === id) >= SEARCH_WINDOW)).toHaveLength(20);
  });

  it('answers a visitor publicly with an ETag and no user status', async () => {
    await createEdital(t.database.db, { titulo: 'INSS - Técnico do Seguro Social' });
    const res = await t.request('/api/editais?q=inss');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const body = (await res.json()) as EditaisResponse;
    expect(body.editais[0]).not.toHaveProperty('userStatus');

    const again = await t.request('/api/editais?q=inss', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('polícia civil')).toBe('polícia civil');
  });
});
