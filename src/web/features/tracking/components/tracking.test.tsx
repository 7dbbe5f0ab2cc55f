import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Edital } from '@/shared/api/editais';
import type { MeusConcursosResponse } from '@/shared/api/tracking';
import EditalPage from '@/web/app/routes/edital';
import ExplorarPage from '@/web/app/routes/explorar';
import FeedPage from '@/web/app/routes/feed';
import MeusConcursosPage from '@/web/app/routes/meus-concursos';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi, type StubbedRequest } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';
import { buildDetalhe, buildEdital } from '@/web/features/editais/testing/factories';

/** Full cards in jsdom take a while on a busy machine. */
const SLOW = 20_000;

checkStubbedApiAfterEach();

const signedIn = {
  'GET /api/auth/get-session': jsonResponse(buildSession()),
  // /explorar asks for the plan (the advanced filters); Meus Concursos for the calendar's address.
  'GET /api/me': jsonResponse({ subscription: { plan: 'free', status: 'active' } }),
  'GET /api/me/agenda': jsonResponse({ url: 'http://localhost:3000/agenda/abc.ics' }),
  // The feed and Meus Concursos ask whether to invite the user to set up alerts: already set up.
  'GET /api/me/alertas': jsonResponse({
    preferences: { enabled: true, ufs: [], escolaridades: [], keywords: [], updatedAt: '2026-11-20T10:00:00.000Z' },
    plan: 'free',
    lastAlertAt: null,
  }),
};

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** A PUT handler that answers once the test says so. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const handler = (_request: StubbedRequest) => new Promise<Response>((resolve) => (release = resolve));
  return { handler, release: (response: Response) => release(response) };
}

const usage = { plan: 'free', saved: 1, limit: 5 } as const;

