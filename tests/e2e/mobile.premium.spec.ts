import { test } from './fixtures';
import { freeLockedPanel, premiumSearchJourney } from './premium-steps';

const ADMIN = { email: 'admin.premium.e2e.mobile@exemplo.com.br', name: 'Administração do Premium' };

test.describe('busca avançada (Premium), no celular', () => {
  test('premium: filtros → resultados → salvar a busca → reabrir', async ({ page }) => {
    // The same long journey as on desktop (premium.spec.ts): more than 45 s under CI's parallel workers.
    test.slow();
    await premiumSearchJourney(page, ADMIN);
  });

  test('gratuito: painel bloqueado → /planos', async ({ page }) => {
    await freeLockedPanel(page);
  });
});
