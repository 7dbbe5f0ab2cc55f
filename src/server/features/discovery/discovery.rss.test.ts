import { describe, expect, it } from 'vitest';
import { formatCurrency } from '#shared/editais/format';
import { CAMINHO_COM_CARACTERES_INVALIDOS } from '#shared/text-input';
import { TEST_ORIGIN } from '#tests/helpers/test-app';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEditais, createEdital, createOrgao, minutesAgo } from '#tests/factories';
import { rssTitle } from './discovery.service';
import { parseXml } from './testing/xml';

// A fresh app per test on one database emptied of notices: no test sees another's cached answers.
const t = useNoticesTestApp();

function childText(el: Element | Document, tag: string): string | undefined {
  return el.getElementsByTagName(tag)[0]?.textContent ?? undefined;
}

async function fetchFeed(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  const doc = parseXml(await res.text());
  expect(doc.documentElement.tagName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const channel = doc.getElementsByTagName('channel')[0]!;
  const items = Array.from(doc.getElementsByTagName('item')).map((item) => ({
    title: childText(item, 'title'),
    link: childText(item, 'link'),
    guid: childText(item, 'guid'),
    pubDate: childText(item, 'pubDate'),
    description: childText(item, 'description'),
  }));
  return { channel, items };
}

describe(`GET /rss.xml (${testDatabaseKind})`, () => {
  it('is RSS 2.0 in Portuguese with the 50 newest notices, newest first', async () => {
    const created = await createEditais(t.database.db, 55, (i) => ({ createdAt: minutesAgo(i) }));
    const { channel, items } = await fetchFeed('/rss.xml');
    expect(childText(channel, 'title')).toBe('MCI — Concursos públicos');
    expect(childText(channel, 'language')).toBe('pt-BR');
    expect(childText(channel, 'link')).toBe(`${TEST_ORIGIN}/`);
    expect(items).toHaveLength(50);
    expect(items.map((i) => i.link)).toEqual(created.slice(0, 50).map((e) => `${TEST_ORIGIN}/edital/${e.id}`));
    expect(items[0]).toMatchObject({
      title: created[0]!.titulo,
      guid: `${TEST_ORIGIN}/edital/${created[0]!.id}`,
      pubDate: new Date(minutesAgo(0)).toUTCString(),
    });
  });

  it("describes each notice from its data: agency, place, vacancies, pay and registration dates", async () => {
    const db = t.database.db;
    const pf = await createOrgao(db, { nome: 'Polícia Federal', sigla: 'PF', uf: null, municipio: null });
    await createEdital(db, {
      titulo: 'PF - Agente e Escrivão',
      orgaoId: pf.id,
      uf: 'DF',
      municipio: null,
      vagas: 1200,
      remuneracaoMin: 14164.81,
      remuneracaoMax: 14164.81,
      inscricoesInicio: '2026-11-20',
      inscricoesFim: '2026-12-15',
    });
    await createEdital(db, {
      titulo: 'Prefeitura prevista',
      uf: null,
      vagas: 0,
      remuneracaoMin: null,
      remuneracaoMax: null,
      status: 'autorizado',
      inscricoesInicio: null,
      inscricoesFim: null,
      createdAt: minutesAgo(60),
    });
    const { items } = await fetchFeed('/rss.xml');
    expect(items.map((i) => i.description)).toEqual([
      `Órgão: PF · Polícia Federal. Local: Distrito Federal – DF. 1.200 vagas. Remuneração: ${formatCurrency(14164.81)}. ` +
        'Situação: Inscrições Abertas. Inscrições de 20/11/2026 a 15/12/2026.',
      'Local: Nacional. Cadastro reserva. Remuneração não divulgada. Situação: Previsto.',
    ]);
  });

  it('keeps the XML well-formed whatever the title holds: <, &, quotes, "]]>" and control characters', async () => {
    const tricky = 'Concurso <b>"Agente" & \'Fiscal\'</b> ]]> e de novo ]]> fim';
    await createEdital(t.database.db, { titulo: tricky });
    await createEdital(t.database.db, { titulo: 'Com\u0001controle\u0008 e 🎉', createdAt: minutesAgo(5) });
    const { items } = await fetchFeed('/rss.xml');
    expect(items[0]!.title).toBe(tricky.replaceAll(']]>', ']] >'));
    expect(items[1]!.title).toBe('Comcontrole e 🎉');
  });

  it('answers 304 to a reader that polls an unchanged feed', async () => {
    await createEdital(t.database.db);
    const first = await t.request('/rss.xml');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await t.request('/rss.xml', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe(`GET /rss/{uf}.xml (${testDatabaseKind})`, () => {
  it("lists only the state's notices, under the state's name", async () => {
    const db = t.database.db;
    const sp = await createEdital(db, { uf: 'SP', titulo: 'Concurso paulista' });
    await createEdital(db, { uf: 'RJ', titulo: 'Concurso fluminense' });
    await createEdital(db, { uf: null, titulo: 'Concurso nacional' });
    const { channel, items } = await fetchFeed('/rss/sp.xml');
    expect(childText(channel, 'title')).toBe('MCI — Concursos em São Paulo');
    expect(childText(channel, 'link')).toBe(`${TEST_ORIGIN}/concursos/sp`);
    expect(childText(channel, 'language')).toBe('pt-BR');
    expect(items.map((i) => i.title)).toEqual(['Concurso paulista']);
    expect(items[0]!.link).toBe(`${TEST_ORIGIN}/edital/${sp.id}`);
  });

  it('is an empty but valid feed for a state without notices, with the right preposition', async () => {
    const { channel, items } = await fetchFeed('/rss/ba.xml');
    expect(childText(channel, 'title')).toBe('MCI — Concursos na Bahia');
    expect(items).toEqual([]);
    expect(rssTitle('RJ')).toBe('MCI — Concursos no Rio de Janeiro');
  });

  it('sends an upper-case UF to the lower-case address', async () => {
    const res = await t.request('/rss/SP.xml', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/rss/sp.xml');
  });

  it('answers 404 with the API error body for anything that is not a state, never 500', async () => {
    for (const path of ['/rss/xx.xml', '/rss/sp', '/rss/sp.json', '/rss/s%3Cp.xml', '/rss/sao-paulo.xml', '/rss/.xml']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Feed não encontrado: estado (UF) desconhecido' } });
    }
    // A path that does not decode as UTF-8 is a bad request (lib/text-guard.ts), not a missing feed.
    const broken = await t.request('/rss/%E0%A4%A.xml');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: { code: 'BAD_REQUEST', message: CAMINHO_COM_CARACTERES_INVALIDOS } });
  });
});
