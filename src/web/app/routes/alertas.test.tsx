import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlertPreferencesResponse } from '@/shared/api/alerts';
import type { MeResponse } from '@/shared/api/account';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';
import CancelarAlertasPage from './cancelar-alertas';
import ContaPage from './conta';
import FeedPage from './feed';
import MeusConcursosPage from './meus-concursos';

checkStubbedApiAfterEach();

const ME: MeResponse = {
  user: { id: 'u1', email: 'maria@exemplo.com.br', name: 'Maria', emailVerified: true, twoFactorEnabled: false, createdAt: '2026-01-02T10:00:00Z' },
  profile: { full_name: 'Maria da Silva' },
  subscription: { plan: 'free', status: 'active', started_at: '2026-01-02T10:00:00Z' },
  roles: { admin: false },
  usage: { plan: 'free', saved: 0, limit: 5 },
};

const NEVER_CHOSEN: AlertPreferencesResponse = { preferences: null, lembretes: true, plan: 'free', lastAlertAt: null };

function chosen(overrides: Partial<NonNullable<AlertPreferencesResponse['preferences']>> = {}, plan: 'free' | 'premium' = 'free') {
  return {
    preferences: { enabled: true, ufs: ['RJ'], escolaridades: [], keywords: ['polícia'], updatedAt: '2026-11-20T10:00:00.000Z', ...overrides },
    lembretes: true,
    plan,
    lastAlertAt: '2026-11-16T11:00:00.000Z',
  } satisfies AlertPreferencesResponse;
}

function alertsCard() {
  return screen.getByRole('heading', { level: 2, name: 'Alertas por e-mail' }).closest<HTMLElement>('[data-slot="card"]')!;
}

function renderConta() {
  return renderPage(<ContaPage />, { path: '/conta' });
}

describe("/conta: 'Alertas por e-mail'", () => {
  it('never chosen: offers alerts on for every state; saving sends exactly what was picked', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(ME),
      'GET /api/me/alertas': jsonResponse(NEVER_CHOSEN),
      'PUT /api/me/alertas': ({ body }) =>
        jsonResponse({ preferences: { ...(body as object), updatedAt: '2026-11-23T10:00:00.000Z' }, lembretes: true, plan: 'free', lastAlertAt: null }),
    });
    renderConta();
    const card = await waitFor(() => alertsCard());
    expect(
      await within(card).findByText(
        'Plano gratuito: um resumo semanal, às segundas-feiras às 8h (horário de Brasília), quando houver concursos novos.',
      ),
    ).toBeInTheDocument();
    const on = await within(card).findByRole('checkbox', { name: 'Receber alertas de novos concursos por e-mail' });
    expect(on).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Todos os estados' })).toBeChecked();
    expect(within(card).getAllByRole('checkbox', { name: /^[A-Z]{2} / })).toHaveLength(27);

    fireEvent.click(within(card).getByRole('checkbox', { name: 'SP São Paulo' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'RJ Rio de Janeiro' }));
    expect(within(card).getByRole('checkbox', { name: 'Todos os estados' })).not.toBeChecked();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Ensino Médio' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Palavras-chave' }), { target: { value: ' polícia , TI,, ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar alertas' }));

    await expectToast('Alertas salvos', 'Você receberá e-mails com os concursos novos que combinam com suas preferências.');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/me/alertas',
        body: { enabled: true, ufs: ['RJ', 'SP'], escolaridades: ['Ensino_Médio'], keywords: ['polícia', 'TI'], lembretes: true },
      },
    ]);
    expect(within(card).getByRole('textbox', { name: 'Palavras-chave' })).toHaveValue('polícia, TI');

    // 'Todos os estados' clears the states.
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Todos os estados' }));
    expect(within(card).getByRole('checkbox', { name: 'SP São Paulo' })).not.toBeChecked();
  });

  it('shows saved choices, the premium cadence and the last alert; turning off says so', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(ME),
      'GET /api/me/alertas': jsonResponse(chosen({}, 'premium')),
      'PUT /api/me/alertas': ({ body }) => jsonResponse({ ...chosen({}, 'premium'), preferences: { ...(body as object), updatedAt: 'x' } }),
    });
    renderConta();
    const on = await screen.findByRole('checkbox', { name: 'Receber alertas de novos concursos por e-mail' });
    const card = alertsCard();
    expect(
      within(card).getByText('Plano Premium: um e-mail logo após cada coleta que encontrar concursos novos para você.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Último alerta enviado em 16/11/2026 às 08:00.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'RJ Rio de Janeiro' })).toBeChecked();
    expect(within(card).getByRole('textbox', { name: 'Palavras-chave' })).toHaveValue('polícia');

    fireEvent.click(on);
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar alertas' }));
    await expectToast('Alertas salvos', 'Alertas desativados. Você não receberá e-mails de novos concursos.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: false, ufs: ['RJ'], escolaridades: [], keywords: ['polícia'], lembretes: true });
  });

  it('bad input is refused in the form with the message, and nothing is sent', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(ME),
      'GET /api/me/alertas': jsonResponse(NEVER_CHOSEN),
    });
    renderConta();
    const keywords = await screen.findByRole('textbox', { name: 'Palavras-chave' });
    fireEvent.change(keywords, { target: { value: 'a, polícia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alertas' }));
    await expectToast('Erro de validação', 'Cada palavra-chave precisa de pelo menos 2 letras');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("the server's refusal is shown as it says", async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(ME),
      'GET /api/me/alertas': jsonResponse(NEVER_CHOSEN),
      'PUT /api/me/alertas': errorResponse(401, 'UNAUTHORIZED', 'Você precisa fazer login para continuar.'),
    });
    renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar alertas' }));
    await expectToast('Erro ao salvar alertas', 'Você precisa fazer login para continuar.');
  });
});

