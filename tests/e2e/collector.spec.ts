import { collectAsAdmin, EXPECTED_COLLECTOR_ERRORS } from './collector-steps';
import { test } from './fixtures';

/** This spec's own admin (ADMIN_EMAILS lists one per spec and project): tests share one database. */
const ADMIN = { email: 'admin.coleta.e2e@exemplo.com.br', name: 'Administração da Coleta' };

test.use({ allowConsoleErrors: EXPECTED_COLLECTOR_ERRORS });

test.describe('painel administrativo: coleta', () => {
  test('uma coleta em andamento recusa outra; depois executa nas fontes de teste e os concursos aparecem no site', async ({ page }) => {
    test.slow();
    await collectAsAdmin(page, ADMIN, { refusedFirst: true });
  });
});
