import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/entry-server';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { expectNoInlineCode, readPage } from '#tests/helpers/pages';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createBanca, createEdital, createEditalCargo, createOrgao } from '#tests/factories';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const t = useNoticesTestApp({ now: NOW, renderPage });

let made = 0;

async function pfNotice(overrides: Parameters<typeof createEdital>[1] = {}) {
  const db = t.database.db;
  // Agencies and boards stay between tests (only notices are emptied): one of each per notice.
  made += 1;
  const o = await createOrgao(db, { nome: made === 1 ? 'Polícia Federal' : `Polícia Federal ${made}`, sigla: 'PF', uf: null, municipio: null });
  const b = await createBanca(db, { nome: `Cebraspe (teste ${made})`, site: 'https://www.cebraspe.org.br' });
  const e = await createEdital(db, {
    titulo: 'PF - Agente e Escrivão',
    uf: 'DF',
    municipio: 'Brasília',
    orgaoId: o.id,
    bancaId: b.id,
    vagas: 750,
    inscricoesInicio: '2026-03-01',
    inscricoesFim: '2026-03-20',
    ...overrides,
  });
  await createEditalCargo(db, { editalId: e.id, vagas: 630, remuneracaoBase: 14164.81, cargo: { nome: made === 1 ? 'Agente de Polícia Federal' : `Agente ${made}` } });
  await createEditalCargo(db, { editalId: e.id, vagas: 120, remuneracaoBase: 14164.81, cargo: { nome: made === 1 ? 'Escrivão de Polícia Federal' : `Escrivão ${made}` } });
  return e;
}

describe(`server-rendered notice page (${testDatabaseKind})`, () => {
  it('arrives with the notice, its positions, and what crawlers and previews read', async () => {
    const e = await pfNotice();
    const page = await readPage(await t.request(`/edital/${e.id}`));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('PF - Agente e Escrivão — MCI');
    expect(page.document.querySelector('h1')?.textContent).toBe('PF - Agente e Escrivão');
    const table = page.document.querySelector('table');
    expect(table?.textContent).toContain('Agente de Polícia Federal');
    expect(page.mainText()).toContain('Cebraspe (teste 1)');

    const description = page.meta('description')!;
    expect(description).toContain('Polícia Federal');
    expect(description).toContain('750 vagas');
    expect(description).toMatch(/R\$\s14\.164,81/);
    expect(description).toContain('20/03/2026');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:title')).toBe('PF - Agente e Escrivão');
    expect(page.meta('og:type')).toBe('article');
    expect(page.links('canonical')).toEqual([`http://localhost:3000/edital/${e.id}`]);
    expect(page.meta('og:url')).toBe(`http://localhost:3000/edital/${e.id}`);
    expect(page.meta('og:image')).toBe(`http://localhost:3000/og/edital/${e.id}.png?v=${Date.parse(e.updatedAt)}`);

    const [job, crumbs] = page.jsonLd();
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: 'PF - Agente e Escrivão',
      validThrough: '2026-03-20T23:59:59-03:00',
      hiringOrganization: { '@type': 'Organization', name: 'Polícia Federal' },
      jobLocation: { '@type': 'Place', address: { addressRegion: 'DF', addressCountry: 'BR' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'BRL' },
      totalJobOpenings: 750,
      directApply: false,
      identifier: { '@type': 'PropertyValue', value: String(e.id) },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Início', item: 'http://localhost:3000/' },
        { position: 2, name: 'Concursos no Distrito Federal', item: 'http://localhost:3000/concursos/df' },
        { position: 3, name: 'PF - Agente e Escrivão' },
      ],
    });
    expectNoInlineCode(page);
    const detail = page.state()!.queries.queries.find((q) => q.queryKey[1] === 'detalhe');
    expect(detail?.state.status).toBe('success');
  });

  it('an ended notice has no JobPosting, only its breadcrumbs', async () => {
    const e = await pfNotice({ status: 'encerrado', inscricoesInicio: '2026-01-10', inscricoesFim: '2026-02-01' });
    const page = await readPage(await t.request(`/edital/${e.id}`));
    expect(page.status).toBe(200);
    expect(page.jsonLd().map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it.each(['abc', '-1', '0', '123456789012345678901234567890', '999999'])(
    '/edital/%s answers 404 with "Concurso não encontrado"',
    async (id) => {
      const page = await readPage(await t.request(`/edital/${id}`));
      expect(page.status).toBe(404);
      expect(page.document.title).toBe('Concurso não encontrado — MCI');
      expect(page.mainText()).toContain('Concurso não encontrado');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.links('canonical')).toEqual([]);
      expect(page.meta('og:url')).toBeNull();
    },
  );

  it('a title with markup is text everywhere: in the page, the head and the JSON-LD', async () => {
    const e = await pfNotice({ titulo: '</script><script>alert(1)</script> & <b>Concurso</b>' });
    const page = await readPage(await t.request(`/edital/${e.id}`));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.document.querySelector('h1')?.textContent).toBe('</script><script>alert(1)</script> & <b>Concurso</b>');
    expect(page.jsonLd()[0]).toMatchObject({ title: '</script><script>alert(1)</script> & <b>Concurso</b>' });
    expectNoInlineCode(page);
  });
});