describe('the invitation to set up alerts', () => {
  it('on the feed, for a signed-in user who has not chosen: links to /conta#alertas', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/feed': jsonResponse({ editais: [] }),
      'GET /api/me/alertas': jsonResponse(NEVER_CHOSEN),
    });
    renderPage(<FeedPage />, { path: '/feed' });
    const invitation = await screen.findByRole('complementary', { name: 'Receba alertas de novos concursos' });
    expect(within(invitation).getByRole('link', { name: 'Ativar alertas' })).toHaveAttribute('href', '/conta#alertas');
  });

  it('gone once the user has chosen (on or off)', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/feed': jsonResponse({ editais: [] }),
      'GET /api/me/alertas': jsonResponse(chosen({ enabled: false })),
    });
    renderPage(<FeedPage />, { path: '/feed' });
    await screen.findByText('Nenhum concurso encontrado no momento.');
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/me/alertas'));
    expect(screen.queryByText('Receba alertas de novos concursos')).not.toBeInTheDocument();
  });

  it('visitors are not invited (and nothing is asked of the server for them)', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(null),
      'GET /api/feed': jsonResponse({ editais: [] }),
    });
    renderPage(<FeedPage />, { path: '/feed' });
    await screen.findByText('Nenhum concurso encontrado no momento.');
    expect(requests.map((r) => r.path)).not.toContain('/api/me/alertas');
    expect(screen.queryByText('Receba alertas de novos concursos')).not.toBeInTheDocument();
  });

  it('on Meus Concursos too', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me/editais': jsonResponse({
        salvos: [],
        vistos: [],
        ocultos: [],
        inscritos: [],
        counts: { salvos: 0, vistos: 0, ocultos: 0, inscritos: 0 },
        usage: { plan: 'free', saved: 0, limit: 5 },
      }),
      'GET /api/me/agenda': jsonResponse({ url: 'http://localhost:3000/agenda/abc.ics' }),
      'GET /api/me/alertas': jsonResponse(NEVER_CHOSEN),
    });
    renderPage(<MeusConcursosPage />, { path: '/meus-concursos' });
    const invitation = await screen.findByRole('complementary', { name: 'Receba alertas de novos concursos' });
    expect(within(invitation).getByRole('link', { name: 'Ativar alertas' })).toHaveAttribute('href', '/conta#alertas');
  });
});

describe('/cancelar-alertas', () => {
  it('sends the token at once and says the alerts are off', async () => {
    const requests = stubApi({ 'POST /api/alertas/cancelar': jsonResponse({ message: 'Alertas desativados' }) });
    renderPage(<CancelarAlertasPage />, { path: '/cancelar-alertas', initialPath: '/cancelar-alertas?token=abc.def' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alertas desativados' })).toBeInTheDocument();
    expect(screen.getByText(/Você não receberá mais e-mails de alertas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar alertas' })).toHaveAttribute('href', '/conta#alertas');
    expect(requests).toEqual([{ method: 'POST', path: '/api/alertas/cancelar', body: { token: 'abc.def' } }]);
    expect(document.title).toBe('Cancelar alertas — MCI');
  });

  it("an expired or altered link: the server's message and the way to the account", async () => {
    stubApi({
      'POST /api/alertas/cancelar': errorResponse(
        400,
        'BAD_REQUEST',
        'Este link de cancelamento expirou. Entre na sua conta para desativar os alertas.',
      ),
    });
    renderPage(<CancelarAlertasPage />, { path: '/cancelar-alertas', initialPath: '/cancelar-alertas?token=velho' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Não foi possível cancelar os alertas' })).toBeInTheDocument();
    expect(within(alert).getByText('Este link de cancelamento expirou. Entre na sua conta para desativar os alertas.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Ir para minha conta' })).toHaveAttribute('href', '/conta#alertas');
  });

  it('no token: invalid link, nothing sent', async () => {
    const requests = stubApi({});
    renderPage(<CancelarAlertasPage />, { path: '/cancelar-alertas' });
    expect(await screen.findByText('Link de cancelamento inválido.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
