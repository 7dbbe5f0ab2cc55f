import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@/shared/api/admin';
import { createTestQueryClient } from '@/web/test/render-with-router';
import { errorResponse, jsonResponse } from '@/web/test/stub-api';
import { AdminUsers, USERS_EMPTY_TEXT } from './admin-users';

function buildUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    email: 'maria@exemplo.com.br',
    name: 'Maria da Silva',
    role: 'user',
    plan: 'free',
    createdAt: '2025-03-10T15:00:00.000Z',
    ...overrides,
  };
}

const MARIA = buildUser();
const JOAO = buildUser({ id: 'u2', email: 'joao@exemplo.com.br', name: 'João Souza', plan: 'premium', createdAt: '2024-12-31T12:00:00.000Z' });
const ADMIN = buildUser({ id: 'u3', email: 'admin@exemplo.com.br', name: 'Ana Administradora', role: 'admin' });

interface Request {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: every request is recorded and answered by `handler`. */
function stubApi(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = {
        method: init?.method ?? 'GET',
        path: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      return handler(request);
    }),
  );
  return requests;
}

const listPaths = (requests: Request[]) => requests.filter((r) => r.method === 'GET').map((r) => r.path);

function renderUsers() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminUsers />
      <Toaster />
    </QueryClientProvider>,
  );
}

function visibleToasts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((node) => {
    const title = node.querySelector('[data-title]')?.textContent ?? '';
    const description = node.querySelector('[data-description]')?.textContent;
    return description ? `${title} — ${description}` : title;
  });
}

async function expectToast(text: string) {
  await waitFor(() => expect(visibleToasts()).toContain(text));
}

function rowOf(email: string) {
  return screen.getByRole('cell', { name: email }).closest('tr')!;
}

