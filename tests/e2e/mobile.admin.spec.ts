import { switchNewUserToPremium, usersTable } from './admin-steps';
import { expectNoHorizontalOverflow } from './browse-steps';
import { expect, test } from './fixtures';

/** The mobile project's own admin for this spec (ADMIN_EMAILS lists one per spec and project). */
const ADMIN = { email: 'admin.usuarios.e2e.mobile@exemplo.com.br', name: 'Administração no Celular' };

test.describe('painel administrativo no celular (375 px)', () => {
  test('a tabela de usuários rola dentro da sua caixa e o plano troca', async ({ page }) => {
    test.slow();
    await switchNewUserToPremium(page, ADMIN);
    await expectNoHorizontalOverflow(page);
    const widths = await usersTable(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
  });
});
