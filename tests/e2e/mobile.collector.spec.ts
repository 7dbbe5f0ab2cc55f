import { expectNoHorizontalOverflow } from './browse-steps';
import { card, collectAsAdmin, EXPECTED_COLLECTOR_ERRORS } from './collector-steps';
import { expect, expectAccessible, test } from './fixtures';

/** The mobile project's own admin for this spec (ADMIN_EMAILS lists one per spec and project). */
const ADMIN = { email: 'admin.coleta.e2e.mobile@exemplo.com.br', name: 'Coleta no Celular' };

test.use({ allowConsoleErrors: EXPECTED_COLLECTOR_ERRORS });

test.describe('coleta no celular (375 px)', () => {
  test('executa a coleta e o painel cabe na tela, com todos os detalhes abertos', async ({ page }) => {
    test.slow();
    await collectAsAdmin(page, ADMIN);
    await expect(card(page, 'Resultado da última coleta')).toBeVisible();
    const all = page.getByRole('button', { name: /^Mostrar todos \(\d+\)$/ });
    if (await all.isVisible()) {
      await all.click();
      await expect(page.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoHorizontalOverflow(page);
    // A phone widens its layout viewport to fit content that overflows: check against 375 px.
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([375, 375]);
    await expectAccessible(page);
  });
});
