import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MunicipioRef } from '@/shared/api/municipios';
import { errorResponse, jsonResponse } from '@/web/test/stub-api';
import { MUNICIPIO_DEBOUNCE_MS, MunicipioPicker, type MunicipioEscolhido } from './municipio-picker';

const CAMPINAS: MunicipioRef = { codigo: '3509502', nome: 'Campinas', uf: 'SP' };
const CAMPINA_GRANDE: MunicipioRef = { codigo: '2504009', nome: 'Campina Grande', uf: 'PB' };
const CAMPINAS_DO_SUL: MunicipioRef = { codigo: '4303558', nome: 'Campinas do Sul', uf: 'RS' };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answer: (url: URL) => Response;

beforeEach(() => {
  answer = () => jsonResponse({ municipios: [CAMPINAS, CAMPINA_GRANDE, CAMPINAS_DO_SUL] });
  fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(answer(new URL(String(input), 'http://localhost'))));
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

function Form({ initial = null, raio = 50, onChange }: { initial?: MunicipioEscolhido | null; raio?: number; onChange?: (v: MunicipioEscolhido | null, km: number) => void }) {
  const [value, setValue] = useState(initial);
  const [raioKm, setRaioKm] = useState(raio);
  return (
    <form method="get" aria-label="Busca">
      <MunicipioPicker
        value={value}
        raioKm={raioKm}
        label="Perto de"
        onChange={(next, km) => {
          setValue(next);
          setRaioKm(km);
          onChange?.(next, km);
        }}
      />
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Perto de' });
const formData = () => Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Busca' }) as HTMLFormElement));

/** Types into the field and lets the debounce run out. */
async function typeAndWait(text: string) {
  fireEvent.change(combobox(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(MUNICIPIO_DEBOUNCE_MS));
}

describe('MunicipioPicker', () => {
  it('suggests municipalities as you type, once the typing pauses, and submits the chosen code and distance', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(formData()).toEqual({});

    fireEvent.change(combobox(), { target: { value: 'c' } });
    fireEvent.change(combobox(), { target: { value: 'ca' } });
    await act(() => vi.advanceTimersByTimeAsync(MUNICIPIO_DEBOUNCE_MS - 50));
    fireEvent.change(combobox(), { target: { value: 'cam' } });
    await act(() => vi.advanceTimersByTimeAsync(MUNICIPIO_DEBOUNCE_MS - 50));
    fireEvent.change(combobox(), { target: { value: 'camp' } });
    await act(() => vi.advanceTimersByTimeAsync(MUNICIPIO_DEBOUNCE_MS - 50));
    expect(requested()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    // One request, for the text as it was when the typing paused.
    expect(requested()).toEqual(['/api/municipios?q=camp']);

    const listbox = await screen.findByRole('listbox', { name: 'Perto de' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Campinas – SP',
      'Campina Grande – PB',
      'Campinas do Sul – RS',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 municípios encontrados');

    fireEvent.click(within(listbox).getByRole('option', { name: 'Campina Grande – PB' }));
    expect(onChange).toHaveBeenLastCalledWith({ codigo: '2504009', nome: 'Campina Grande', uf: 'PB' }, 50);
    expect(combobox()).toHaveValue('Campina Grande – PB');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    // The typed text has no name: only the code and the distance go with the form.
    expect(formData()).toEqual({ municipio: '2504009', raio_km: '50' });
  });

  it('moves through the options with the arrows, chooses with Enter and closes with Escape', async () => {
    render(<Form />);
    await typeAndWait('campinas');
    await screen.findByRole('listbox');

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Campinas – SP' }).id);
    expect(screen.getByRole('option', { name: 'Campinas – SP' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    // Past the last one, back to the first; up from the first, to the last.
    expect(screen.getByRole('option', { name: 'Campinas – SP' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Campinas do Sul – RS' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    // Enter chooses the option instead of submitting the form.
    expect(fireEvent.keyDown(combobox(), { key: 'Enter' })).toBe(false);
    expect(combobox()).toHaveValue('Campinas – SP');
    expect(formData()).toEqual({ municipio: '3509502', raio_km: '50' });
  });

  it('shows the distance slider once a municipality is chosen; moving it changes raio_km', async () => {
    const onChange = vi.fn();
    render(<Form initial={{ codigo: '3509502', nome: 'Campinas', uf: 'SP' }} raio={50} onChange={onChange} />);
    expect(combobox()).toHaveValue('Campinas – SP');
    const slider = screen.getByLabelText('Distância: até 50 km');
    expect(slider).toHaveAttribute('type', 'range');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['10', '300', '10']);

    fireEvent.change(slider, { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith({ codigo: '3509502', nome: 'Campinas', uf: 'SP' }, 120);
    expect(screen.getByLabelText('Distância: até 120 km')).toHaveValue('120');
    expect(formData()).toEqual({ municipio: '3509502', raio_km: '120' });
  });

  it('the clear button, or typing over the choice, removes it and the slider', async () => {
    const onChange = vi.fn();
    render(<Form initial={{ codigo: '3509502', nome: 'Campinas', uf: 'SP' }} raio={80} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar município' }));
    expect(onChange).toHaveBeenLastCalledWith(null, 80);
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByLabelText(/Distância/)).not.toBeInTheDocument();
    expect(formData()).toEqual({});

    await typeAndWait('campinas');
    fireEvent.click(await screen.findByRole('option', { name: 'Campinas – SP' }));
    expect(formData()).toEqual({ municipio: '3509502', raio_km: '80' });
    fireEvent.change(combobox(), { target: { value: 'Campinas – S' } });
    expect(onChange).toHaveBeenLastCalledWith(null, 80);
    expect(formData()).toEqual({});
  });

  it('asks nothing for one letter, and says so when the search fails', async () => {
    render(<Form />);
    await typeAndWait('c');
    expect(requested()).toEqual([]);

    answer = () => errorResponse(500, 'INTERNAL', 'Erro interno');
    await typeAndWait('xy');
    expect(await screen.findByText('Não foi possível buscar os municípios.')).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});
