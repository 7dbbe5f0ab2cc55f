import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/test/render-with-router';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import CancelarLembretesPage from './cancelar-lembretes';

checkStubbedApiAfterEach();

describe('/cancelar-lembretes', () => {
  it('sends the token at once to the reminders endpoint and says reminders (only) are off', async () => {
    const requests = stubApi({ 'POST /api/lembretes/cancelar': jsonResponse({ message: 'Lembretes desativados' }) });
    renderPage(<CancelarLembretesPage />, { path: '/cancelar-lembretes', initialPath: '/cancelar-lembretes?token=abc.def' });
    expect(screen.getByRole('status')).toHaveTextContent('Cancelando seus lembretes…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lembretes desativados' })).toBeInTheDocument();
    expect(screen.getByText(/Os alertas de novos concursos continuam como estavam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar lembretes' })).toHaveAttribute('href', '/conta#alertas');
    expect(requests).toEqual([{ method: 'POST', path: '/api/lembretes/cancelar', body: { token: 'abc.def' } }]);
    expect(document.title).toBe('Cancelar lembretes — MCI');
  });

  it("an expired or altered link: the server's message and the way to the account", async () => {
    stubApi({
      'POST /api/lembretes/cancelar': errorResponse(
        400,
        'BAD_REQUEST',
        'Este link de cancelamento expirou. Entre na sua conta para desativar os lembretes.',
      ),
    });
    renderPage(<CancelarLembretesPage />, { path: '/cancelar-lembretes', initialPath: '/cancelar-lembretes?token=velho' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Não foi possível cancelar os lembretes' })).toBeInTheDocument();
    expect(within(alert).getByText('Este link de cancelamento expirou. Entre na sua conta para desativar os lembretes.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Ir para minha conta' })).toHaveAttribute('href', '/conta#alertas');
  });

  it('no token: invalid link, nothing sent', async () => {
    const requests = stubApi({});
    renderPage(<CancelarLembretesPage />, { path: '/cancelar-lembretes' });
    expect(await screen.findByText('Link de cancelamento inválido.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
