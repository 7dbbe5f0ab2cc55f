import { switchNewUserToPremium } from './admin-steps';
import { test } from './fixtures';

/** This spec's own admin (ADMIN_EMAILS lists one per spec and project): tests share one database. */
const ADMIN = { email: 'admin.usuarios.e2e@exemplo.com.br', name: 'Administração de Usuários' };

test.describe('painel administrativo: usuários', () => {
  test('busca um usuário por e-mail, torna premium, filtra e o plano fica salvo', async ({ page }) => {
    test.slow();
    await switchNewUserToPremium(page, ADMIN);
  });
});
