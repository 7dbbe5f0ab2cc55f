import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '@/web/components/layout/top-bar';
import { hardNavigate } from '@/web/features/auth/lib/hard-navigate';
import { renderWithRouter } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { expectOnlyStubbedRequests, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';
import { SessionNavProvider } from './session-nav';

// jsdom cannot load pages: record where 'Sair' sends the browser instead.
vi.mock('@/web/features/auth/lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

const SESSION_PATH = 'GET /api/auth/get-session';

function signedOut() {
  return stubApi({ [SESSION_PATH]: jsonResponse(null) });
}

function signedIn() {
  return stubApi({
    [SESSION_PATH]: jsonResponse(buildSession()),
    'POST /api/auth/sign-out': jsonResponse({ success: true }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  expectOnlyStubbedRequests();
});

/** The top bar as the app draws it: its session and 'Sair' come from the auth feature. */
function renderTopBar({ initialPath, toaster = false }: { initialPath?: string; toaster?: boolean } = {}) {
  return renderWithRouter(
    <SessionNavProvider>
      <TopBar />
      {toaster && <Toaster />}
    </SessionNavProvider>,
    { initialPath },
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Navegação principal' });
}

describe('TopBar', () => {
  it('mostra a marca com o slogan, ligada à página inicial', () => {
    signedOut();
    renderTopBar({ initialPath: '/feed' });
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: /MCI/ });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByText('MCI', { exact: true })).toBeInTheDocument();
    expect(within(home).getByText('Seu futuro começa aqui')).toBeInTheDocument();
  });

  it('mostra Explorar, Entrar e Cadastrar para quem não entrou', async () => {
    signedOut();
    renderTopBar();
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/feed');
    expect(within(nav).getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth?tab=cadastrar');
    expect(within(nav).queryByRole('link', { name: 'Meus Concursos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Minha conta' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('enquanto a sessão carrega, não mostra nenhuma das duas variantes', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ [SESSION_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderTopBar();
    const nav = mainNav();
    expect(within(nav).getByTestId('session-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    answer(jsonResponse(buildSession()));
    expect(await within(nav).findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('session-placeholder')).not.toBeInTheDocument();
  });

  it('mostra Explorar, Meus Concursos, Minha conta e Sair para quem entrou', async () => {
    signedIn();
    renderTopBar();
    const nav = mainNav();
    expect(await within(nav).findByRole('button', { name: 'Sair' })).toBeEnabled();
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/feed');
    expect(within(nav).getByRole('link', { name: 'Meus Concursos' })).toHaveAttribute('href', '/meus-concursos');
    expect(within(nav).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    expect(within(nav).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });

  it('Sair encerra a sessão no servidor, avisa as outras abas e carrega a página inicial de novo', async () => {
    const requests = signedIn();
    const posted: unknown[] = [];
    const listener = new BroadcastChannel('mci-auth');
    listener.onmessage = (event: MessageEvent) => posted.push(event.data);
    renderTopBar({ initialPath: '/conta' });
    const button = await within(mainNav()).findByRole('button', { name: 'Sair' });
    fireEvent.click(button);
    expect(button).toBeDisabled();

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(requests.find((r) => r.path === '/api/auth/sign-out')).toEqual({
      method: 'POST',
      path: '/api/auth/sign-out',
      body: {},
    });
    await waitFor(() => expect(posted).toEqual(['signed-out']));
    listener.close();
  });

  it('se o servidor não encerrar a sessão, avisa e continua na página', async () => {
    stubApi({
      [SESSION_PATH]: jsonResponse(buildSession()),
      'POST /api/auth/sign-out': new Response(null, { status: 502 }),
    });
    renderTopBar({ initialPath: '/conta', toaster: true });
    fireEvent.click(await within(mainNav()).findByRole('button', { name: 'Sair' }));
    await expectToast('Erro ao sair', 'Ocorreu um erro inesperado. Tente novamente mais tarde.');
    expect(within(mainNav()).getByRole('button', { name: 'Sair' })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('marca o link da página atual', async () => {
    signedOut();
    renderTopBar({ initialPath: '/feed' });
    await within(mainNav()).findByRole('link', { name: 'Entrar' });
    expect(within(mainNav()).getByRole('link', { name: 'Explorar' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('menu móvel', () => {
  async function openMenu() {
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    return dialog;
  }

  it('abre com os mesmos links e fecha pelo botão Fechar menu, devolvendo o foco', async () => {
    signedOut();
    renderTopBar();
    const dialog = await openMenu();
    expect(await within(dialog).findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/feed');
    expect(within(dialog).getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth?tab=cadastrar');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('para quem entrou, tem Meus Concursos, Minha conta e Sair', async () => {
    signedIn();
    renderTopBar();
    const dialog = await openMenu();
    expect(await within(dialog).findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Meus Concursos' })).toHaveAttribute('href', '/meus-concursos');
    expect(within(dialog).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    expect(within(dialog).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
  });

  it('fecha com Escape', async () => {
    signedOut();
    renderTopBar();
    const dialog = await openMenu();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fecha ao seguir um link e navega', async () => {
    signedOut();
    renderTopBar();
    const dialog = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Explorar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/feed');

    // It opens again after a navigation.
    const again = await openMenu();
    fireEvent.click(await within(again).findByRole('link', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?tab=cadastrar');
  });
});
