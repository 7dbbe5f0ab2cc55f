import { readFile } from 'node:fs/promises';
import type { AccountDataExport } from '#shared/api/account';
import { EXPECTED_AUTH_ERRORS, PASSWORD, confirmationLink, expectToast, signInViaUi, signUpViaApi, uniqueEmail } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { cardsOf } from './tracking-steps';

// The wrong password typed on purpose in the deletion dialog and at the last sign-in answers 400/401.
test.use({ allowConsoleErrors: EXPECTED_AUTH_ERRORS });

test.describe('minha conta: nome, meus dados e exclusão (LGPD)', () => {
  test('altera o nome, baixa os dados, exclui a conta com a senha e não consegue mais entrar', async ({ page }) => {
    // Sign-up, sign-in, a save, a download, two axe checks and a deletion: more than 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail('lgpd');
    await signUpViaApi(page, email, 'Helena Teste');
    await signInViaUi(page, email);

    // Something of the user's own to find in the file: one saved notice.
    const first = cardsOf(page).first();
    // textContent, not innerText: a card below the fold is not laid out yet (content-visibility: auto).
    const titulo = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Concurso salvo!');

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    const seusDados = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 2, name: 'Seus dados' }) });
    await expect(seusDados.getByText('Não vendemos nem compartilhamos seus dados', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // Alterar nome: the sign-up rules, then the new name everywhere.
    const details = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { level: 2, name: 'Dados da conta' }) });
    await details.getByRole('button', { name: 'Alterar nome' }).click();
    const nameField = details.getByLabel('Nome completo');
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue('Helena Teste');
    await nameField.fill('H');
    await details.getByRole('button', { name: 'Salvar nome' }).click();
    await expectToast(page, 'Erro de validação', 'Nome muito curto');
    await nameField.fill('  Helena   Prado  ');
    await details.getByRole('button', { name: 'Salvar nome' }).click();
    await expectToast(page, 'Nome atualizado');
    await expect(details.getByText('Helena Prado', { exact: true })).toBeVisible();
    await page.reload();
    await expect(details.getByText('Helena Prado', { exact: true })).toBeVisible();

    // Baixar meus dados: the browser saves the file; it holds this user's data and no secret.
    const downloading = page.waitForEvent('download');
    await seusDados.getByRole('link', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mci-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text) as AccountDataExport;
    expect(data.about).toMatch(/^Seus dados no MCI .*LGPD/);
    expect(data.profile).toMatchObject({ email, name: 'Helena Prado', full_name: 'Helena Prado' });
    expect(data.subscription).toMatchObject({ plan: 'free', status: 'active' });
    expect(data.statuses).toHaveLength(1);
    expect(data.statuses[0]).toMatchObject({ status: 'salvo', origin: 'feed', edital: { titulo } });
    expect(data.alertPreferences).toBeNull();
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/"(password|token|secret)"/i);

    // Excluir minha conta: a wrong password keeps everything; the right one deletes and signs out.
    await seusDados.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Esta ação não pode ser desfeita.', { exact: false })).toBeVisible();
    const password = dialog.getByLabel('Digite sua senha para confirmar');
    await expect(password).toBeFocused();
    await expectAccessible(page);
    await password.fill('Senha#Errada1');
    await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta.');
    expect((await page.request.get('/api/me')).status()).toBe(200);

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
    await expectToast(page, 'Conta excluída');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Ver Concursos Abertos Agora' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Minha conta' })).toHaveCount(0);
    expect((await page.context().cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // The account is gone: signing in with it fails.
    await page.goto('/auth');
    const signIn = page.getByRole('tabpanel', { name: 'Entrar' });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Senha').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Erro ao fazer login', 'E-mail ou senha incorretos.');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('confirmação do e-mail (issue 20)', () => {
  test('aviso em /conta, novo link por e-mail, link adulterado recusado, o link certo confirma e o aviso some', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('confirma');
    await signUpViaApi(page, email, 'Irene Confirmação');
    await signInViaUi(page, email);

    await page.goto('/conta');
    const notice = page.getByRole('region', { name: 'Confirme seu e-mail' });
    await expect(notice).toContainText(
      `Enviamos um link de confirmação para ${email}. Até você confirmar, não enviamos alertas nem lembretes por e-mail.`,
    );
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Reenviar link de confirmação' }).click();
    await expectToast(page, 'Link enviado', 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.');
    // The sign-up's e-mail and the new one.
    const link = await confirmationLink(email, 2);

    // A link damaged on the way confirms nothing and says what to do.
    const damaged = new URL(link);
    damaged.searchParams.set('token', `${damaged.searchParams.get('token')!.slice(0, -3)}xyz`);
    await page.goto(damaged.toString());
    await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
    await expect(page.getByText('Este link de confirmação é inválido ou expirou.', { exact: false })).toBeVisible();
    await page.goto('/conta');
    await expect(notice).toBeVisible();

    // The link as the e-mail gives it: the server confirms on the GET and shows the page.
    await page.goto(link);
    await expect(page).toHaveURL(/\/email-confirmado$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(page).toHaveTitle('E-mail confirmado — MCI');
    await expectAccessible(page);

    await page.goto('/conta');
    await expect(page.getByRole('heading', { level: 2, name: 'Dados da conta' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
