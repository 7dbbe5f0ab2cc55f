import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/test/render-with-router';
import EmailConfirmadoPage, { handle } from './email-confirmado';

/** Where the confirmation e-mail's link lands once the server has checked it (issue 20). */
describe('/email-confirmado', () => {
  it('sem erro: diz que o e-mail foi confirmado e leva à conta', async () => {
    renderPage(<EmailConfirmadoPage />, { path: '/email-confirmado' });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(
      screen.getByText('Pronto! Seu e-mail foi confirmado e você já pode receber alertas e lembretes por e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para minha conta' })).toHaveAttribute('href', '/conta');
  });

  it.each(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND'])('com ?error=%s: link inválido, e como pedir outro', async (code) => {
    renderPage(<EmailConfirmadoPage />, { path: '/email-confirmado', initialPath: `/email-confirmado?error=${code}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido' })).toBeInTheDocument();
    expect(
      screen.getByText('Este link de confirmação é inválido ou expirou. Entre na sua conta e peça um novo link na página Minha conta.'),
    ).toBeInTheDocument();
  });

  it('fica fora dos buscadores, com o título do resultado', () => {
    const head = (search: string) => handle.head!({ url: new URL(`http://localhost/email-confirmado${search}`) } as never);
    expect(head('')).toEqual({ title: 'E-mail confirmado', noindex: true });
    expect(head('?error=INVALID_TOKEN')).toEqual({ title: 'Link inválido', noindex: true });
  });
});
