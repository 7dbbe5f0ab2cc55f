import { describe, expect, it } from 'vitest';
import { UFS } from '../ufs';
import { editalIdSchema, editalParamsSchema, feedQuerySchema, searchQuerySchema, ufQuerySchema } from './schemas';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('ufQuerySchema', () => {
  it('accepts each of the 27 UFs in any letter case', () => {
    for (const uf of UFS) {
      expect(ufQuerySchema.parse(uf)).toBe(uf);
      expect(ufQuerySchema.parse(uf.toLowerCase())).toBe(uf);
    }
    expect(ufQuerySchema.parse(' Sp ')).toBe('SP');
  });

  it('treats absent or blank as no filter', () => {
    expect(ufQuerySchema.parse(undefined)).toBeUndefined();
    expect(ufQuerySchema.parse('')).toBeUndefined();
    expect(ufQuerySchema.parse('  ')).toBeUndefined();
  });

  it.each(['XX', 'S', 'SPP', 'São Paulo', 'BR', '12'])('refuses %j with a Portuguese message', (value) => {
    expect(firstMessage(ufQuerySchema.safeParse(value))).toBe('Estado (UF) inválido');
  });

  it('refuses a repeated parameter (an array)', () => {
    expect(firstMessage(ufQuerySchema.safeParse(['SP', 'RJ']))).toBe('Estado (UF) inválido');
  });
});

describe('feedQuerySchema', () => {
  it('reads ?uf=', () => {
    expect(feedQuerySchema.parse({ uf: 'rj' })).toEqual({ uf: 'RJ' });
    expect(feedQuerySchema.parse({})).toEqual({});
    expect(firstMessage(feedQuerySchema.safeParse({ uf: 'ZZ' }))).toBe('Estado (UF) inválido');
  });
});

describe('searchQuerySchema', () => {
  it('trims q and normalises uf', () => {
    expect(searchQuerySchema.parse({ q: '  polícia civil ', uf: 'sp' })).toEqual({ q: 'polícia civil', uf: 'SP' });
  });

  it('treats blank q as no text filter', () => {
    expect(searchQuerySchema.parse({ q: '   ' })).toEqual({ q: undefined });
    expect(searchQuerySchema.parse({})).toEqual({});
  });

  it('accepts 100 characters and refuses 101 with "Busca muito longa"', () => {
    expect(searchQuerySchema.parse({ q: 'a'.repeat(100) }).q).toHaveLength(100);
    expect(searchQuerySchema.parse({ q: ` ${'a'.repeat(100)} ` }).q).toHaveLength(100);
    expect(firstMessage(searchQuerySchema.safeParse({ q: 'a'.repeat(101) }))).toBe('Busca muito longa');
  });

  it('keeps % and _ as typed (the server escapes them)', () => {
    expect(searchQuerySchema.parse({ q: '100%_ok' }).q).toBe('100%_ok');
  });

  it('refuses an unknown UF', () => {
    expect(firstMessage(searchQuerySchema.safeParse({ q: 'x', uf: 'XX' }))).toBe('Estado (UF) inválido');
  });
});

describe('editalIdSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %j as %i', (text, id) => {
    expect(editalIdSchema.parse(text)).toBe(id);
    expect(editalParamsSchema.parse({ id: text })).toEqual({ id });
  });

  it.each(['0', '-1', '+1', '01', '1.5', '1e3', 'abc', '', ' 1', '1 ', '2147483648', '99999999999', '0x10'])(
    'refuses %j with "Identificador de concurso inválido"',
    (text) => {
      expect(firstMessage(editalIdSchema.safeParse(text))).toBe('Identificador de concurso inválido');
    },
  );

  it('refuses a non-string', () => {
    expect(firstMessage(editalIdSchema.safeParse(12))).toBe('Identificador de concurso inválido');
  });
});
