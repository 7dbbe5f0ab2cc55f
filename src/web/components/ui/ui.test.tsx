import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cn } from '@/web/lib/utils';
import { Badge } from './badge';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

describe('cn', () => {
  it('junta classes e deixa a última utilidade conflitante vencer', () => {
    const hidden = false;
    expect(cn('px-2 py-1', hidden && 'hidden', 'px-4')).toBe('py-1 px-4');
  });
});

describe('Button', () => {
  it('é type="button" por padrão e aceita variantes', () => {
    render(<Button variant="destructive">Excluir</Button>);
    const button = screen.getByRole('button', { name: 'Excluir' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-destructive');
  });

  it('com asChild estiliza o filho em vez de criar um botão', () => {
    render(
      <Button asChild>
        <a href="/feed">Explorar</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Explorar' }).className).toContain('bg-primary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('aplica a cor da variante', () => {
    render(<Badge variant="urgent">Último dia!</Badge>);
    expect(screen.getByText('Último dia!').className).toContain('bg-urgent');
  });
});

describe('Dialog', () => {
  it('abre pelo gatilho, tem título e fecha pelo botão Fechar', async () => {
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <DialogContent>
          <DialogTitle>Crie sua conta gratuita</DialogTitle>
          <DialogDescription>Salve concursos e acompanhe prazos.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta gratuita' });
    expect(dialog).toHaveAccessibleDescription('Salve concursos e acompanhe prazos.');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
