import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('no HTML do servidor vem desabilitado: antes da hidratação um clique enviaria o formulário sem o app', () => {
    const html = renderToString(
      <SubmitButton pending={false} pendingLabel="Entrando…">
        Entrar
      </SubmitButton>,
    );
    const button = new DOMParser().parseFromString(html, 'text/html').querySelector('button')!;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
  });

  it('no navegador fica habilitado, e desabilitado com o rótulo de espera enquanto o pedido corre', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Entrando…">
        Entrar
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    rerender(
      <SubmitButton pending pendingLabel="Entrando…">
        Entrar
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Entrando…' })).toHaveAttribute('aria-busy', 'true');
  });
});
