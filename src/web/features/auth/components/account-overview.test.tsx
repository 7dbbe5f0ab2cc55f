import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/api/account';
import ContaPage from '@/web/app/routes/conta';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const TOTP_URI = `otpauth://totp/MCI:maria%40exemplo.com.br?secret=${SECRET}&issuer=MCI&digits=6&period=30`;
const BACKUP_CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333', 'ddddd-44444'];

function buildMe(twoFactorEnabled: boolean, emailVerified = true): MeResponse {
  return {
    user: { id: 'u1', email: 'maria@exemplo.com.br', name: 'Maria', emailVerified, twoFactorEnabled, createdAt: '2026-01-02T10:00:00Z' },
    profile: { full_name: 'Maria da Silva' },
    subscription: { plan: 'free', status: 'active', started_at: '2026-01-02T10:00:00Z' },
    roles: { admin: false },
    usage: { plan: 'free', saved: 2, limit: 5 },
  };
}

/** The page's alerts card (its own feature) asks for the preferences too. */
const ALERTS_STUB = { 'GET /api/me/alertas': jsonResponse({ preferences: null, plan: 'free', lastAlertAt: null }) };

checkStubbedApiAfterEach();

function renderConta() {
  return renderPage(<ContaPage />, { path: '/conta' });
}


function security() {
  return screen.getByRole('heading', { level: 2, name: 'Segurança' }).closest<HTMLElement>('[data-slot="card"]')!;
}

describe('/conta', () => {
  it('visitante vai para /auth', async () => {
    stubApi({ 'GET /api/auth/get-session': jsonResponse(null) });
    renderConta();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  });

  it('mostra nome, e-mail e plano', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe(false)),
      ...ALERTS_STUB,
    });
    renderConta();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('Plano gratuito: 2 de 5 salvos')).toBeInTheDocument();
    expect(within(security()).getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeInTheDocument();
  });

  it('com o e-mail confirmado, não mostra o aviso de confirmação', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe(false)),
      ...ALERTS_STUB,
    });
    renderConta();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirme seu e-mail' })).not.toBeInTheDocument();
  });

  it('e-mail não confirmado: o aviso diz o que falta e reenvia o link; um erro vira toast', async () => {
    let fail = false;
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe(false, false)),
      ...ALERTS_STUB,
      'POST /api/auth/send-verification-email': () =>
        fail ? errorResponse(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.') : jsonResponse({ status: true }),
    });
    renderConta();
    const notice = await screen.findByRole('region', { name: 'Confirme seu e-mail' });
    expect(notice).toHaveTextContent(
      'Enviamos um link de confirmação para maria@exemplo.com.br. Até você confirmar, não enviamos alertas nem lembretes por e-mail.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Reenviar link de confirmação' }));
    await expectToast('Link enviado', 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.');
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/auth/send-verification-email');
    expect(sent.map((r) => r.body)).toEqual([{ email: 'maria@exemplo.com.br' }]);

    fail = true;
    await waitFor(() => expect(within(notice).getByRole('button', { name: 'Reenviar link de confirmação' })).toBeEnabled());
    fireEvent.click(within(notice).getByRole('button', { name: 'Reenviar link de confirmação' }));
    await expectToast('Erro ao enviar o link', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
  });

  it('ativa a verificação em duas etapas: senha, QR code e chave, código e códigos de recuperação', async () => {
    let enabled = false;
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': () => jsonResponse(buildMe(enabled)),
      ...ALERTS_STUB,
      'POST /api/auth/two-factor/enable': ({ body }) =>
        (body as { password: string }).password === 'Senha#Forte1'
          ? jsonResponse({ totpURI: TOTP_URI, backupCodes: BACKUP_CODES })
          : errorResponse(400, 'INVALID_PASSWORD', 'Senha incorreta.'),
      'POST /api/auth/two-factor/verify-totp': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return errorResponse(401, 'INVALID_CODE', 'Código inválido. Confira o código e tente novamente.');
        }
        enabled = true;
        return jsonResponse({ token: undefined, user: buildSession().user });
      },
    });
    renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));

    const card = security();
    const password = within(card).getByLabelText('Senha');
    expect(password).toHaveFocus();
    fireEvent.click(within(card).getByRole('button', { name: 'Continuar' }));
    await expectToast('Erro de validação', 'Senha é obrigatória');

    fireEvent.change(password, { target: { value: 'Errada#123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continuar' }));
    await expectToast('Erro ao ativar verificação', 'Senha incorreta.');

    fireEvent.change(password, { target: { value: 'Senha#Forte1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continuar' }));
    const qr = await within(card).findByRole('img', { name: 'QR code para configurar o aplicativo autenticador' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(card).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    const code = within(card).getByLabelText('Código de verificação');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
    await expectToast('Erro ao ativar verificação', 'Código inválido. Confira o código e tente novamente.');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirmar' }));
    await expectToast('Verificação em duas etapas ativada!');
    const list = await within(card).findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(BACKUP_CODES);
    expect(within(card).getByText(/Guarde estes códigos em um lugar seguro/)).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText(/ativada$/)).toBeInTheDocument());

    fireEvent.click(within(card).getByRole('button', { name: 'Já guardei os códigos' }));
    expect(within(card).queryByText('aaaaa-11111')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/verify-totp',
      '/api/auth/two-factor/verify-totp',
    ]);
  });

  it('desativa com a senha', async () => {
    let enabled = true;
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession({ twoFactorEnabled: true })),
      'GET /api/me': () => jsonResponse(buildMe(enabled)),
      ...ALERTS_STUB,
      'POST /api/auth/two-factor/disable': ({ body }) => {
        if ((body as { password: string }).password !== 'Senha#Forte1') {
          return errorResponse(400, 'INVALID_PASSWORD', 'Senha incorreta.');
        }
        enabled = false;
        return jsonResponse({ status: true });
      },
    });
    renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    const card = security();
    fireEvent.change(within(card).getByLabelText('Senha'), { target: { value: 'Errada#123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Desativar verificação' }));
    await expectToast('Erro ao desativar verificação', 'Senha incorreta.');

    fireEvent.change(within(card).getByLabelText('Senha'), { target: { value: 'Senha#Forte1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Desativar verificação' }));
    await expectToast('Verificação em duas etapas desativada');
    expect(
      await within(card).findByRole('button', { name: 'Ativar verificação em duas etapas' }),
    ).toBeInTheDocument();
  });
});
