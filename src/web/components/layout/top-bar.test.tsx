import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/web/test/render-with-router';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('mostra a marca com o slogan, ligada à página inicial', () => {
    renderWithRouter(<TopBar />, { initialPath: '/feed' });
    const banner = screen.getByRole('banner');
    const home = within(banner).getByRole('link', { name: /MCI/ });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByText('MCI', { exact: true })).toBeInTheDocument();
    expect(within(home).getByText('Seu futuro começa aqui')).toBeInTheDocument();
  });

  it('mostra Explorar, Entrar e Cadastrar para quem não entrou', () => {
    renderWithRouter(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/feed');
    expect(within(nav).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth?tab=cadastrar');
    expect(within(nav).queryByRole('link', { name: 'Meus Concursos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('marca o link da página atual', () => {
    renderWithRouter(<TopBar />, { initialPath: '/feed' });
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toHaveAttribute('aria-current', 'page');
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
    renderWithRouter(<TopBar />);
    const dialog = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/feed');
    expect(within(dialog).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/auth?tab=cadastrar');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('fecha com Escape', async () => {
    renderWithRouter(<TopBar />);
    const dialog = await openMenu();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fecha ao seguir um link e navega', async () => {
    renderWithRouter(<TopBar />);
    const dialog = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Explorar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/feed');

    // It opens again after a navigation.
    const again = await openMenu();
    fireEvent.click(within(again).getByRole('link', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?tab=cadastrar');
  });
});
