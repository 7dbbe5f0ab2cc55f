import {
  ABERTOS,
  cardLeaveSiteConfirm,
  carousel,
  carouselArrows,
  editalDetail,
  editalNotFound,
  feedStateFilter,
  landingStatePicker,
  PREVISTOS,
  registrationWarning,
  searchByTextAndState,
  signUpPrompt,
  slidesOf,
} from './browse-steps';
import { expect, test } from './fixtures';

test.describe('navegação do visitante (desktop)', () => {
  // Each test walks several pages and runs axe on them: give them room on a busy machine.
  test.slow();

  test('página inicial: seletor de estado filtra os carrosséis e "Ver todos os estados" limpa', async ({ page, request }) => {
    await landingStatePicker(page, request);
  });

  test('carrossel: setas e teclado movem os slides, três por vez', async ({ page }) => {
    await carouselArrows(page);
    // lg: three slides side by side.
    const slides = slidesOf(carousel(page, ABERTOS));
    const [a, b] = await Promise.all([slides.nth(0).boundingBox(), slides.nth(1).boundingBox()]);
    expect(Math.round((b!.x - a!.x) * 3)).toBeLessThanOrEqual(Math.round(page.viewportSize()!.width));
  });

  test('feed: filtro por estado no endereço', async ({ page, request }) => {
    await feedStateFilter(page, request);
  });

  test('cartão: confirmação antes de sair para o site de inscrição', async ({ page, request }) => {
    await cardLeaveSiteConfirm(page, request);
  });

  test('cartão: ações do visitante abrem o convite para criar conta', async ({ page }) => {
    await signUpPrompt(page);
  });

  test('busca por texto (sem acentos) e estado', async ({ page, request }) => {
    await searchByTextAndState(page, request);
  });

  test('detalhe: dados, cargos, similares e volta ao feed', async ({ page, request }) => {
    await editalDetail(page, request);
  });

  test("detalhe: 'Inscrever-se Agora' avisa por 2 segundos e abre a inscrição em nova aba", async ({ page, request }) => {
    await registrationWarning(page, request);
  });

  test('concurso inexistente ou endereço malformado', async ({ page }) => {
    await editalNotFound(page);
  });
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
    await page.goto('/');
    await expect(page.getByText('Nenhum concurso com inscrições abertas no momento.')).toBeVisible();
    await expect(page.getByText('Nenhum concurso previsto ou autorizado no momento.')).toBeVisible();
    await expect(carousel(page, ABERTOS).getByRole('article')).toHaveCount(0);
    await expect(carousel(page, PREVISTOS).getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Erro interno')).toHaveCount(0);
    await expect.poll(() => logged).toEqual(['Failed to fetch editais']);
  });
});