describe('ações nos cartões, para quem entrou', () => {
  it(
    'Salvar no feed: o botão vira "Salvo" na hora, envia origem feed e mostra "Concurso salvo!"',
    async () => {
      const edital = buildEdital({ titulo: 'Concurso Salvável', userStatus: 'novo' });
      const put = deferred();
      const requests = stubApi({
        ...signedIn,
        'GET /api/feed': jsonResponse({ editais: [edital] }),
        [`PUT /api/me/editais/${edital.id}/status`]: put.handler,
        'GET /api/me/editais': jsonResponse({}),
      });
      renderPage(<FeedPage />, { path: '/feed' });
      await screen.findByRole('link', { name: 'Concurso Salvável' });
      fireEvent.click(within(card('Concurso Salvável')).getByRole('button', { name: 'Salvar' }));

      const saved = await within(card('Concurso Salvável')).findByRole('button', { name: 'Salvo' });
      expect(saved).toBeDisabled();
      expect(within(card('Concurso Salvável')).getByText('Salvo', { selector: '[data-user-status] span' })).toBeInTheDocument();
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ body: { status: 'salvo', origin: 'feed' } });

      put.release(jsonResponse({ userStatus: 'salvo', usage }));
      await expectToast('Concurso salvo!');
      expect(within(card('Concurso Salvável')).getByRole('button', { name: 'Salvo' })).toBeDisabled();
    },
    SLOW,
  );

  it(
    'limite do plano: volta ao estado anterior e mostra "Erro ao salvar" com a mensagem do servidor',
    async () => {
      const edital = buildEdital({ titulo: 'Concurso Sexto', userStatus: 'novo' });
      const message = 'O plano gratuito permite acompanhar até 5 concursos, somando salvos e inscritos. Remova um para liberar espaço ou assine o plano premium.';
      let feedCalls = 0;
      stubApi({
        ...signedIn,
        'GET /api/feed': () => {
          feedCalls += 1;
          return jsonResponse({ editais: [edital] });
        },
        [`PUT /api/me/editais/${edital.id}/status`]: errorResponse(403, 'PLAN_LIMIT', message),
        'GET /api/me/editais': jsonResponse({}),
      });
      renderPage(<FeedPage />, { path: '/feed' });
      await screen.findByRole('link', { name: 'Concurso Sexto' });
      fireEvent.click(within(card('Concurso Sexto')).getByRole('button', { name: 'Salvar' }));
      await expectToast('Erro ao salvar', message);
      const button = within(card('Concurso Sexto')).getByRole('button', { name: 'Salvar' });
      await waitFor(() => expect(button).toBeEnabled());
      await waitFor(() => expect(feedCalls).toBe(2));
    },
    SLOW,
  );

  it(
    'Não me interessa: o cartão some do feed na hora; "Concurso ocultado"',
    async () => {
      const a = buildEdital({ titulo: 'Concurso Fica', userStatus: 'novo' });
      const b = buildEdital({ titulo: 'Concurso Some', userStatus: 'novo' });
      const put = deferred();
      const requests = stubApi({
        ...signedIn,
        'GET /api/feed': jsonResponse({ editais: [a, b] }),
        [`PUT /api/me/editais/${b.id}/status`]: put.handler,
        'GET /api/me/editais': jsonResponse({}),
      });
      renderPage(<FeedPage />, { path: '/feed' });
      await screen.findByRole('link', { name: 'Concurso Some' });
      fireEvent.click(within(card('Concurso Some')).getByRole('button', { name: 'Não me interessa' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Concurso Some' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'Concurso Fica' })).toBeInTheDocument();
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'oculto', origin: 'feed' });
      put.release(jsonResponse({ userStatus: 'oculto', usage }));
      await expectToast('Concurso ocultado');
    },
    SLOW,
  );

  it(
    'sessão expirada: "Login necessário" com o texto de cada ação, e o cartão volta ao que era',
    async () => {
      const edital = buildEdital({ titulo: 'Concurso Sessão', userStatus: 'novo' });
      stubApi({
        ...signedIn,
        'GET /api/feed': jsonResponse({ editais: [edital] }),
        [`PUT /api/me/editais/${edital.id}/status`]: errorResponse(401, 'UNAUTHORIZED', 'Faça login para continuar.'),
      });
      renderPage(<FeedPage />, { path: '/feed' });
      await screen.findByRole('link', { name: 'Concurso Sessão' });
      fireEvent.click(within(card('Concurso Sessão')).getByRole('button', { name: 'Marcar como visto' }));
      await expectToast('Login necessário', 'Faça login para marcar concursos como vistos');
      await waitFor(() => expect(within(card('Concurso Sessão')).getByRole('button', { name: 'Marcar como visto' })).toBeEnabled());
    },
    SLOW,
  );

  it(
    'na busca a origem é "busca"; Marcar como visto fica desabilitado e mostra "Marcado como visto"',
    async () => {
      const edital = buildEdital({ titulo: 'Concurso Buscado', userStatus: 'novo' });
      const requests = stubApi({
        ...signedIn,
        'GET /api/editais': jsonResponse({ editais: [edital] }),
        [`PUT /api/me/editais/${edital.id}/status`]: jsonResponse({ userStatus: 'visto', usage }),
        'GET /api/me/editais': jsonResponse({}),
      });
      renderPage(<ExplorarPage />, { path: '/explorar' });
      await screen.findByRole('link', { name: 'Concurso Buscado' });
      fireEvent.click(within(card('Concurso Buscado')).getByRole('button', { name: 'Marcar como visto' }));
      await expectToast('Marcado como visto');
      expect(within(card('Concurso Buscado')).getByRole('button', { name: 'Marcar como visto' })).toBeDisabled();
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'visto', origin: 'busca' });
    },
    SLOW,
  );

  it(
    'detalhe: selo do status, "⭐ Salvar Concurso" com origem feed; ocultar um similar o tira da lista',
    async () => {
      const similar = buildEdital({ titulo: 'Concurso Parecido', userStatus: 'novo' });
      const detail = buildDetalhe({ edital: buildEdital({ id: 4242, userStatus: 'visto' }), userStatus: 'visto', similares: [similar] });
      const requests = stubApi({
        ...signedIn,
        'GET /api/editais/4242': jsonResponse(detail),
        'PUT /api/me/editais/4242/status': jsonResponse({ userStatus: 'salvo', usage }),
        [`PUT /api/me/editais/${similar.id}/status`]: jsonResponse({ userStatus: 'oculto', usage }),
        'GET /api/me/editais': jsonResponse({}),
      });
      renderPage(<EditalPage />, { path: '/edital/:id', initialPath: '/edital/4242' });
      const header = (await screen.findByRole('heading', { level: 1, name: detail.edital.titulo })).closest('header')!;
      expect(within(header).getByText('Visto')).toBeInTheDocument();
      fireEvent.click(within(header).getByRole('button', { name: 'Salvar Concurso' }));
      await expectToast('Concurso salvo!');
      expect(within(header).getByText('Salvo')).toBeInTheDocument();
      // SPEC.md section 2: the button shows only while the notice is not saved.
      expect(within(header).queryByRole('button', { name: /Salvar Concurso/ })).not.toBeInTheDocument();
      expect(requests.find((r) => r.path === '/api/me/editais/4242/status')?.body).toEqual({ status: 'salvo', origin: 'feed' });

      fireEvent.click(within(card('Concurso Parecido')).getByRole('button', { name: 'Não me interessa' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Concurso Parecido' })).not.toBeInTheDocument());
      expect(requests.find((r) => r.path === `/api/me/editais/${similar.id}/status`)?.body).toEqual({ status: 'oculto', origin: 'feed' });
    },
    SLOW,
  );
});

function meus(overrides: Partial<MeusConcursosResponse> = {}): MeusConcursosResponse {
  const salvos: Edital[] = overrides.salvos ?? [];
  const vistos: Edital[] = overrides.vistos ?? [];
  const ocultos: Edital[] = overrides.ocultos ?? [];
  const inscritos: Edital[] = overrides.inscritos ?? [];
  return {
    salvos,
    vistos,
    ocultos,
    inscritos,
    counts: { salvos: salvos.length, vistos: vistos.length, ocultos: ocultos.length, inscritos: inscritos.length },
    usage: { plan: 'free', saved: salvos.length + inscritos.length, limit: 5 },
    ...overrides,
  };
}

describe('/meus-concursos', () => {
  it(
    "aba 'Inscritos': os concursos em que a pessoa se inscreveu, contados no plano, e 'Remover dos inscritos'",
    async () => {
      const inscrito = buildEdital({ titulo: 'Concurso Inscrito', userStatus: 'inscrito' });
      let current = meus({ inscritos: [inscrito] });
      const requests = stubApi({
        ...signedIn,
        'GET /api/me/editais': () => jsonResponse(current),
        [`DELETE /api/me/editais/${inscrito.id}/status`]: () => {
          current = meus();
          return jsonResponse({ userStatus: 'novo' });
        },
        'GET /api/me': jsonResponse({}),
      });
      renderPage(<MeusConcursosPage />, { path: '/meus-concursos', initialPath: '/meus-concursos?aba=inscritos' });
      expect(await screen.findByRole('tab', { name: 'Inscritos (1)' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Plano gratuito: 1 de 5 salvos')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Concurso Inscrito' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Remover dos inscritos: Concurso Inscrito' }));
      await expectToast('Removido dos inscritos');
      expect(await screen.findByRole('tab', { name: 'Inscritos (0)' })).toBeInTheDocument();
      expect(screen.getByText(/Nenhum concurso marcado como inscrito/)).toBeInTheDocument();
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/me/editais/${inscrito.id}/status`]);
    },
    SLOW,
  );

  it('visitante vai para /auth', async () => {
    stubApi({ 'GET /api/auth/get-session': jsonResponse(null) });
    renderPage(<MeusConcursosPage />, { path: '/meus-concursos' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  });

  it(
    'abas com contagens, uso do plano, mensagens de lista vazia e remover dos salvos',
    async () => {
      const salvo = buildEdital({ titulo: 'Concurso Guardado', userStatus: 'salvo' });
      const oculto = buildEdital({ titulo: 'Concurso Escondido', userStatus: 'oculto' });
      let current = meus({ salvos: [salvo], ocultos: [oculto] });
      const requests = stubApi({
        ...signedIn,
        'GET /api/me/editais': () => jsonResponse(current),
        [`DELETE /api/me/editais/${salvo.id}/status`]: () => {
          current = meus({ ocultos: [oculto] });
          return jsonResponse({ userStatus: 'novo' });
        },
        [`DELETE /api/me/editais/${oculto.id}/status`]: () => {
          current = meus();
          return jsonResponse({ userStatus: 'novo' });
        },
        'GET /api/me': jsonResponse({}),
      });
      const { router } = renderPage(<MeusConcursosPage />, { path: '/meus-concursos' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Meus Concursos' })).toBeInTheDocument();
      expect(document.title).toBe('Meus Concursos — MCI');
      expect(await screen.findByRole('tab', { name: 'Salvos (1)' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Vistos (0)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Ocultos (1)' })).toBeInTheDocument();
      expect(screen.getByText('Plano gratuito: 1 de 5 salvos')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Concurso Guardado' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Remover dos salvos: Concurso Guardado' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Concurso Guardado' })).not.toBeInTheDocument());
      expect(screen.getByRole('tab', { name: 'Salvos (0)' })).toBeInTheDocument();
      expect(screen.getByText('Plano gratuito: 0 de 5 salvos')).toBeInTheDocument();
      expect(screen.getByText(/Você ainda não salvou nenhum concurso/)).toBeInTheDocument();
      await expectToast('Removido dos salvos');

      fireEvent.click(screen.getByRole('tab', { name: 'Vistos (0)' }));
      expect(screen.getByText(/Nenhum concurso marcado como visto ainda/)).toBeInTheDocument();
      expect(router.state.location.search).toBe('?aba=vistos');

      fireEvent.keyDown(screen.getByRole('tab', { name: 'Vistos (0)' }), { key: 'ArrowRight' });
      expect(screen.getByRole('tab', { name: 'Ocultos (1)' })).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'Mostrar novamente: Concurso Escondido' }));
      await expectToast('O concurso voltou a aparecer no seu feed');
      expect(await screen.findByRole('tab', { name: 'Ocultos (0)' })).toBeInTheDocument();
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/me/editais/${salvo.id}/status`,
        `/api/me/editais/${oculto.id}/status`,
      ]);
    },
    SLOW,
  );

  it(
    'falha ao remover: o cartão volta e o aviso explica',
    async () => {
      const visto = buildEdital({ titulo: 'Concurso Visto', userStatus: 'visto' });
      stubApi({
        ...signedIn,
        'GET /api/me/editais': jsonResponse(meus({ vistos: [visto] })),
        [`DELETE /api/me/editais/${visto.id}/status`]: errorResponse(500, 'INTERNAL', 'Ocorreu um erro inesperado.'),
      });
      renderPage(<MeusConcursosPage />, { path: '/meus-concursos', initialPath: '/meus-concursos?aba=vistos' });
      fireEvent.click(await screen.findByRole('button', { name: 'Remover dos vistos: Concurso Visto' }));
      await expectToast('Erro ao remover', 'Ocorreu um erro inesperado.');
      expect(await screen.findByRole('link', { name: 'Concurso Visto' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Vistos (1)' })).toBeInTheDocument();
    },
    SLOW,
  );
});
