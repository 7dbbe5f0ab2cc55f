import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/web/test/render-with-router';
import NotFoundPage from './not-found';

describe('página 404', () => {
  it("mostra 404, 'Página não encontrada' e o link 'Return to Home' para /", () => {
    renderWithRouter(<NotFoundPage />, { initialPath: '/nao-existe' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página não encontrada — MCI');
  });
});
