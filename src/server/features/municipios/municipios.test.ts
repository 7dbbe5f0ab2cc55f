import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MUNICIPIO_BUSCA_CURTA,
  MUNICIPIO_BUSCA_LONGA,
  MUNICIPIO_CODIGO_INVALIDO,
  MUNICIPIO_NAO_ENCONTRADO,
  type MunicipioRef,
  type MunicipiosResponse,
} from '#shared/api/municipios';
import { UF_INVALIDA } from '#shared/editais/schemas';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

async function search(query: string) {
  const res = await t.request(`/api/municipios?${query}`);
  return { res, body: (await res.json()) as MunicipiosResponse };
}

async function expectBadRequest(path: string, message: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'BAD_REQUEST', message } });
}

describe(`GET /api/municipios (${testDatabaseKind})`, () => {
  it('finds municipalities by name, accents and case ignored, capitals and exact names first, cached for a day', async () => {
    const { res, body } = await search('q=s%C3%A3o%20paulo');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.municipios[0]).toEqual({ codigo: '3550308', nome: 'São Paulo', uf: 'SP' });

    const campo = await search('q=campo%20grande');
    expect(campo.body.municipios.slice(0, 3)).toEqual([
      { codigo: '5002704', nome: 'Campo Grande', uf: 'MS' },
      { codigo: '2701506', nome: 'Campo Grande', uf: 'AL' },
      { codigo: '2401305', nome: 'Campo Grande', uf: 'RN' },
    ]);
  });

  it('trims q, filters by uf in any case and answers at most 20', async () => {
    const { body } = await search('q=%20%20niteroi%20%20&uf=rj');
    expect(body.municipios).toEqual([{ codigo: '3303302', nome: 'Niterói', uf: 'RJ' }]);
    expect((await search('q=sa')).body.municipios).toHaveLength(20);
    const inMg = (await search('q=bom&uf=MG')).body.municipios;
    expect(inMg.length).toBeGreaterThan(0);
    expect(inMg.every((m: MunicipioRef) => m.uf === 'MG')).toBe(true);
    expect((await search('q=xyzw')).body).toEqual({ municipios: [] });
  });

  it('answers 400 naming the parameter for a short, long or missing q and for an unknown UF', async () => {
    await expectBadRequest('/api/municipios', MUNICIPIO_BUSCA_CURTA);
    await expectBadRequest('/api/municipios?q=s', MUNICIPIO_BUSCA_CURTA);
    await expectBadRequest('/api/municipios?q=%20s%20%20', MUNICIPIO_BUSCA_CURTA);
    await expectBadRequest(`/api/municipios?q=${'a'.repeat(61)}`, MUNICIPIO_BUSCA_LONGA);
    await expectBadRequest('/api/municipios?q=campinas&uf=XX', UF_INVALIDA);
    expect(MUNICIPIO_BUSCA_CURTA).toContain('(q)');
    expect(MUNICIPIO_BUSCA_LONGA).toContain('(q)');
    expect((await search(`q=${'a'.repeat(60)}`)).res.status).toBe(200);
  });
});

describe(`GET /api/municipios/{codigo} (${testDatabaseKind})`, () => {
  it('names the municipality of a code', async () => {
    const res = await t.request('/api/municipios/3509502');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.json()).toEqual({ codigo: '3509502', nome: 'Campinas', uf: 'SP' });
  });

  it('answers 404 for an unknown code and 400 for one that is not 7 digits', async () => {
    const res = await t.request('/api/municipios/9999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: MUNICIPIO_NAO_ENCONTRADO } });
    await expectBadRequest('/api/municipios/355030', MUNICIPIO_CODIGO_INVALIDO);
    await expectBadRequest('/api/municipios/campinas', MUNICIPIO_CODIGO_INVALIDO);
    expect(MUNICIPIO_CODIGO_INVALIDO).toContain('(codigo)');
  });
});
