import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox, recipients, verificationLinkIn } from '../helpers/outbox';

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

/** The server runs without SMTP_URL: its mail lands as .eml files in the e2e DATA_DIR's outbox. */
export const OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The confirmation links e-mailed to `email` so far, oldest first. */
export async function confirmationLinksFor(email: string): Promise<string[]> {
  const mails = (await readOutbox(OUTBOX)).filter((m) => recipients(m.mail).includes(email.toLowerCase()));
  return mails.map((m) => verificationLinkIn(m.mail)).filter((link): link is string => link !== undefined);
}

/** Waits for the `n`th confirmation e-mail to `email` and returns its link. */
export async function confirmationLink(email: string, n = 1): Promise<string> {
  await expect.poll(async () => (await confirmationLinksFor(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  return (await confirmationLinksFor(email))[n - 1]!;
}

/**
 * An ADMIN_EMAILS account as its owner makes it: sign-up, then the link of the confirmation e-mail
 * (the role comes with the proven address, decision 0015).
 */
export async function signUpAdminViaApi(page: Page, email: string, name: string) {
  await signUpViaApi(page, email, name);
  await page.goto(await confirmationLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
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
