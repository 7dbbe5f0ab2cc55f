import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuthPage from '@/web/app/routes/auth';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';

const GOOD_PASSWORD = 'Senha#Forte1';

checkStubbedApiAfterEach();

/** The session answers null until `signIn()` is called, as the server does around a sign-in. */
function sessionStub() {
  let signedIn = false;
  return {
    route: () => jsonResponse(signedIn ? buildSession() : null),
    signIn: () => {
      signedIn = true;
    },
  };
}

function renderAuth(initialPath = '/auth') {
  return renderPage(<AuthPage />, { path: '/auth', initialPath });
}

function panel(name: 'Entrar' | 'Cadastrar') {
  return screen.getByRole('tabpanel', { name });
}

function type(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** Opens /auth on 'Cadastrar' and sends the sign-up form for Maria, her name typed as `fullName`. */
function submitSignUp(fullName: string) {
  renderAuth('/auth?tab=cadastrar');
  const signUp = panel('Cadastrar');
  type(signUp, 'Nome completo', fullName);
  type(signUp, 'E-mail', 'maria@exemplo.com.br');
  type(signUp, 'Senha', GOOD_PASSWORD);
  fireEvent.click(within(signUp).getByRole('button', { name: 'Criar Conta' }));
}

/** Opens /auth and sends the sign-in form as Maria; returns the 'Entrar' panel. */
function submitSignIn(password = GOOD_PASSWORD) {
  renderAuth();
  const signIn = panel('Entrar');
  type(signIn, 'E-mail', 'maria@exemplo.com.br');
  type(signIn, 'Senha', password);
  fireEvent.click(within(signIn).getByRole('button', { name: 'Entrar' }));
  return signIn;
}


describe('/auth', () => {
  it("tem o título 'Bem-vindo', as abas Entrar e Cadastrar e abre Cadastrar por ?tab=cadastrar", async () => {
    stubApi({ 'GET /api/auth/get-session': jsonResponse(null) });
    renderAuth('/auth?tab=cadastrar');
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    const signUp = panel('Cadastrar');
    expect(within(signUp).getByLabelText('Nome completo')).toHaveAttribute('autocomplete', 'name');
    expect(within(signUp).getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    const password = within(signUp).getByLabelText('Senha');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      'Mínimo 8 caracteres, incluindo maiúscula, minúscula, número e caractere especial',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Entrar' }));
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Entrar')).getByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
    expect(document.getElementById('painel-cadastrar')).not.toBeVisible();
  });

  it('valida antes de enviar e mostra a primeira mensagem no aviso Erro de validação', async () => {
    const requests = stubApi({ 'GET /api/auth/get-session': jsonResponse(null) });
    renderAuth('/auth?tab=cadastrar');
    const signUp = panel('Cadastrar');
    type(signUp, 'Nome completo', 'A');
    type(signUp, 'E-mail', 'nao-e-email');
    type(signUp, 'Senha', 'curta');
    fireEvent.click(within(signUp).getByRole('button', { name: 'Criar Conta' }));
    await expectToast('Erro de validação', 'Nome muito curto');

    fireEvent.click(screen.getByRole('tab', { name: 'Entrar' }));
    type(panel('Entrar'), 'E-mail', 'maria@exemplo.com.br');
    fireEvent.click(within(panel('Entrar')).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Senha é obrigatória')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('cadastro bem-sucedido avisa, continua na página e abre Entrar com o e-mail preenchido', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/sign-up/email': jsonResponse({ user: { id: 'u1', email: 'maria@exemplo.com.br', name: 'Maria' } }),
    });
    submitSignUp('  Maria da Silva ');

    await expectToast('Conta criada com sucesso!', 'Você já pode fazer login.');
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', password: GOOD_PASSWORD },
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true'));
    const signIn = panel('Entrar');
    expect(within(signIn).getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
    await waitFor(() => expect(within(signIn).getByLabelText('Senha')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeInTheDocument();
  });

  it('cadastro recusado mostra Erro ao criar conta com a mensagem do servidor', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/sign-up/email': errorResponse(
        409,
        'USER_ALREADY_EXISTS',
        'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.',
      ),
    });
    submitSignUp('Maria da Silva');
    await expectToast('Erro ao criar conta', 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.');
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('login bem-sucedido mostra Login realizado! e vai para /feed', async () => {
    const session = sessionStub();
    const requests = stubApi({
      'GET /api/auth/get-session': session.route,
      'POST /api/auth/sign-in/email': () => {
        session.signIn();
        return jsonResponse({ redirect: false, user: buildSession().user });
      },
    });
    submitSignIn();
    await expectToast('Login realizado!');
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'maria@exemplo.com.br',
      password: GOOD_PASSWORD,
    });
  });

  it('login recusado mostra Erro ao fazer login com a mensagem do servidor', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const signIn = submitSignIn('Errada#123');
    expect(await within(signIn).findByRole('button', { name: 'Entrando…' })).toBeDisabled();
    answer(errorResponse(401, 'INVALID_EMAIL_OR_PASSWORD', 'E-mail ou senha incorretos.'));
    await expectToast('Erro ao fazer login', 'E-mail ou senha incorretos.');
    expect(within(signIn).getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('com verificação em duas etapas, pede o código do aplicativo antes de entrar', async () => {
    const session = sessionStub();
    const requests = stubApi({
      'GET /api/auth/get-session': session.route,
      'POST /api/auth/sign-in/email': jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return errorResponse(401, 'INVALID_CODE', 'Código inválido. Confira o código e tente novamente.');
        }
        session.signIn();
        return jsonResponse({ token: undefined, user: buildSession().user });
      },
    });
    submitSignIn();

    const step = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    expect(screen.queryByText('Login realizado!')).not.toBeInTheDocument();
    const code = within(step).getByLabelText('Código de verificação');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Verificar' }));
    await expectToast('Erro de validação', 'O código de verificação tem 6 dígitos');

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Verificar' }));
    await expectToast('Erro ao fazer login', 'Código inválido. Confira o código e tente novamente.');

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Verificar' }));
    await expectToast('Login realizado!');
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(requests.filter((r) => r.path === '/api/auth/two-factor/verify-totp').map((r) => r.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('aceita um código de recuperação no lugar do código do aplicativo', async () => {
    const session = sessionStub();
    const requests = stubApi({
      'GET /api/auth/get-session': session.route,
      'POST /api/auth/sign-in/email': jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-backup-code': () => {
        session.signIn();
        return jsonResponse({ user: buildSession().user });
      },
    });
    submitSignIn();
    const step = await screen.findByRole('region', { name: 'Verificação em duas etapas' });
    fireEvent.click(within(step).getByRole('button', { name: 'Usar um código de recuperação' }));
    fireEvent.change(within(step).getByLabelText('Código de recuperação'), { target: { value: ' abcde-12345 ' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Verificar' }));
    await expectToast('Login realizado!');
    expect(requests.find((r) => r.path === '/api/auth/two-factor/verify-backup-code')?.body).toEqual({
      code: 'abcde-12345',
    });
  });

  it('quem já entrou vai direto para /feed', async () => {
    stubApi({ 'GET /api/auth/get-session': jsonResponse(buildSession()) });
    renderAuth();
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
  });
});