afterEach(() => {
  // Sonner keeps its toasts in module state; without this the next test's toaster replays them.
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('AdminUsers', () => {
  it('lista nome, e-mail, papel, plano, data de cadastro e o botão de cada usuário', async () => {
    stubApi(() => jsonResponse({ users: [ADMIN, JOAO, MARIA] }));
    renderUsers();

    expect(screen.getByRole('heading', { level: 2, name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByText('Carregando usuários…')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent('3 usuários encontrados');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const maria = within(rowOf('maria@exemplo.com.br'));
    expect(maria.getByRole('rowheader', { name: 'Maria da Silva' })).toBeInTheDocument();
    expect(maria.getByText('Usuário')).toBeInTheDocument();
    expect(maria.getByText('Gratuito')).toBeInTheDocument();
    expect(maria.getByText('10/03/2025')).toBeInTheDocument();
    expect(maria.getByRole('button', { name: 'Tornar premium (maria@exemplo.com.br)' })).toBeEnabled();

    const joao = within(rowOf('joao@exemplo.com.br'));
    expect(joao.getByText('Premium')).toBeInTheDocument();
    expect(joao.getByText('31/12/2024')).toBeInTheDocument();
    expect(joao.getByRole('button', { name: 'Voltar ao gratuito (joao@exemplo.com.br)' })).toBeInTheDocument();

    expect(within(rowOf('admin@exemplo.com.br')).getByText('Administrador')).toBeInTheDocument();
  });

  it('sem resultados mostra a mensagem de lista vazia', async () => {
    stubApi(() => jsonResponse({ users: [] }));
    renderUsers();
    expect(await screen.findByText(USERS_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filtros de plano e papel e a busca por e-mail vão na query string', async () => {
    const requests = stubApi(() => jsonResponse({ users: [MARIA] }));
    renderUsers();
    await screen.findByRole('table');
    expect(listPaths(requests)).toEqual(['/api/admin/users']);

    fireEvent.change(screen.getByLabelText('Plano'), { target: { value: 'premium' } });
    await waitFor(() => expect(listPaths(requests).at(-1)).toBe('/api/admin/users?plan=premium'));

    fireEvent.change(screen.getByLabelText('Papel'), { target: { value: 'admin' } });
    await waitFor(() => expect(listPaths(requests).at(-1)).toBe('/api/admin/users?plan=premium&role=admin'));

    // Typing is applied after a pause, once, with the whole text.
    const search = screen.getByRole('searchbox', { name: 'Buscar por e-mail' });
    fireEvent.change(search, { target: { value: 'mar' } });
    fireEvent.change(search, { target: { value: ' maria@ ' } });
    await waitFor(() =>
      expect(listPaths(requests).at(-1)).toBe('/api/admin/users?q=maria%40&plan=premium&role=admin'),
    );
    expect(listPaths(requests).filter((path) => path.includes('q=mar&'))).toEqual([]);

    // Back to "Todos" drops the filter; Enter applies the search at once.
    fireEvent.change(screen.getByLabelText('Plano'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Papel'), { target: { value: 'user' } });
    fireEvent.change(search, { target: { value: 'joao' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Buscar usuários' }));
    await waitFor(() => expect(listPaths(requests).at(-1)).toBe('/api/admin/users?q=joao&role=user'));
  });

  it('troca o plano: PUT com o novo plano, aviso de sucesso e a linha atualizada', async () => {
    let premium = false;
    const requests = stubApi(({ method, path }) => {
      if (method === 'PUT' && path === '/api/admin/users/u1/plan') {
        premium = true;
        return jsonResponse({ user: { ...MARIA, plan: 'premium' } });
      }
      return jsonResponse({ users: [{ ...MARIA, plan: premium ? 'premium' : 'free' }] });
    });
    renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'Tornar premium (maria@exemplo.com.br)' }));
    await expectToast('Plano atualizado — maria@exemplo.com.br agora está no plano premium.');
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/users/u1/plan',
      body: { plan: 'premium' },
    });
    const row = within(rowOf('maria@exemplo.com.br'));
    expect(row.getByText('Premium')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Voltar ao gratuito (maria@exemplo.com.br)' })).toBeEnabled();
    // The list is asked again, so a plan filter applies to the new plan.
    await waitFor(() => expect(listPaths(requests)).toHaveLength(2));
  });

  it('volta ao gratuito', async () => {
    const requests = stubApi(({ method }) =>
      method === 'PUT' ? jsonResponse({ user: { ...JOAO, plan: 'free' } }) : jsonResponse({ users: [JOAO] }),
    );
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar ao gratuito (joao@exemplo.com.br)' }));
    await expectToast('Plano atualizado — joao@exemplo.com.br agora está no plano gratuito.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ plan: 'free' });
  });

  it('falha ao trocar o plano: aviso de erro com a mensagem do servidor e a linha como estava', async () => {
    stubApi(({ method }) =>
      method === 'PUT'
        ? errorResponse(403, 'FORBIDDEN', 'Você não tem permissão para realizar esta ação.')
        : jsonResponse({ users: [MARIA] }),
    );
    renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'Tornar premium (maria@exemplo.com.br)' }));
    await expectToast('Erro ao alterar plano — Você não tem permissão para realizar esta ação.');
    const row = within(rowOf('maria@exemplo.com.br'));
    expect(row.getByText('Gratuito')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Tornar premium (maria@exemplo.com.br)' })).toBeEnabled();
  });

  it('falha ao carregar: aviso, mensagem na página e Tentar novamente', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? errorResponse(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente mais tarde.')
        : jsonResponse({ users: [MARIA] }),
    );
    renderUsers();

    expect(await screen.findByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
    await expectToast('Erro ao carregar usuários — Erro interno do servidor. Tente novamente mais tarde.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar os usuários.')).not.toBeInTheDocument();
  });

  it('com 100 usuários pede para refinar a busca', async () => {
    const users = Array.from({ length: 100 }, (_, i) => buildUser({ id: `u${i}`, email: `pessoa${i}@exemplo.com.br` }));
    stubApi(() => jsonResponse({ users }));
    renderUsers();
    await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando os 100 primeiros usuários. Refine a busca para ver outros.');
  });
});
