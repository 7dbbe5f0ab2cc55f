import { expect, test } from './fixtures';
import { setUpAlertsFromInvitation } from './alerts-steps';

test.describe('alertas no celular (375 px)', () => {
  test('as preferências cabem na tela e ficam salvas', async ({ page }) => {
    test.slow();
    await setUpAlertsFromInvitation(page, 'alertas.celular');
    await page.goto('/conta#alertas');
    const card = page.locator('#alertas');
    await expect(card.getByRole('button', { name: 'Salvar alertas' })).toBeVisible();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // Nothing wider than the screen (the viewport widens to the content on mobile, so measure it).
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('#alertas *')].map((el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(375);
  });
});
