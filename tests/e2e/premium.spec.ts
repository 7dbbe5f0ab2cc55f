import { test } from './fixtures';
import { freeLockedPanel, premiumSearchJourney } from './premium-steps';

/** This spec's own admin (ADMIN_EMAILS in playwright.config.ts lists one per spec and project). */
const ADMIN = { email: 'admin.premium.e2e@exemplo.com.br', name: 'Administração do Premium' };

test.describe('busca avançada (Premium)', () => {
  test('premium: filtros → resultados → salvar a busca → reabrir', async ({ page }) => {
    await premiumSearchJourney(page, ADMIN);
  });

  test('gratuito: painel bloqueado → /planos', async ({ page }) => {
    await freeLockedPanel(page);
  });
});
