import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Uf } from '@/shared/ufs';
import { renderWithRouter } from '@/web/test/render-with-router';
import { StatePicker } from './state-picker';

function Picker({ initial, onChange }: { initial?: Uf; onChange?: (uf: Uf | undefined) => void }) {
  const [value, setValue] = useState<Uf | undefined>(initial);
  return (
    <>
      <h2 id="titulo">Escolha o seu estado</h2>
      <StatePicker
        value={value}
        labelledBy="titulo"
        onChange={(uf) => {
          setValue(uf);
          onChange?.(uf);
        }}
      />
    </>
  );
}

const group = () => screen.getByRole('group', { name: 'Escolha o seu estado' });

describe('StatePicker', () => {
  it('sem estado escolhido, não liga a nenhuma página de estado', () => {
    renderWithRouter(<Picker />);
    expect(within(group()).getAllByRole('button', { pressed: false })).toHaveLength(27);
    expect(within(group()).getByRole('button', { name: 'Ver todos os estados', pressed: true })).toBeInTheDocument();
    expect(within(group()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('com um estado escolhido, liga à página dele; limpar a escolha tira o link', () => {
    const onChange = vi.fn();
    renderWithRouter(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'SP São Paulo' }));
    expect(onChange).toHaveBeenLastCalledWith('SP');
    expect(screen.getByRole('button', { name: 'SP São Paulo' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group()).getByRole('link', { name: 'Ver todos os concursos de São Paulo' })).toHaveAttribute(
      'href',
      '/concursos/sp',
    );

    fireEvent.click(screen.getByRole('button', { name: 'RJ Rio de Janeiro' }));
    expect(within(group()).getByRole('link', { name: 'Ver todos os concursos do Rio de Janeiro' })).toHaveAttribute(
      'href',
      '/concursos/rj',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ver todos os estados' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(within(group()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('sem JavaScript, os botões enviam ?uf= num formulário GET; com ele, o clique não envia nada', () => {
    renderWithRouter(<Picker initial="BA" />, { initialPath: '/?uf=BA' });
    const form = group().closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    const sp = screen.getByRole('button', { name: 'SP São Paulo' });
    expect([sp.getAttribute('type'), sp.getAttribute('name'), sp.getAttribute('value')]).toEqual(['submit', 'uf', 'SP']);
    // Pressing the chosen state again, or 'Ver todos os estados', sends an empty choice.
    expect(screen.getByRole('button', { name: 'BA Bahia' })).toHaveAttribute('value', '');
    expect(screen.getByRole('button', { name: 'Ver todos os estados' })).toHaveAttribute('value', '');

    const submitted = vi.fn();
    form.addEventListener('submit', submitted);
    fireEvent.click(sp);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?uf=BA$/);
  });

  it('o link leva à página do estado', () => {
    renderWithRouter(<Picker initial="BA" />);
    fireEvent.click(screen.getByRole('link', { name: 'Ver todos os concursos da Bahia' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/concursos/ba');
  });
});
