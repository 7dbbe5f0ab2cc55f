import { expect, expectAccessible, test } from './fixtures';

test.describe('menu móvel (375 px)', () => {
  test('abre, navega e fecha', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // Desktop links are hidden at this width; the menu button takes their place.
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Explorar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cadastrar' })).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Explorar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
  });

  test('a página inicial cabe na largura do celular', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
