import {
  ABERTOS,
  cardLeaveSiteConfirm,
  carousel,
  carouselArrows,
  editalDetail,
  editalNotFound,
  expectNoHorizontalOverflow,
  feedStateFilter,
  landingStatePicker,
  registrationWarning,
  searchByTextAndState,
  signUpPrompt,
  slidesOf,
} from './browse-steps';
import { expect, test } from './fixtures';

test.describe('navegação do visitante (375 px)', () => {
  // Each test walks several pages and runs axe on them: give them room on a busy machine.
  test.slow();

  test('página inicial: seletor de estado e carrosséis cabem na tela', async ({ page, request }) => {
    await landingStatePicker(page, request, 'RJ', 'Rio de Janeiro');
    await expectNoHorizontalOverflow(page);
  });

  test('carrossel: um slide por vez, setas e teclado', async ({ page }) => {
    await carouselArrows(page);
    const slides = slidesOf(carousel(page, ABERTOS));
    const first = await slides.nth(0).boundingBox();
    // One slide fills the carousel's width.
    expect(first!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
    await expectNoHorizontalOverflow(page);
  });

  test('feed: filtro por estado', async ({ page, request }) => {
    await feedStateFilter(page, request, 'MG');
    await expectNoHorizontalOverflow(page);
  });

  test('cartão: confirmação antes de sair do site', async ({ page, request }) => {
    await cardLeaveSiteConfirm(page, request);
  });

  test('cartão: convite para criar conta', async ({ page }) => {
    await signUpPrompt(page);
  });

  test('busca por texto e estado', async ({ page, request }) => {
    await searchByTextAndState(page, request);
    await expectNoHorizontalOverflow(page);
  });

  test('detalhe: a tabela de cargos rola dentro da própria área', async ({ page, request }) => {
    await editalDetail(page, request);
    await page.goBack();
    await expectNoHorizontalOverflow(page);
    const scroller = page.getByRole('region', { name: 'Tabela de cargos' });
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
  });

  test("detalhe: aviso de 2 segundos antes de abrir a inscrição", async ({ page, request }) => {
    await registrationWarning(page, request);
  });

  test('concurso não encontrado', async ({ page }) => {
    await editalNotFound(page);
    await expectNoHorizontalOverflow(page);
  });
});
