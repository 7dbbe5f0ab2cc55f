import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UFS } from '@/shared/ufs';
import { renderWithRouter } from '@/web/test/render-with-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('tem os links úteis e os institucionais, sem links falsos', () => {
    renderWithRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const useful = within(footer).getByRole('navigation', { name: 'Links úteis' });
    expect(within(useful).getByRole('link', { name: 'Explorar concursos' })).toHaveAttribute('href', '/feed');
    expect(within(useful).getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/explorar');
    expect(within(useful).getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/auth');
    const institutional = within(footer).getByRole('navigation', { name: 'Institucional' });
    const pages: [string, string][] = [
      ['Sobre', '/sobre'],
      ['Termos de Uso', '/termos'],
      ['Política de Privacidade', '/privacidade'],
      ['Contato', '/contato'],
    ];
    for (const [name, href] of pages) {
      expect(within(institutional).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByText('© 2026 MCI')).toBeInTheDocument();
    expect(footer.querySelector('a[href="#"]')).toBeNull();
  });

  it('liga as páginas dos 27 estados, pela sigla, com o nome completo para leitores de tela', () => {
    renderWithRouter(<Footer />);
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Concursos por estado' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(27);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(UFS.map((uf) => `/concursos/${uf.toLowerCase()}`));
    const sp = within(nav).getByRole('link', { name: 'SP São Paulo' });
    expect(sp).toHaveAttribute('href', '/concursos/sp');
    expect(sp).toHaveAttribute('title', 'Concursos em São Paulo');
    expect(within(nav).getByRole('link', { name: 'RJ Rio de Janeiro' })).toHaveAttribute('title', 'Concursos no Rio de Janeiro');
  });
});
