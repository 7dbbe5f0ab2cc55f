import { expect, expectAccessible, test } from './fixtures';

const PAGES: [link: string, path: string, title: string][] = [
  ['Sobre', '/sobre', 'Sobre o MCI'],
  ['Termos de Uso', '/termos', 'Termos de Uso'],
  ['Política de Privacidade', '/privacidade', 'Política de Privacidade'],
  ['Contato', '/contato', 'Contato'],
];

test.describe('páginas institucionais', () => {
  // Four pages, each checked with axe: give the test room on a busy machine.
  test.slow();

  test('do rodapé a cada página: endereço, título, h1 e acessibilidade', async ({ page }) => {
    await page.goto('/');
    for (const [link, path, title] of PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} — MCI`);
      await expectAccessible(page);
    }
  });

  test('os endereços respondem 200 ao abrir direto', async ({ page }) => {
    for (const [, path, title] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('contato: mostra o endereço de CONTACT_EMAIL como link de e-mail', async ({ page }) => {
    await page.goto('/contato');
    // playwright.config.ts starts the server with this CONTACT_EMAIL.
    const link = page.getByRole('main').getByRole('link', { name: 'contato.e2e@exemplo.com.br' });
    await expect(link).toHaveAttribute('href', 'mailto:contato.e2e@exemplo.com.br');
  });
});
