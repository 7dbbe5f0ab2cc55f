import { test } from './fixtures';
import { freeLockedPanel, premiumSearchJourney } from './premium-steps';

const ADMIN = { email: 'admin.premium.e2e.mobile@exemplo.com.br', name: 'Administração do Premium' };

test.describe('busca avançada (Premium), no celular', () => {
  test('premium: filtros → resultados → salvar a busca → reabrir', async ({ page }) => {
    await premiumSearchJourney(page, ADMIN);
  });

  test('gratuito: painel bloqueado → /planos', async ({ page }) => {
    await freeLockedPanel(page);
  });
});
