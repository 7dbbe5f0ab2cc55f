import path from 'node:path';
import type { Page } from '@playwright/test';
import { readOutbox, recipients, resetLinkIn } from '../helpers/outbox';
import { EXPECTED_AUTH_ERRORS, PASSWORD, expectToast, signInViaUi, signUpViaApi, uniqueEmail } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';

test.use({ allowConsoleErrors: EXPECTED_AUTH_ERRORS });

const NEW_PASSWORD = 'Outra#Senha789';
const NEUTRAL = 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.';

/** The server runs without SMTP_URL: its mail lands as .eml files in the e2e DATA_DIR's outbox. */
const OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The reset e-mails to `email` (sign-up also sends it the confirmation e-mail). */
async function mailsTo(email: string) {
  return (await readOutbox(OUTBOX)).filter((m) => recipients(m.mail).includes(email) && resetLinkIn(m.mail));
}

async function askForReset(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Entrar' }).getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=esqueci-senha$/);
  const section = page.getByRole('region', { name: 'Esqueci minha senha' });
  await section.getByLabel('E-mail').fill(email);
  await section.getByRole('button', { name: 'Enviar link' }).click();
  await expect(section.getByRole('status')).toHaveText(NEUTRAL);
  return section;
}

test.describe('esqueci minha senha', () => {
  test('pede o link, abre o e-mail da caixa de saída, cria a nova senha e entra com ela', async ({ page, browser, baseURL }) => {
    // Two devices, four sign-ins and three axe checks: more than the default 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail('redefinir');
    await signUpViaApi(page, email, 'Rita Redefinida');

    // Another device signed in to the account: its session must end with the reset.
    const otherDevice = await browser.newContext({ baseURL });
    const otherPage = await otherDevice.newPage();
    await signInViaUi(otherPage, email);
    expect((await otherPage.request.get('/api/me')).status()).toBe(200);

    await askForReset(page, email);
    await expectAccessible(page);

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const [{ mail }] = (await mailsTo(email)) as [Awaited<ReturnType<typeof mailsTo>>[number]];
    expect(mail.subject).toBe('Redefinição de senha do MCI');
    expect(mail.text).toContain('Olá, Rita!');
    expect(mail.html).toContain('Criar nova senha');
    const link = resetLinkIn(mail)!;
    // The link uses PUBLIC_URL: unset here, so http://localhost:PORT, while the tests browse 127.0.0.1.
    expect(link.startsWith(`http://localhost:${new URL(baseURL!).port}/redefinir-senha?token=`)).toBe(true);

    await page.goto(link);
    await expect(page).toHaveTitle('Redefinir senha — MCI');
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Redefinir senha' });
    await form.getByLabel('Nova senha').fill(NEW_PASSWORD);
    await form.getByLabel('Confirmar senha').fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: 'Redefinir senha' }).click();
    await expectToast(page, 'Erro de validação', 'As senhas não coincidem');
    await form.getByLabel('Confirmar senha').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Redefinir senha' }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Senha redefinida! Por segurança, saímos de todas as sessões. Entre com a nova senha.')).toBeVisible();
    await expectAccessible(page);
    expect((await otherPage.request.get('/api/me')).status()).toBe(401);
    await otherDevice.close();

    // The old password no longer works; the new one does.
    const signIn = page.getByRole('tabpanel', { name: 'Entrar' });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Senha').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Erro ao fazer login', 'E-mail ou senha incorretos.');
    await signInViaUi(page, email, NEW_PASSWORD);

    // The link was good for one use only.
    await page.goto(link);
    await form.getByLabel('Nova senha').fill('Mais#Uma1234');
    await form.getByLabel('Confirmar senha').fill('Mais#Uma1234');
    await form.getByRole('button', { name: 'Redefinir senha' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Link inválido ou expirado' });
    await expect(alert).toContainText('Este link de redefinição de senha é inválido ou expirou. Peça um novo link.');
    await expect(alert.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth?tab=esqueci-senha');
  });

  test('um e-mail sem conta recebe a mesma resposta e nenhuma mensagem', async ({ page }) => {
    const email = uniqueEmail('sem-conta');
    await askForReset(page, email);
    // Give the mailer (polling every 500 ms in these tests) time to show that nothing is coming.
    await page.waitForTimeout(1500);
    expect(await mailsTo(email)).toEqual([]);
  });
});
