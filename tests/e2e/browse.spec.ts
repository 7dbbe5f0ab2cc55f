import * as browse from './browse-steps';
import { expect, test } from './fixtures';

test.describe('navegação do visitante (desktop)', () => {
  // Each test walks several pages and runs axe on them: give them room on a busy machine.
  test.slow();

  test('página inicial: seletor de estado filtra os carrosséis e "Ver todos os estados" limpa', ({ page, request }) =>
    browse.landingStatePicker(page, request));

  test('carrossel: setas e teclado movem os slides, três por vez', async ({ page }) => {
    await browse.carouselArrows(page);
    // lg: three slides side by side.
    const slides = browse.slidesOf(browse.carousel(page, browse.ABERTOS));
    const [a, b] = await Promise.all([slides.nth(0).boundingBox(), slides.nth(1).boundingBox()]);
    expect(Math.round((b!.x - a!.x) * 3)).toBeLessThanOrEqual(Math.round(page.viewportSize()!.width));
  });

  test('feed: filtro por estado no endereço', ({ page, request }) => browse.feedStateFilter(page, request));

  test('cartão: confirmação antes de sair para o site de inscrição', ({ page, request }) =>
    browse.cardLeaveSiteConfirm(page, request));

  test('cartão: ações do visitante abrem o convite para criar conta', ({ page }) => browse.signUpPrompt(page));

  test('busca por texto (sem acentos) e estado', ({ page, request }) => browse.searchByTextAndState(page, request));

  test('detalhe: dados, cargos, similares e volta ao feed', ({ page, request }) => browse.editalDetail(page, request));

  test("detalhe: 'Inscrever-se Agora' avisa por 2 segundos e abre a inscrição em nova aba", ({ page, request }) =>
    browse.registrationWarning(page, request));

  test("detalhe: 'O que mudou' num concurso retificado, também no HTML do servidor", ({ page, request }) => browse.editalChanges(page, request));

  test('concurso inexistente ou endereço malformado', ({ page }) => browse.editalNotFound(page));
});

test.describe('página inicial sem dados', () => {
  // An array option is passed as [value, options] so Playwright does not read it as that pair itself.
  test.use({ allowConsoleErrors: [[/^Failed to fetch editais$/, /status of 500/], { scope: 'test' }] });

  test("falha do feed público: só 'Failed to fetch editais' no console, carrosséis vazios", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 500/.test(message.text())) logged.push(message.text());
    });
    await page.route('**/api/feed-publico**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno' } } }),
    );
    // The server renders / with its data; the browser asks for the feed when it navigates there
    // itself (a failure while the server renders is in src/server/pages/pages.landing.test.ts).
    await page.goto('/sobre');
    await page.getByRole('banner').getByRole('link', { name: /^MCI/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Nenhum concurso com inscrições abertas no momento.')).toBeVisible();
    await expect(page.getByText('Nenhum concurso previsto ou autorizado no momento.')).toBeVisible();
    await expect(browse.carousel(page, browse.ABERTOS).getByRole('article')).toHaveCount(0);
    await expect(browse.carousel(page, browse.PREVISTOS).getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Erro interno')).toHaveCount(0);
    await expect.poll(() => logged).toEqual(['Failed to fetch editais']);
  });
});
