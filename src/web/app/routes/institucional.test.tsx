import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/web/test/render-with-router';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import ContatoPage from './contato';
import PrivacidadePage from './privacidade';
import SobrePage from './sobre';
import TermosPage from './termos';

checkStubbedApiAfterEach();

describe('páginas institucionais', () => {
  it.each([
    { Page: SobrePage, title: 'Sobre o MCI' },
    { Page: TermosPage, title: 'Termos de Uso' },
    { Page: PrivacidadePage, title: 'Política de Privacidade' },
  ])('$title: um único h1, seções em h2 e o título da aba', ({ Page, title }) => {
    renderWithRouter(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(document.title).toBe(`${title} — MCI`);
  });

  it('privacidade: diz o que guarda e como baixar, apagar e cancelar os alertas', () => {
    renderWithRouter(<PrivacidadePage />);
    const rights = screen.getByRole('heading', { level: 2, name: 'Seus direitos e como exercê-los' }).parentElement!;
    expect(within(rights).getByText('Baixar meus dados')).toBeInTheDocument();
    expect(within(rights).getByText('Excluir minha conta')).toBeInTheDocument();
    expect(within(rights).getByText(/Cancelar alertas/)).toBeInTheDocument();
    expect(within(rights).getAllByRole('link', { name: 'Minha conta' })[0]).toHaveAttribute('href', '/conta');
    expect(screen.getByText(/servidor de e-mail/)).toBeInTheDocument();
    for (const data of [/nome, e-mail e senha/, /salvos, vistos e ocultos/, /alertas já enviados/, /endereço IP e o navegador/]) {
      expect(screen.getByText(data)).toBeInTheDocument();
    }
  });
});

describe('/contato', () => {
  it('mostra o e-mail de CONTACT_EMAIL como link mailto:', async () => {
    stubApi({ 'GET /api/site': jsonResponse({ contactEmail: 'fale@exemplo.com.br' }) });
    renderWithRouter(<ContatoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contato' })).toBeInTheDocument();
    expect(document.title).toBe('Contato — MCI');
    const link = await screen.findByRole('link', { name: 'fale@exemplo.com.br' });
    expect(link).toHaveAttribute('href', 'mailto:fale@exemplo.com.br');
  });

  it('sem endereço configurado, diz isso e aponta Minha conta para os pedidos sobre dados', async () => {
    stubApi({ 'GET /api/site': jsonResponse({ contactEmail: null }) });
    renderWithRouter(<ContatoPage />);
    const sentence = await screen.findByText(/ainda não foi configurado/);
    expect(within(sentence).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('se a consulta falhar, avisa e ainda aponta Minha conta', async () => {
    stubApi({ 'GET /api/site': errorResponse(500, 'INTERNAL', 'Erro interno') });
    renderWithRouter(<ContatoPage />);
    const sentence = await screen.findByText(/Não foi possível carregar o endereço de contato/);
    expect(within(sentence).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
  });
});
