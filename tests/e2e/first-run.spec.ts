import { PASSWORD, expectToast, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

/**
 * A newcomer's first run: the server starts without PUBLIC_URL (playwright.config.ts) and prints
 * http://localhost:PORT; people type that or 127.0.0.1. Signing up and in must work on both.
 */
for (const host of ['127.0.0.1', 'localhost']) {
  test(`primeira execução: cadastro e login por http://${host}`, async ({ page, baseURL }) => {
    const origin = `http://${host}:${new URL(baseURL!).port}`;
    const email = uniqueEmail(`primeira-${host.replace(/\W/g, '')}`);
    await page.goto(`${origin}/auth?tab=cadastrar`);
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await form.getByLabel('Nome completo').fill('Nova Pessoa');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.');

    const signIn = page.getByRole('tabpanel', { name: 'Entrar' });
    await signIn.getByLabel('Senha').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Login realizado!');
    await expect(page).toHaveURL(`${origin}/feed`);
  });
}
