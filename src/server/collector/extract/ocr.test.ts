import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { looksCutApart, withWordsRejoined } from './ocr';

/** A labelled act of the tuning half (tests/fixtures/collector/editais-reais), as its source saved it. */
function act(name: string): string {
  return readFileSync(new URL(`../../../../tests/fixtures/collector/editais-reais/docs/${name}`, import.meta.url), 'utf8');
}

describe('withWordsRejoined', () => {
  it('joins the words a scanned Piauí gazette cut apart (Wall Ferraz, 2023)', () => {
    const text = act('dop-2023-wall-ferraz-pi.txt');
    expect(looksCutApart(text)).toBe(true);
    expect(text).toContain('S E L E TIVO');
    const joined = withWordsRejoined(text);
    expect(joined).toContain('TEMPORÁRIA PARA PREENCHIMENTO DE VAGAS DE SERVIDORES');
    expect(joined).toContain('SELETIVO');
    // A word and a piece that make another word ('pelaS') do not hide the word the pieces make.
    expect(joined).toContain('realizado pela SECRETARIA MUNICIPAL');
    expect(joined).toContain('Motorista Categoria B');
    expect(joined).toContain('Fisioterapeuta, Nutricionista, Psicólogo');
    // Two words side by side stay two ('a não' is no 'anão').
    expect(joined).toContain('maneira a não ultrapassar');
    // Joined only inside a line: as many lines as before.
    expect(joined.split('\n')).toHaveLength(text.split('\n').length);
  });

  it('prefers the common words a run of pieces makes (Santa Rosa do Piauí, 2023)', () => {
    const joined = withWordsRejoined(act('dop-2023-santa-rosa-do-piaui-pi.txt'));
    expect(joined).toContain('e terão o valor de RS 120,00'); // not 'va lorde'
    expect(joined).toContain('A prova escrita objetiva');
    expect(joined).toContain('realizada na data prevista de 06 DE AGOSTO DE');
    expect(withWordsRejoined(act('dop-2022-currais-001-pi.txt'))).toContain('certificar-se de que preenche'); // not 'deque'
  });

  it('leaves a clean act as it is', () => {
    for (const name of ['dom-2021-barracao-rs.txt', 'dop-2022-sigefredo-pacheco-pi.txt']) {
      const text = act(name);
      expect(looksCutApart(text)).toBe(false);
      expect(withWordsRejoined(text)).toBe(text);
    }
  });

  it('needs a text of some length to judge it', () => {
    expect(looksCutApart('S E L E TIVO')).toBe(false);
    expect(withWordsRejoined('S E L E TIVO')).toBe('S E L E TIVO');
  });
});
