import { EXPECTED_AUTH_ERRORS } from './auth-helpers';
import { expectNoHorizontalOverflow } from './browse-steps';
import { expect, test } from './fixtures';
import { actOnFeedCards, meusConcursosWayBack, signedInUser } from './tracking-steps';

test.use({ allowConsoleErrors: EXPECTED_AUTH_ERRORS });

test.describe('acompanhamento no celular (375 px)', () => {
  test.slow();

  test('ações no feed e Meus Concursos pelo menu, sem rolagem lateral', async ({ page }) => {
    await signedInUser(page, 'acompanha.celular');
    const titles = await actOnFeedCards(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Meus Concursos' }).click();
    await expect(menu).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await meusConcursosWayBack(page, titles);
  });
});
