import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createUnsubscribeToken } from '#server/alerts/unsubscribe-token';
import { createReminderUnsubscribeToken } from '#server/reminders/unsubscribe-token';
import { expectToast } from './auth-helpers';
import { expect, expectAccessible } from './fixtures';
import { signedInUser } from './tracking-steps';

/** The reminders checkbox of the alert settings (issue 15). */
export const REMINDERS_LABEL = 'Lembretes por e-mail: fim das inscrições dos salvos (3 dias antes) e prova dos inscritos (7 dias antes)';

/**
 * Alerts in the browser: the invitation on the feed leads to /conta, where the preferences are
 * chosen and saved (reminders turned off with them); the unsubscribe page works signed out.
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
  // Reminders are on for every account until turned off.
  await expect(card.getByRole('checkbox', { name: REMINDERS_LABEL })).toBeChecked();
  await card.getByRole('checkbox', { name: REMINDERS_LABEL }).uncheck();
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
  await expect(again.getByRole('checkbox', { name: REMINDERS_LABEL })).not.toBeChecked();

  // Chosen: no more invitation.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/me/alertas'));
  await page.goto('/feed');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Receba alertas de novos concursos' })).toHaveCount(0);
}

function serverSecret(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
}

/** A link as an alert e-mail carries it, signed with the server's secret (generated into DATA_DIR). */
export function unsubscribeLinkFor(userId: string): string {
  return `/cancelar-alertas?token=${encodeURIComponent(createUnsubscribeToken(serverSecret(), userId))}`;
}

/** A link as a reminder e-mail carries it (turns off reminders only). */
export function reminderUnsubscribeLinkFor(userId: string): string {
  return `/cancelar-lembretes?token=${encodeURIComponent(createReminderUnsubscribeToken(serverSecret(), userId))}`;
}
