import * as OTPAuth from 'otpauth';
import { expect, test, type Page } from '@playwright/test';

/** Passes every rule of the sign-up schema. */
export const PASSWORD = 'Senha#Forte123';

/**
 * Failed auth calls answered on purpose (wrong password, taken e-mail, wrong code) show up in the
 * console as 'Failed to load resource … status of 4xx'; they are part of these tests.
 */
export const EXPECTED_AUTH_ERRORS = [/status of (400|401|409)/];

/** A fresh address per test (and per run): tests share one database. */
export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
}

/** Creates an account through the API, as the sign-up form does (same origin, JSON). */
export async function signUpViaApi(page: Page, email: string, name = 'Pessoa de Teste', password = PASSWORD) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The toast with `title` (and `description`). */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
}

export async function expectToast(page: Page, title: string, description?: string) {
  // Sonner keeps earlier toasts on screen for a while: look for one with this description.
  let found = toast(page, title);
  if (description) {
    found = found.filter({ has: page.locator('[data-description]').getByText(description, { exact: true }) });
  }
  await expect(found.first()).toBeVisible();
}

/** Signs in through the form at /auth and waits for the feed. */
export async function signInViaUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Login realizado!');
  await expect(page).toHaveURL(/\/feed$/);
}

/** The current code of an authenticator set up with `secret` (base32, as /conta shows it). */
export function totpCode(secret: string): string {
  const uri = `otpauth://totp/MCI:teste?secret=${secret.replace(/\s+/g, '')}&issuer=MCI`;
  return OTPAuth.URI.parse(uri).generate();
}
