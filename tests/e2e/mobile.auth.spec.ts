import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { EXPECTED_AUTH_ERRORS, expectToast, PASSWORD, signInViaUi, signUpAdminViaApi, uniqueEmail } from './auth-helpers';

test.use({ allowConsoleErrors: EXPECTED_AUTH_ERRORS });

/** The mobile project's own admin (ADMIN_EMAILS lists one per project). */
const ADMIN_EMAIL = 'admin.e2e.mobile@exemplo.com.br';

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('contas no celular (375 px)', () => {
  test('/auth cabe na tela e é acessível', async ({ page }) => {
    await page.goto('/auth?tab=cadastrar');
    await expect(page.getByRole('tabpanel', { name: 'Cadastrar' }).getByLabel('Nome completo')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('menu: Entrar e Cadastrar sem sessão; Meus Concursos, Minha conta e Sair com sessão', async ({ page }) => {
    // Sign-up, sign-in, account page and sign-out through the menu: one long story.
    test.slow();
    const email = uniqueEmail('celular');
    await page.goto('/');
    let menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cadastrar' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sair' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=cadastrar$/);

    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await form.getByLabel('Nome completo').fill('Pessoa no Celular');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.');
    const signIn = page.getByRole('tabpanel', { name: 'Entrar' });
    await expect(signIn.getByLabel('E-mail')).toHaveValue(email);
    await signIn.getByLabel('Senha').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Login realizado!');
    await expect(page).toHaveURL(/\/feed$/);

    menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Explorar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Meus Concursos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Minha conta' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Meus Concursos' })).toHaveCount(0);
  });

  test('/admin para administrador', async ({ page }) => {
    await signUpAdminViaApi(page, ADMIN_EMAIL, 'Administração no Celular');
    await signInViaUi(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Executar Coleta' })).toBeVisible();
    await expectAccessible(page);
  });
});
