import type { EditaisResponse, Edital } from '#shared/api/editais';
import { ABERTOS, apiGet, cardTitles, carousel, editalWithDetails, expectAllInUf, PREVISTOS } from './browse-steps';
import { expect, test } from './fixtures';
import * as ssr from './ssr-steps';

test.describe('páginas do servidor: hidratação sem nova busca de dados (desktop)', () => {
  for (const spec of ssr.PUBLIC_PAGES) {
    test(`${spec.name}: hidrata sem pedir a API, mantém o título e responde`, ({ page, request }) =>
      ssr.hydratesWithoutFetching(page, request, spec));
  }
});

test.describe('sem JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('página inicial: carrosséis com cartões, e o título de um cartão leva ao detalhe', async ({ page, request }) => {
    const { editais } = await apiGet<EditaisResponse>(request, '/api/feed-publico');
    await page.goto('/');
    await ssr.expectHeading(page, ssr.LANDING_H1);
    await ssr.expectNoLoadingPlaceholder(page);
    for (const name of [ABERTOS, PREVISTOS]) {
      const cards = carousel(page, name).getByRole('article');
      expect(await cards.count(), name).toBeGreaterThan(0);
      await expect(cards.first()).toBeVisible();
    }
    const titles = await cardTitles(carousel(page, ABERTOS));
    expect(editais.map((e) => e.titulo)).toEqual(expect.arrayContaining(titles));

    const edital = editais.find((e) => e.titulo === titles[0]) as Edital;
    const card = carousel(page, ABERTOS).getByRole('article', { name: edital.titulo, exact: true });
    await card.getByRole('link', { name: edital.titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/edital/${edital.id}$`));
    await ssr.expectHeading(page, edital.titulo);
    await expect(page).toHaveTitle(`${edital.titulo} — MCI`);
    await ssr.expectNoLoadingPlaceholder(page);
  });

  test("detalhe: título e tabela de cargos, e 'Voltar para o feed' leva ao feed com seus cartões", async ({ page, request }) => {
    const { edital, detail } = await editalWithDetails(request);
    const feed = await apiGet<EditaisResponse>(request, '/api/feed');
    await page.goto(`/edital/${edital.id}`);
    await ssr.expectHeading(page, edital.titulo);
    await expect(page).toHaveTitle(`${edital.titulo} — MCI`);
    const table = page.getByRole('table', { name: `Cargos do ${edital.titulo}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(detail.cargos.map((c) => c.nome));
    await expect(page.getByRole('region', { name: 'Concursos Similares' }).getByRole('article')).toHaveCount(detail.similares.length);
    await ssr.expectNoLoadingPlaceholder(page);

    await page.getByRole('link', { name: 'Voltar para o feed' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await ssr.expectHeading(page, 'Seu Feed de Concursos');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(feed.editais.length);
    expect(await cardTitles(page.getByRole('main'))).toEqual(feed.editais.map((e) => e.titulo));
    await ssr.expectNoLoadingPlaceholder(page);
  });

  test('estado: cartões de /concursos/sp, e o link de outro estado abre a página dele', async ({ page }) => {
    await page.goto('/concursos/sp');
    await ssr.expectHeading(page, 'Concursos em São Paulo');
    const abertos = page.getByRole('main').getByRole('region', { name: 'Inscrições abertas' }).getByRole('article');
    expect(await abertos.count()).toBeGreaterThan(0);
    await expect(abertos.first()).toBeVisible();
    await expect(abertos.first()).toContainText(' – SP');
    await ssr.expectNoLoadingPlaceholder(page);

    // The keyboard, for the reason given at 'Mostrar mais concursos' below: the link sits under the
    // cards (content-visibility: auto), which are laid out as the page scrolls to it, so a mouse click
    // at coordinates can land where the link was a moment before, and without JavaScript nothing retries.
    await page.getByRole('navigation', { name: 'Outros estados' }).getByRole('link', { name: 'Minas Gerais', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/concursos\/mg$/);
    await ssr.expectHeading(page, 'Concursos em Minas Gerais');
    await expect(page).toHaveTitle('Concursos em Minas Gerais — MCI');
    await ssr.expectNoLoadingPlaceholder(page);
  });

  test('busca: resultados de ?q=prefeitura, e o formulário enviado com Enter busca outro termo', async ({ page, request }) => {
    const found = await apiGet<EditaisResponse>(request, '/api/editais?q=prefeitura');
    await page.goto('/explorar?q=prefeitura');
    await ssr.expectHeading(page, 'Explorar Concursos');
    await expect(page.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('prefeitura');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(found.editais.length, 12));
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await ssr.expectNoLoadingPlaceholder(page);

    await ssr.searchFromExplorar(page, request, 'Enter');
    await ssr.expectHeading(page, 'Explorar Concursos');
    await ssr.expectNoLoadingPlaceholder(page);
  });

  test("busca: 'Mostrar mais concursos' traz a próxima página de resultados, com a mesma busca", async ({ page, request }) => {
    const found = await apiGet<EditaisResponse>(request, '/api/editais?q=prefeitura');
    expect(found.editais.length, 'resultados de demonstração para mais de uma página').toBeGreaterThan(12);
    await page.goto('/explorar?q=prefeitura');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    // The keyboard, as its users do: a mouse click at coordinates can miss the button while the cards
    // above it are still being laid out (content-visibility: auto), and without JavaScript nothing retries.
    await page.getByRole('button', { name: 'Mostrar mais concursos' }).press('Enter');
    await expect(page).toHaveURL(/\/explorar\?q=prefeitura&mostrar=24#/);
    await expect(cards).toHaveCount(Math.min(found.editais.length, 24));
    expect(await cardTitles(page.getByRole('main'))).toEqual(found.editais.slice(0, 24).map((e) => e.titulo));
    await expect(page.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('prefeitura');
  });

  test('página inicial: escolher um estado mostra os concursos dele; "Ver todos os estados" volta a todos', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'SP São Paulo' }).click();
    await expect(page).toHaveURL(/\/\?uf=SP$/);
    await expect(page.getByRole('button', { name: 'SP São Paulo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Mostrando concursos de São Paulo (SP).')).toBeVisible();
    await expectAllInUf(carousel(page, ABERTOS), 'SP');
    await expect(page.getByRole('link', { name: 'Ver todos os concursos de São Paulo' })).toHaveAttribute('href', '/concursos/sp');

    await page.getByRole('button', { name: 'Ver todos os estados' }).click();
    await expect(page).toHaveURL(/\/\?uf=$/);
    await expect(page.getByText('Mostrando concursos de todos os estados.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SP São Paulo' })).toHaveAttribute('aria-pressed', 'false');
  });
});

/** The HTML a crawler or a link preview reads, without a browser. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test.describe('HTML para robôs de busca e prévias de link', () => {
  test('detalhe: 200 em text/html com o título do concurso e og:image em PNG', async ({ request }) => {
    const { edital } = await editalWithDetails(request);
    const response = await request.get(`/edital/${edital.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title && decodeEntities(title)).toBe(`${edital.titulo} — MCI`);
    // The notice is in the page itself, not only in the head.
    expect(decodeEntities(html)).toContain(`>${edital.titulo}</h1>`);

    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, 'og:image').toBeTruthy();
    const imageUrl = new URL(decodeEntities(image!));
    expect(imageUrl.pathname).toBe(`/og/edital/${edital.id}.png`);
    // The absolute URL as a crawler would fetch it (http://localhost:PORT without PUBLIC_URL).
    const png = await request.get(imageUrl.toString());
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test('concurso malformado e estado inexistente respondem 404', async ({ request }) => {
    for (const path of ['/edital/abc', '/concursos/xx']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
