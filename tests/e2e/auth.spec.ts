import { expect, expectAccessible, expectToastsAccessible, holdNextToast, test } from './fixtures';
import {
  EXPECTED_AUTH_ERRORS,
  PASSWORD,
  expectToast,
  signInViaUi,
  signUpAdminViaApi,
  signUpViaApi,
  totpCode,
  uniqueEmail,
} from './auth-helpers';

test.use({ allowConsoleErrors: EXPECTED_AUTH_ERRORS });

const ADMIN_EMAIL = 'admin.e2e@exemplo.com.br';

test.describe('contas', () => {
  test('cadastro: dados inválidos, depois válidos, depois o mesmo e-mail de novo', async ({ page }) => {
    const email = uniqueEmail('cadastro');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=cadastrar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeVisible();
    await expect(page).toHaveTitle('Bem-vindo — MCI');
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' });
    await expect(
      form.getByText('Mínimo 8 caracteres, incluindo maiúscula, minúscula, número e caractere especial'),
    ).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Nome completo').fill('Maria 123');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill('fraca');
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Erro de validação', 'Nome deve conter apenas letras e espaços');

    await form.getByLabel('Nome completo').fill('Maria da Conceição');
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Erro de validação', 'A senha deve ter no mínimo 8 caracteres');

    await form.getByLabel('Senha').fill(PASSWORD);
    await holdNextToast(page);
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.');
    await expectToastsAccessible(page);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    const signIn = page.getByRole('tabpanel', { name: 'Entrar' });
    await expect(signIn.getByLabel('E-mail')).toHaveValue(email);
    await expect(signIn.getByLabel('Senha')).toBeFocused();

    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await form.getByLabel('Nome completo').fill('Outra Pessoa');
    await form.getByLabel('E-mail').fill(email.toUpperCase());
    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Criar Conta' }).click();
    await expectToast(page, 'Erro ao criar conta', 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.');
  });

  test('entrar, recarregar, barra superior, /auth e / levam ao feed, sair', async ({ page }) => {
    // A long journey (sign-in, reloads, account, sign-out): more than 30 s on a busy 2-core machine.
    test.slow();
    const email = uniqueEmail('login');
    await signUpViaApi(page, email);

    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Entrar' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill('Senha#Errada1');
    await holdNextToast(page);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Erro ao fazer login', 'E-mail ou senha incorretos.');
    await expectToastsAccessible(page);
    await expect(page).toHaveURL(/\/auth$/);

    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Login realizado!');
    await expect(page).toHaveURL(/\/feed$/);

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Explorar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meus Concursos' })).toHaveAttribute('href', '/meus-concursos');
    await expect(nav.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Cadastrar' })).toHaveCount(0);

    await page.reload();
    await expect(nav.getByRole('button', { name: 'Sair' })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('session');

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/feed$/);

    await nav.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('Plano gratuito: 0 de 5 salvos')).toBeVisible();

    await nav.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Ver Concursos Abertos Agora' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cadastrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meus Concursos' })).toHaveCount(0);

    // The session is gone on the server too: a reload stays signed out, and /conta asks to sign in.
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await page.goto('/conta');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('duas abas: entrar em uma leva a outra ao feed; sair em uma desconecta a outra', async ({ page, context }) => {
    // A long journey (sign-in, reloads, account, sign-out): more than 30 s on a busy 2-core machine.
    test.slow();
    const email = uniqueEmail('abas');
    await signUpViaApi(page, email);
    const other = await context.newPage();
    await other.goto('/auth');
    await expect(other.getByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeVisible();

    await signInViaUi(page, email);
    await expect(other).toHaveURL(/\/feed$/);
    const otherNav = other.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });
    await expect(otherNav.getByRole('button', { name: 'Sair' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(otherNav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(otherNav.getByRole('button', { name: 'Sair' })).toHaveCount(0);
    await other.close();
  });

  test('/admin para visitante: Acesso negado e /auth depois de 2 s', async ({ page }) => {
    // Timed from the request: the redirect's 2 s start when the page shows the denial, after this (the moment a check
    // sees the toast may come later than the toast itself, so timing from it undercounts the wait).
    const requestedAt = Date.now();
    await page.goto('/admin');
    await expectToast(page, 'Acesso negado', 'Você precisa fazer login para acessar esta página.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Acesso negado' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(1900);
  });

  test('/admin para usuário sem o papel: Acesso negado e /feed depois de 2 s', async ({ page }) => {
    const email = uniqueEmail('comum');
    await signUpViaApi(page, email);
    await signInViaUi(page, email);
    const requestedAt = Date.now();
    await page.goto('/admin');
    await expectToast(page, 'Acesso negado', 'Você não tem permissão para acessar esta página.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page).toHaveURL(/\/feed$/, { timeout: 15_000 });
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(1900);
  });

  test('/admin para administrador mostra o Painel Administrativo', async ({ page }) => {
    await signUpAdminViaApi(page, ADMIN_EMAIL, 'Administração de Testes');
    await signInViaUi(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Executar Coleta' })).toBeVisible();
    await expect(page).toHaveTitle('Painel Administrativo — MCI');
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('verificação em duas etapas: ativar em /conta e entrar com o código', async ({ page }) => {
    // Enrolment, three sign-ins (code, recovery code) and disabling: one long story.
    test.slow();
    const email = uniqueEmail('totp');
    await signUpViaApi(page, email, 'Pessoa Com Autenticador');
    await signInViaUi(page, email);

    expect((await page.goto('/conta'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(page).toHaveTitle('Minha conta — MCI');
    await expect(page.getByText('Pessoa Com Autenticador')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessible(page);

    await page.getByLabel('Código de verificação').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, 'Verificação em duas etapas ativada!');
    const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    const backupCode = (await codes.first().textContent())!.trim();
    await expect(page.getByText(/Guarde estes códigos em um lugar seguro/)).toBeVisible();
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page.getByText('Verificação em duas etapas: ativada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desativar' })).toBeVisible();

    // Signing in now asks for the code before the session exists.
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Entrar' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    const step = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await expect(step.getByLabel('Código de verificação')).toBeFocused();
    expect((await page.request.get('/api/auth/get-session').then((r) => r.json())) as unknown).toBeNull();

    await step.getByLabel('Código de verificação').fill(totpCode(secret) === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: 'Verificar' }).click();
    await expectToast(page, 'Erro ao fazer login', 'Código inválido. Confira o código e tente novamente.');

    await step.getByLabel('Código de verificação').fill(totpCode(secret));
    await step.getByRole('button', { name: 'Verificar' }).click();
    await expectToast(page, 'Login realizado!');
    await expect(page).toHaveURL(/\/feed$/);

    // A recovery code works once in place of the app's code.
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await step.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await step.getByLabel('Código de recuperação').fill(backupCode);
    await step.getByRole('button', { name: 'Verificar' }).click();
    await expectToast(page, 'Login realizado!');
    await expect(page).toHaveURL(/\/feed$/);

    // And with the password, two-factor goes off.
    await page.goto('/conta');
    await page.getByRole('button', { name: 'Desativar' }).click();
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Desativar verificação' }).click();
    await expectToast(page, 'Verificação em duas etapas desativada');
    await expect(page.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeVisible();
  });
});
