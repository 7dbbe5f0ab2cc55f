import { expect, test } from './fixtures';
import { actOnFeedCards, markRegistered, meusConcursosWayBack, planLimitInSearch, saveFromDetail, signedInUser } from './tracking-steps';

// The sixth save answers 403 on purpose. (One pattern: Playwright reads a two-item array as
// [value, options].)
test.use({ allowConsoleErrors: [/status of (400|401|403|409)/] });

test.describe('acompanhamento', () => {
  test.slow();

  test('salvar, marcar como visto e ocultar no feed; Meus Concursos desfaz cada um', async ({ page }) => {
    await signedInUser(page, 'acompanha');
    const titles = await actOnFeedCards(page);
    await page.getByRole('banner').getByRole('link', { name: 'Meus Concursos' }).click();
    await meusConcursosWayBack(page, titles);
  });

  test('plano gratuito: o sexto salvo é recusado com a mensagem do plano', async ({ page }) => {
    await signedInUser(page, 'limite');
    await planLimitInSearch(page);
  });

  test('detalhe: salvar mostra o selo Salvo', async ({ page }) => {
    await signedInUser(page, 'detalhe');
    await saveFromDetail(page);
  });

  test("'Já me inscrevi' no cartão e no detalhe; Meus Concursos mostra os inscritos e desfaz", async ({ page }) => {
    await signedInUser(page, 'inscrito');
    await markRegistered(page);
  });

  test('visitante em /meus-concursos vai para /auth', async ({ page }) => {
    await page.goto('/meus-concursos');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
