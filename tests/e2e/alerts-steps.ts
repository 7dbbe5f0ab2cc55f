import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createUnsubscribeToken } from '#server/alerts/unsubscribe-token';
import { expectToast } from './auth-helpers';
import { expect, expectAccessible } from './fixtures';
import { signedInUser } from './tracking-steps';

/**
 * Alerts in the browser: the invitation on the feed leads to /conta, where the preferences are
 * chosen and saved; the unsubscribe page works signed out.
 */
export async function setUpAlertsFromInvitation(page: Page, prefix: string) {
  await signedInUser(page, prefix);
  await page.goto('/feed');
  const invitation = page.getByRole('complementary', { name: 'Receba alertas de novos concursos' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('link', { name: 'Ativar alertas' }).click();
  await expect(page).toHaveURL(/\/conta#alertas$/);

  const card = page.locator('#alertas');
  await expect(card.getByRole('heading', { name: 'Alertas por e-mail' })).toBeVisible();
  await expect(card.getByText(/Plano gratuito: um resumo semanal, às segundas-feiras às 8h/)).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Receber alertas de novos concursos por e-mail' })).toBeChecked();
  await card.getByRole('checkbox', { name: 'RJ Rio de Janeiro' }).check();
  await card.getByRole('checkbox', { name: 'MG Minas Gerais' }).check();
  await card.getByRole('checkbox', { name: 'Ensino Superior' }).check();
  await card.getByRole('textbox', { name: 'Palavras-chave' }).fill('polícia, TI');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Salvar alertas' }).click();
  await expectToast(page, 'Alertas salvos', 'Você receberá e-mails com os concursos novos que combinam com suas preferências.');

  // Saved on the server: a fresh page shows the same choices.
  await page.reload();
  const again = page.locator('#alertas');
  await expect(again.getByRole('textbox', { name: 'Palavras-chave' })).toHaveValue('polícia, TI');
  await expect(again.getByRole('checkbox', { name: 'RJ Rio de Janeiro' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'MG Minas Gerais' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'SP São Paulo' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Todos os estados' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Ensino Superior' })).toBeChecked();

  // Chosen: no more invitation.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/me/alertas'));
  await page.goto('/feed');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Receba alertas de novos concursos' })).toHaveCount(0);
}

/** A link as an alert e-mail carries it, signed with the server's secret (generated into DATA_DIR). */
export function unsubscribeLinkFor(userId: string): string {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
  return `/cancelar-alertas?token=${encodeURIComponent(createUnsubscribeToken(secret, userId))}`;
}
