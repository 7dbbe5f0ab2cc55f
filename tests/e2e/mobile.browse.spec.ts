import * as browse from './browse-steps';
import { expect, test } from './fixtures';

test.describe('navegação do visitante (375 px)', () => {
  // Each test walks several pages and runs axe on them: give them room on a busy machine.
  test.slow();

  test('página inicial: seletor de estado e carrosséis cabem na tela', async ({ page, request }) => {
    await browse.landingStatePicker(page, request, 'RJ', 'Rio de Janeiro');
    await browse.expectNoHorizontalOverflow(page);
  });

  test('carrossel: um slide por vez, setas e teclado', async ({ page }) => {
    await browse.carouselArrows(page);
    const slides = browse.slidesOf(browse.carousel(page, browse.ABERTOS));
    const first = await slides.nth(0).boundingBox();
    // One slide fills the carousel's width.
    expect(first!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
    await browse.expectNoHorizontalOverflow(page);
  });

  test('feed: filtro por estado', async ({ page, request }) => {
    await browse.feedStateFilter(page, request, 'MG');
    await browse.expectNoHorizontalOverflow(page);
  });

  test('cartão: confirmação antes de sair do site', ({ page, request }) => browse.cardLeaveSiteConfirm(page, request));

  test('cartão: convite para criar conta', ({ page }) => browse.signUpPrompt(page));

  test('busca por texto e estado', async ({ page, request }) => {
    await browse.searchByTextAndState(page, request);
    await browse.expectNoHorizontalOverflow(page);
  });

  test('detalhe: a tabela de cargos rola dentro da própria área', async ({ page, request }) => {
    await browse.editalDetail(page, request);
    await page.goBack();
    await browse.expectNoHorizontalOverflow(page);
    const scroller = page.getByRole('region', { name: 'Tabela de cargos' });
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
  });

  test("detalhe: aviso de 2 segundos antes de abrir a inscrição", ({ page, request }) =>
    browse.registrationWarning(page, request));

  test('concurso não encontrado', async ({ page }) => {
    await browse.editalNotFound(page);
    await browse.expectNoHorizontalOverflow(page);
  });
});
