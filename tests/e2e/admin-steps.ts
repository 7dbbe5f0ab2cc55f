import type { Locator, Page } from '@playwright/test';
import type { AdminUsersResponse } from '#shared/api/admin';
import { formatDate } from '#shared/editais/dates';
import { expectToast, signInViaUi, signUpAdminViaApi, signUpViaApi, uniqueEmail } from './auth-helpers';
import { expect, expectAccessible } from './fixtures';

/**
 * The admin's user list and plan switch, shared by admin.spec.ts (desktop) and
 * mobile.admin.spec.ts (375 px). Each project signs up its own admin (ADMIN_EMAILS in
 * playwright.config.ts); the user it acts on is new for each run, so the search finds only it.
 */

export function usersTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Tabela de usuários' });
}

export function userRow(page: Page, email: string): Locator {
  return usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
}

async function searchByEmail(page: Page, email: string) {
  const search = page.getByRole('searchbox', { name: 'Buscar por e-mail' });
  await search.fill(email);
  await search.press('Enter');
  await expect(page.getByText('1 usuário encontrado', { exact: true })).toBeVisible();
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await expect(userRow(page, email)).toBeVisible();
}

/**
 * Signs in as `admin`, finds a new user by e-mail on /admin, makes them premium (toast and row
 * update), checks the plan and role filters, then reloads and sees the plan kept.
 * Returns the user's e-mail.
 */
export async function switchNewUserToPremium(page: Page, admin: { email: string; name: string }): Promise<string> {
  const email = uniqueEmail('plano');
  await signUpViaApi(page, email, 'Pessoa do Plano');
  await signUpAdminViaApi(page, admin.email, admin.name);
  await signInViaUi(page, admin.email);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Usuários' })).toBeVisible();
  await searchByEmail(page, email);

  const row = userRow(page, email);
  await expect(row.getByRole('rowheader')).toHaveText('Pessoa do Plano');
  await expect(row.getByRole('cell')).toHaveText([email, 'Usuário', 'Gratuito', formatDate(new Date().toISOString()), 'Tornar premium']);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Tornar premium (${email})` }).click();
  await expectToast(page, 'Plano atualizado', `${email} agora está no plano premium.`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Premium');
  await expect(row.getByRole('button', { name: `Voltar ao gratuito (${email})` })).toBeEnabled();

  // The filters reach the server: the user is premium and not an admin.
  const plano = page.getByLabel('Plano', { exact: true });
  const papel = page.getByLabel('Papel', { exact: true });
  await plano.selectOption({ label: 'Gratuito' });
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await plano.selectOption({ label: 'Premium' });
  await expect(row).toBeVisible();
  await papel.selectOption({ label: 'Administrador' });
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await papel.selectOption({ label: 'Usuário' });
  await expect(row).toBeVisible();

  await page.reload();
  await searchByEmail(page, email);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Premium');
  await expect(row.getByRole('button', { name: `Voltar ao gratuito (${email})` })).toBeVisible();

  const response = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { users } = (await response.json()) as AdminUsersResponse;
  expect(users.map((u) => [u.email, u.plan])).toEqual([[email, 'premium']]);
  return email;
}
