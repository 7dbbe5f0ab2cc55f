import { test } from './fixtures';
import { freeLockedPanel, premiumSearchJourney } from './premium-steps';

/** This spec's own admin (ADMIN_EMAILS in playwright.config.ts lists one per spec and project). */
const ADMIN = { email: 'admin.premium.e2e@exemplo.com.br', name: 'Administração do Premium' };

test.describe('busca avançada (Premium)', () => {
  test('premium: filtros → resultados → salvar a busca → reabrir', async ({ page }) => {
    // Sign-in as admin, a plan change, filters, a saved search reopened and deleted: 38 s alone, past 45 s under CI's parallel workers.
    test.slow();
    await premiumSearchJourney(page, ADMIN);
  });

  test('gratuito: painel bloqueado → /planos', async ({ page }) => {
    await freeLockedPanel(page);
  });
});
