import { render } from '@testing-library/react';
import { Toaster, toast as sonnerToast } from 'sonner';
import { afterEach, describe, it } from 'vitest';
import { expectToast } from '@/web/test/toasts';
import { toast } from './toast';

afterEach(() => {
  sonnerToast.dismiss();
});

describe('toast (sonner loaded on first use)', () => {
  it('shows each kind of toast, with its description', async () => {
    render(<Toaster />);
    toast.success('Salvo', { description: 'Está em Meus Concursos.' });
    toast.error('Falhou');
    toast.info('Iniciando coleta');
    await expectToast('Salvo', 'Está em Meus Concursos.');
    await expectToast('Falhou');
    await expectToast('Iniciando coleta');
  });

  it('keeps the order of calls: a dismissal made before a toast does not close it', async () => {
    render(<Toaster />);
    toast.dismiss();
    toast.success('Depois');
    await expectToast('Depois');
  });
});
