import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editalIdSchema, searchQuerySchema, ufQuerySchema } from '@/shared/editais/schemas';
import { UFS } from '@/shared/ufs';
import {
  editalIdFromParam,
  ignoredParamsNotice,
  searchFiltersFromParams,
  searchParamsFromFilters,
  searchTextFromParam,
  shownFromParam,
  ufFromParam,
} from './url-params';

/** Text that looks like what ends up in an address: states, digits, spaces, accents, anything. */
const paramText = fc.oneof(
  fc.constantFrom(...UFS, ...UFS.map((uf) => ` ${uf.toLowerCase()} `), '', ' ', 'XX', 'S P', '0', '007', '-1', '1.5'),
  fc.string({ maxLength: 120 }),
  fc.stringMatching(/^[0-9]{1,12}$/),
  fc.string({ unit: fc.constantFrom('a', 'á', ' ', 'Ç', '%', '_'), maxLength: 130 }),
);

describe('leitura do endereço com as regras da API', () => {
  it('ufFromParam concorda com ufQuerySchema e nunca produz uma UF que a API recuse', () => {
    fc.assert(
      fc.property(paramText, (value) => {
        const ours = ufFromParam(value);
        const api = ufQuerySchema.safeParse(value);
        if (api.success) expect(ours).toBe(api.data);
        else expect(ours).toBeUndefined();
      }),
    );
  });

  it('searchTextFromParam concorda com searchQuerySchema.q quando a API aceita e corta o que ela recusaria', () => {
    fc.assert(
      fc.property(paramText, (value) => {
        const ours = searchTextFromParam(value);
        const api = searchQuerySchema.shape.q.safeParse(value);
        if (api.success) expect(ours).toBe(api.data);
        // Whatever we send must be accepted as is.
        expect(searchQuerySchema.shape.q.safeParse(ours)).toMatchObject({ success: true, data: ours });
      }),
    );
  });

  it('editalIdFromParam concorda com editalIdSchema', () => {
    fc.assert(
      fc.property(paramText, (value) => {
        const api = editalIdSchema.safeParse(value);
        expect(editalIdFromParam(value)).toBe(api.success ? api.data : null);
      }),
    );
    expect(editalIdFromParam('2147483647')).toBe(2147483647);
    expect(editalIdFromParam('2147483648')).toBeNull();
    expect(editalIdFromParam('abc')).toBeNull();
    expect(editalIdFromParam(undefined)).toBeNull();
  });

  it('busca: lê ?q=&uf= e escreve só o que não está em branco', () => {
    expect(searchFiltersFromParams(new URLSearchParams('q=%20pol%C3%ADcia%20&uf=sp'))).toEqual({ q: 'polícia', uf: 'SP' });
    expect(searchFiltersFromParams(new URLSearchParams('uf=XX'))).toEqual({ q: undefined, uf: undefined });
    expect(searchParamsFromFilters({ q: '  ', uf: '' }).toString()).toBe('');
    expect(searchParamsFromFilters({ q: 'são paulo', uf: 'SP' }).toString()).toBe('q=s%C3%A3o+paulo&uf=SP');
  });
});

describe('shownFromParam', () => {
  it.each([
    [null, 12],
    ['', 12],
    ['24', 24],
    ['5', 12],
    ['0', 12],
    ['-24', 12],
    ['24.5', 12],
    ['2e3', 12],
    ['9999', 500],
    ['123456789012', 12],
  ])('%j → %i cartões (página de 12)', (value, shown) => {
    expect(shownFromParam(value, 12)).toBe(shown);
  });
});

describe('ignoredParamsNotice', () => {
  it('says nothing when every value was used', () => {
    expect(ignoredParamsNotice(new URLSearchParams('q=prefeitura&uf=sp'))).toBeNull();
    expect(ignoredParamsNotice(new URLSearchParams(''))).toBeNull();
    expect(ignoredParamsNotice(new URLSearchParams('uf='))).toBeNull();
  });

  it('names an unknown state, cut short, and what is shown instead', () => {
    expect(ignoredParamsNotice(new URLSearchParams('uf=ZZ'))).toBe('O estado “ZZ” não existe: mostrando concursos de todos os estados.');
    expect(ignoredParamsNotice(new URLSearchParams(`uf=${'x'.repeat(40)}`))).toBe(
      `O estado “${'x'.repeat(20)}…” não existe: mostrando concursos de todos os estados.`,
    );
  });

  it('says an overlong search was cut', () => {
    expect(ignoredParamsNotice(new URLSearchParams(`q=${'a'.repeat(101)}`))).toBe('A busca usa só os primeiros 100 caracteres do texto.');
    expect(ignoredParamsNotice(new URLSearchParams(`q=${'a'.repeat(100)}`))).toBeNull();
  });
});
