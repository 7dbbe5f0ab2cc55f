import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/api/account';
import { ME_QUERY_KEY, SESSION_QUERY_KEY } from '@/web/lib/query-keys';
import { renderRoutes } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { expectToast } from '@/web/test/toasts';
import { AccountOverview } from './account-overview';
import { RequireSession } from './require-session';

function buildMe(fullName = 'Maria da Silva'): MeResponse {
  return {
    user: { id: 'u1', email: 'maria@exemplo.com.br', name: fullName, emailVerified: true, twoFactorEnabled: false, createdAt: '2026-01-02T10:00:00Z' },
    profile: { full_name: fullName },
    subscription: { plan: 'free', status: 'active', started_at: '2026-01-02T10:00:00Z' },
    roles: { admin: false },
    usage: { plan: 'free', saved: 2, limit: 5 },
  };
}

checkStubbedApiAfterEach();

/**
 * The account page's own content at /conta, guarded as the page guards it (the page itself also
 * shows other features' cards). Leaving the page after the deletion relies on the router
 * committing navigations asked for with { flushSync: true } at once, as the app's router does.
 */
function renderConta() {
  const element = (
    <RequireSession>
      <AccountOverview />
    </RequireSession>
  );
  return renderRoutes([{ path: '/conta', element }], { initialPath: '/conta', flushSync: true });
}

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('[data-slot="card"]')!;
}

describe('/conta: Alterar nome', () => {
  it('valida como no cadastro, envia o nome, atualiza a página e diz "Nome atualizado"', async () => {
    let name = 'Maria da Silva';
    const requests = stubApi({
      'GET /api/auth/get-session': () => jsonResponse(buildSession({ name })),
      'GET /api/me': () => jsonResponse(buildMe(name)),
      'PATCH /api/me': ({ body }) => {
        name = (body as { name: string }).name;
        return jsonResponse(buildMe(name));
      },
    });
    const { queryClient } = renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar nome' }));

    const details = card('Dados da conta');
    const field = within(details).getByLabelText('Nome completo');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Maria da Silva');

    for (const [value, message] of [
      ['M', 'Nome muito curto'],
      ['M'.repeat(101), 'Nome muito longo'],
      ['Maria 2', 'Nome deve conter apenas letras e espaços'],
    ] as const) {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(within(details).getByRole('button', { name: 'Salvar nome' }));
      await expectToast('Erro de validação', message);
    }
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    fireEvent.change(field, { target: { value: '  Maria   Aparecida  Souza ' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Salvar nome' }));
    await expectToast('Nome atualizado');
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/me', body: { name: 'Maria Aparecida Souza' } },
    ]);
    // The page shows the new name from the answer, and the form gives way to its button, focused.
    expect(await within(details).findByText('Maria Aparecida Souza')).toBeInTheDocument();
    expect(within(details).queryByLabelText('Nome completo')).not.toBeInTheDocument();
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Alterar nome' })).toHaveFocus());
    expect(queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.profile?.full_name).toBe('Maria Aparecida Souza');
  });

  it('mostra a mensagem do servidor quando a alteração falha', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe()),
      'PATCH /api/me': errorResponse(401, 'UNAUTHORIZED', 'Você precisa fazer login para continuar.'),
    });
    renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar nome' }));
    const details = card('Dados da conta');
    fireEvent.change(within(details).getByLabelText('Nome completo'), { target: { value: 'Maria Souza' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Salvar nome' }));
    await expectToast('Erro ao alterar o nome', 'Você precisa fazer login para continuar.');
    expect(within(details).getByLabelText('Nome completo')).toHaveValue('Maria Souza');
  });
});

describe('/conta: Seus dados', () => {
  it('diz o que é guardado e por quê, os direitos da LGPD, e oferece o download', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe()),
    });
    renderConta();
    await screen.findByRole('heading', { level: 2, name: 'Seus dados' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Seus dados')).toBe(headings.indexOf('Segurança') + 1);

    const data = card('Seus dados');
    for (const text of [/Nome e e-mail/, /só de forma cifrada \(hash\)/, /Meus Concursos/, /sem repetir/, /endereço IP/, /Plano/]) {
      expect(within(data).getByText(text)).toBeInTheDocument();
    }
    expect(within(data).getByText(/Não vendemos nem compartilhamos seus dados/)).toBeInTheDocument();
    expect(within(data).getByText(/LGPD.*acessar, corrigir e excluir/)).toBeInTheDocument();
    const download = within(data).getByRole('link', { name: 'Baixar meus dados' });
    expect(download).toHaveAttribute('href', '/api/me/dados');
    expect(download).toHaveAttribute('download');
  });
});

describe('/conta: Excluir minha conta', () => {
  it('pede a senha, mostra a mensagem do servidor e, com a senha certa, sai da conta e vai para o início', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe()),
      'DELETE /api/me': ({ body }) =>
        (body as { password: string }).password === 'Senha#Forte1'
          ? jsonResponse({ message: 'Conta excluída' })
          : errorResponse(400, 'BAD_REQUEST', 'Senha incorreta.'),
    });
    const { queryClient } = renderConta();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta?' });
    expect(dialog).toHaveAccessibleDescription(/não pode ser desfeita/);
    const password = within(dialog).getByLabelText('Digite sua senha para confirmar');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Digite sua senha para confirmar.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Digite sua senha para confirmar.');
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    fireEvent.change(password, { target: { value: 'Errada#123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Senha incorreta.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.change(password, { target: { value: 'Senha#Forte1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await expectToast('Conta excluída');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.body)).toEqual([
      { password: 'Errada#123' },
      { password: 'Senha#Forte1' },
    ]);
    // Signed out, and nothing fetched as the deleted user is kept.
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([SESSION_QUERY_KEY]);
  });

  it('Cancelar fecha sem excluir e limpa a senha digitada', async () => {
    const requests = stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me': jsonResponse(buildMe()),
    });
    renderConta();
    const open = await screen.findByRole('button', { name: 'Excluir minha conta' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Digite sua senha para confirmar'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    fireEvent.click(open);
    expect(within(await screen.findByRole('dialog')).getByLabelText('Digite sua senha para confirmar')).toHaveValue('');
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
