import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuthPage from '@/web/app/routes/auth';
import RedefinirSenhaPage from '@/web/app/routes/redefinir-senha';
import { SESSION_QUERY_KEY } from '@/web/lib/query-keys';
import { createTestQueryClient, renderRoutes } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';

const NEUTRAL = 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.';
const DONE = 'Senha redefinida! Por segurança, saímos de todas as sessões. Entre com a nova senha.';
const INVALID = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo link.';
const GOOD_PASSWORD = 'Nova#Senha456';

checkStubbedApiAfterEach();

/** /auth and /redefinir-senha as the app has them; any other path shows where the app went. */
function renderPages(initialPath: string, queryClient = createTestQueryClient()) {
  const routes = [
    { path: '/auth', element: <AuthPage /> },
    { path: '/redefinir-senha', element: <RedefinirSenhaPage /> },
  ];
  return renderRoutes(routes, { initialPath, queryClient });
}

function type(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

function forgotSection() {
  return screen.getByRole('region', { name: 'Esqueci minha senha' });
}

describe("/auth: 'Esqueci minha senha'", () => {
  it('opens from the sign-in tab with the e-mail already typed, and always answers the neutral message', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/request-password-reset': jsonResponse({ status: true, message: NEUTRAL }),
    });
    const { router } = renderPages('/auth');
    const signIn = screen.getByRole('tabpanel', { name: 'Entrar' });
    type(signIn, 'E-mail', 'maria@exemplo.com.br');
    fireEvent.click(within(signIn).getByRole('link', { name: 'Esqueci minha senha' }));

    const section = await screen.findByRole('region', { name: 'Esqueci minha senha' });
    expect(router.state.location.search).toBe('?tab=esqueci-senha');
    const email = within(section).getByLabelText('E-mail');
    expect(email).toHaveValue('maria@exemplo.com.br');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(within(section).getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(NEUTRAL));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/request-password-reset', body: { email: 'maria@exemplo.com.br' } },
    ]);
    expect(within(section).getByRole('button', { name: 'Enviar outro link' })).toBeEnabled();

    fireEvent.click(within(section).getByRole('button', { name: 'Voltar para Entrar' }));
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: 'Entrar' })).getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
  });

  it('validates the e-mail before asking, and shows a refusal from the server', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/request-password-reset': errorResponse(
        429,
        'RATE_LIMITED',
        'Muitas tentativas. Aguarde um minuto e tente novamente.',
      ),
    });
    renderPages('/auth?tab=esqueci-senha');
    fireEvent.click(within(forgotSection()).getByRole('button', { name: 'Enviar link' }));
    await expectToast('Erro de validação', 'Email é obrigatório');
    type(forgotSection(), 'E-mail', 'maria@');
    fireEvent.click(within(forgotSection()).getByRole('button', { name: 'Enviar link' }));
    await expectToast('Erro de validação', 'Email inválido');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    type(forgotSection(), 'E-mail', 'maria@exemplo.com.br');
    fireEvent.click(within(forgotSection()).getByRole('button', { name: 'Enviar link' }));
    await expectToast('Erro ao pedir a redefinição', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
    expect(within(forgotSection()).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('/redefinir-senha', () => {
  it('sets the new password with the link token, then goes to /auth saying every session ended', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/reset-password': jsonResponse({ status: true }),
    });
    // Opened in a browser still signed in to the account: that session ends too.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, buildSession());
    renderPages('/redefinir-senha?token=abc123XYZ', queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Redefinir senha' });
    const password = within(form).getByLabelText('Nova senha');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('Mínimo 8 caracteres, incluindo maiúscula, minúscula, número e caractere especial');
    expect(within(form).getByLabelText('Confirmar senha')).toHaveAttribute('type', 'password');

    // The sign-up rules and messages, then the confirmation.
    type(form, 'Nova senha', 'nova#senha456');
    fireEvent.click(within(form).getByRole('button', { name: 'Redefinir senha' }));
    await expectToast('Erro de validação', 'Deve conter pelo menos uma letra maiúscula');
    type(form, 'Nova senha', GOOD_PASSWORD);
    type(form, 'Confirmar senha', 'Nova#Senha45');
    fireEvent.click(within(form).getByRole('button', { name: 'Redefinir senha' }));
    await expectToast('Erro de validação', 'As senhas não coincidem');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    type(form, 'Confirmar senha', GOOD_PASSWORD);
    fireEvent.click(within(form).getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/reset-password', body: { token: 'abc123XYZ', newPassword: GOOD_PASSWORD } },
    ]);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('an expired or used link says so and offers a new one', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'POST /api/auth/reset-password': errorResponse(400, 'INVALID_TOKEN', INVALID),
    });
    renderPages('/redefinir-senha?token=velho');
    const form = screen.getByRole('form', { name: 'Redefinir senha' });
    type(form, 'Nova senha', GOOD_PASSWORD);
    type(form, 'Confirmar senha', GOOD_PASSWORD);
    fireEvent.click(within(form).getByRole('button', { name: 'Redefinir senha' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Link inválido ou expirado');
    expect(alert).toHaveTextContent(INVALID);
    expect(screen.queryByRole('form', { name: 'Redefinir senha' })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('link', { name: 'Pedir um novo link' }));
    expect(await screen.findByRole('region', { name: 'Esqueci minha senha' })).toBeInTheDocument();
  });

  it('without a token shows the same message at once', async () => {
    stubApi({});
    renderPages('/redefinir-senha');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/auth?tab=esqueci-senha',
    );
  });

  it('a server failure other than the link keeps the form and shows the message', async () => {
    stubApi({
      'POST /api/auth/reset-password': errorResponse(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.'),
    });
    renderPages('/redefinir-senha?token=abc');
    const form = screen.getByRole('form', { name: 'Redefinir senha' });
    type(form, 'Nova senha', GOOD_PASSWORD);
    type(form, 'Confirmar senha', GOOD_PASSWORD);
    fireEvent.click(within(form).getByRole('button', { name: 'Redefinir senha' }));
    await expectToast('Erro ao redefinir a senha', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
    expect(within(form).getByRole('button', { name: 'Redefinir senha' })).toBeEnabled();
  });
});
