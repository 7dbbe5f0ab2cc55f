import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvObjects, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('splits simple records and fields', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('accepts input without a final line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('handles CRLF, LF and lone CR line endings', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a\r\nb\nc\rd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('drops a leading byte order mark', () => {
    expect(parseCsv('\uFEFForganizadora,site\nFGV,conhecimento.fgv.br')).toEqual([
      ['organizadora', 'site'],
      ['FGV', 'conhecimento.fgv.br'],
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('Cebraspe,"AC,AL,AM",—\n')).toEqual([['Cebraspe', 'AC,AL,AM', '—']]);
    expect(parseCsv('"diz ""olá""",x\n')).toEqual([['diz "olá"', 'x']]);
    expect(parseCsv('"linha 1\nlinha 2",x\r\n"a\r\nb",y')).toEqual([
      ['linha 1\nlinha 2', 'x'],
      ['a\r\nb', 'y'],
    ]);
    expect(parseCsv('"IPPEC - Instituto de Pesquisas, Pós-Graduação e Ensino de Cascavel",ippec.org.br')).toEqual([
      ['IPPEC - Instituto de Pesquisas, Pós-Graduação e Ensino de Cascavel', 'ippec.org.br'],
    ]);
  });

  it('keeps empty fields: in the middle, leading, trailing and quoted', () => {
    expect(parseCsv('a,,c\n')).toEqual([['a', '', 'c']]);
    expect(parseCsv(',a\n')).toEqual([['', 'a']]);
    expect(parseCsv('a,b,\n')).toEqual([['a', 'b', '']]);
    expect(parseCsv('a,b,')).toEqual([['a', 'b', '']]);
    expect(parseCsv('"",x\nx,""\n""')).toEqual([['', 'x'], ['x', ''], ['']]);
    expect(parseCsv(',\n')).toEqual([['', '']]);
  });

  it('skips completely empty lines but not lines with only a delimiter', () => {
    expect(parseCsv('a\n\n\r\nb\n\n')).toEqual([['a'], ['b']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\r\n')).toEqual([]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('5" tela,x')).toEqual([['5" tela', 'x']]);
  });

  it('keeps spaces around fields', () => {
    expect(parseCsv(' a , b ')).toEqual([[' a ', ' b ']]);
  });

  it('rejects an unterminated quote, naming the line where it opened', () => {
    expect(() => parseCsv('a,b\n"aberto,c\nd')).toThrow(CsvError);
    try {
      parseCsv('a,b\n"aberto,c\nd');
    } catch (error) {
      expect(error).toBeInstanceOf(CsvError);
      expect((error as CsvError).line).toBe(2);
      expect((error as CsvError).message).toContain('aspas não fechadas');
    }
  });

  it('rejects text after a closing quote', () => {
    expect(() => parseCsv('"abc"def,x')).toThrow(/caractere inesperado após aspas/);
    expect(() => parseCsv('x\n"a" ,b')).toThrow(/linha 2/);
  });

  it('supports another single-character delimiter and rejects invalid ones', () => {
    expect(parseCsv('a;"b;c";d', ';')).toEqual([['a', 'b;c', 'd']]);
    expect(() => parseCsv('a', '"')).toThrow();
    expect(() => parseCsv('a', ';;')).toThrow();
  });

  it('reads back whatever a quoting writer produced (property)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' ', ',', '"', '\n', '\r', '—') });
    const records = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 8 });
    const quote = (f: string) => (f === '' || /[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
    fc.assert(
      fc.property(records, fc.constantFrom('\n', '\r\n'), fc.boolean(), (rows, eol, finalEol) => {
        const text = rows.map((r) => r.map(quote).join(',')).join(eol) + (finalEol && rows.length ? eol : '');
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });
});

describe('parseCsvObjects', () => {
  it('keys records by the header', () => {
    expect(parseCsvObjects('nome,site\nFGV,conhecimento.fgv.br\nVunesp,www.vunesp.com.br\n')).toEqual([
      { nome: 'FGV', site: 'conhecimento.fgv.br' },
      { nome: 'Vunesp', site: 'www.vunesp.com.br' },
    ]);
  });

  it('returns nothing for an empty text or a header alone', () => {
    expect(parseCsvObjects('')).toEqual([]);
    expect(parseCsvObjects('a,b\n')).toEqual([]);
  });

  it('rejects a record with a different number of fields, naming its line', () => {
    expect(() => parseCsvObjects('a,b\n1,2\n1,2,3\n')).toThrow(/linha 3: esperados 2 campos, encontrados 3/);
    expect(() => parseCsvObjects('a,b\n1\n')).toThrow(/linha 2/);
  });

  it('rejects a repeated column name', () => {
    expect(() => parseCsvObjects('a,b,a\n1,2,3')).toThrow(/coluna repetida/);
  });
});

describe('parseCsvRecords', () => {
  it('reports the line on which each record starts, across multi-line fields and blank lines', () => {
    const records = parseCsvRecords('a,b\n"x\ny",1\n\nz,2\r\n');
    expect(records).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['x\ny', '1'], line: 2 },
      { fields: ['z', '2'], line: 5 },
    ]);
    expect(() => parseCsvObjects('a,b\n"x\ny",1\n\nz\n')).toThrow(/linha 5/);
  });
});
