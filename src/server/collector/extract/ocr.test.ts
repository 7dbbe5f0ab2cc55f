import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withWordsRejoined } from './ocr';

/** A labelled act of the tuning half (tests/fixtures/collector/editais-reais), as its source saved it. */
function act(name: string): string {
  return readFileSync(new URL(`../../../../tests/fixtures/collector/editais-reais/docs/${name}`, import.meta.url), 'utf8');
}

describe('withWordsRejoined', () => {
  it('joins the words a scanned Piauí gazette cut apart (Wall Ferraz, 2023)', () => {
    const text = act('dop-2023-wall-ferraz-pi.txt');
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

  it("joins pieces that are each a word where the whole is a common word (São Pedro do Piauí 2023: 'Secreta ria')", () => {
    const joined = withWordsRejoined(act('dop-2023-sao-pedro-do-piaui-pi.txt'));
    expect(joined).toMatch(/Secretaria Municipal de Meio Ambiente/u);
    expect(withWordsRejoined('a con curso público e a funda mental pela Procura dor')).toBe('a concurso público e a fundamental pela Procurador');
    // Grammar words, short pieces and rare wholes stay apart: 'por cento', 'soma dos', 'com prova', 'por menor', 'Boa Vista', 'a penas'.
    const apart = 'vinte por cento da soma dos pontos, com prova de pagamento, por menor preço, em Boa Vista, a penas';
    expect(withWordsRejoined(apart)).toBe(apart);
    // A capital after small letters opens a word: a table's name and the next cell stay apart (Venâncio Aires 062/2021, a FAMURS dev act).
    const cells = 'Agente Escolar  Idade: 18 anos; Professor de Educação Especial  Idade: 18 anos';
    expect(withWordsRejoined(cells)).toBe(cells);
  });

  it("reads an 'm' a scan read as '1n' or 'rn' (Paquetá 2023: 'Cornissão', 'ternpo', 'u1n', 'Ad1ninistra')", () => {
    expect(withWordsRejoined('executado por Cornissão Organizadora, por ternpo determinado, a u1n único cargo')).toBe('executado por Comissão Organizadora, por tempo determinado, a um único cargo');
    expect(withWordsRejoined('Ensino Fundarnental')).toBe('Ensino Fundamental');
    // 'rn' is also Portuguese: a word stays ('urna', 'governo'), and so does a token whose mending is rare or short ('tornadas', a name).
    const kept = 'mais de urna inscrição, o governo, serão tornadas sem efeito, Mirna Souza';
    expect(withWordsRejoined(kept)).toBe(kept);
  });

  it("keeps the real's sign a scan spaced apart from the word before it (Paquetá 2023: 'o valor d e R $ 5 0 ,00')", () => {
    expect(withWordsRejoined('terá o valor d e R $ 5 0 ,00 ( cinquenta reais)')).toBe('terá o valor de R $ 5 0 ,00 ( cinquenta reais)');
  });

  it("joins the long words a gazette's text layer split (FAMURS, Barão de Cotegipe 002/2021)", () => {
    const joined = withWordsRejoined(act('dom-2021-barao-de-cotegipe-002-rs.txt'));
    expect(joined).toContain('CONTRATAÇÃO EMERGENCIAL DE');
    expect(joined).toContain('AUXILIAR EM SAÚDE BUCAL (ASB)');
  });

  it("joins the words a text layer split in an act of the RS towns' gazette (Ibirubá, 2017)", () => {
    const joined = withWordsRejoined(act('dom-2017-ibiruba-rs.txt'));
    expect(joined).toContain('PROCESSO SELETIVO DE ESTAGIÁRIOS');
    expect(joined).toContain('Ciências Contábeis / Ciências Econômicas,');
    expect(joined).toContain('Engenharia Civil,');
    expect(joined).toContain('23 de fevereiro de 2017');
  });

  it("joins the pieces of a word glued to a bracket or a quote (Paquetá do Piauí 2023: 'p o ntos(máximo)', '1 p o nto(m áximo)')", () => {
    const text = act('dop-2023-paqueta-pi.txt');
    expect(text).toContain('\np o ntos(máximo)');
    expect(text).toContain('4 (qua tro) p o ntos.');
    const joined = withWordsRejoined(text);
    expect(joined).toContain('\npontos(máximo)');
    expect(joined).toContain('aulas: 1 ponto(máximo)'); // 'p' after a number is no unit, as 'h' is
    expect(joined).toContain('4 (quatro) pontos.');
    expect(withWordsRejoined('“S E L E TIVO”, Mé dio.')).toBe('“SELETIVO”, Médio.');
    // A run of letters glued to another sign or to a number is an abbreviation, a unit or a code, no piece (Veranópolis 052/2021:
    // 's' and 'R' are no 'sr', 'e c2' no 'ec'); nor is a unit's letter after a number a piece.
    expect(withWordsRejoined('FISCAL  33h/s  R$ 2.312,13; item c1. e c2.): às 360 h o ras')).toBe('FISCAL  33h/s  R$ 2.312,13; item c1. e c2.): às 360 h o ras');
  });

  it("joins no piece into a form the lists hold that is no Portuguese word (Xangri-Lá 72/2021: 'Supervisor Escolar I  e Professor')", () => {
    expect(withWordsRejoined('contratação temporária  de \nSupervisor Escolar I  e Professor de Séries Iniciais')).toBe('contratação temporária  de \nSupervisor Escolar I  e Professor de Séries Iniciais');
  });

  it("joins a piece that the lists hold only as a foreign word ('at é' is 'até', CIMAU 2017, a FAMURS dev act)", () => {
    expect(withWordsRejoined('no período de 26/10/2017 at é às 23h59min do dia 25/11/2017')).toBe('no período de 26/10/2017 até às 23h59min do dia 25/11/2017');
  });

  it("reads 'Municipal' as a scan misread it, the body's name whole (Passagem Franca do Piauí 001/2022, São Félix do Piauí 2023)", () => {
    const passagem = withWordsRejoined(act('dop-2022-passagem-franca-do-piaui-001-pi.txt'));
    expect(passagem).toContain('da SECRETARIA MUNICIPAL DE EDUCAÇÃO E CULTURA -SEMEC');
    expect(withWordsRejoined(act('dop-2023-sao-felix-do-piaui-pi.txt'))).toContain('cargo da Secretaria Municipal de Educação,');
    expect(withWordsRejoined('Munlclpal MUNIOPAL MUNJClPAL Mun.icipal MunJdpAI Municipul')).toBe('Municipal MUNICIPAL MUNICIPAL Municipal Municipal Municipal');
    // Other words are no 'Municipal', nor is one written in small letters changed.
    expect(withWordsRejoined('Mundial Municipalidade municipal Munícipes')).toBe('Mundial Municipalidade municipal Munícipes');
  });

  it("reads 'DE' and 'DO' as a scan misread them between words in capitals ('PREFEITURA MUNICIPAL OE COIVARAS-PI', 'ESTADO 00 PIAUÍ')", () => {
    expect(withWordsRejoined(act('dop-2023-coivaras-pi.txt'))).toContain('A PREFEITURA MUNICIPAL DE COIVARAS-PI.');
    expect(withWordsRejoined('SECRETARIA MUNICIPAL OE EDUCAÇÃO 00 MUNICÍPIO 00 PIAUÍ')).toBe('SECRETARIA MUNICIPAL DE EDUCAÇÃO DO MUNICÍPIO DO PIAUÍ');
    // A count, an amount or an acronym stays: 'CR 00', 'R$ 1.500,00 PROFESSOR', 'OE' not between words in capitals.
    expect(withWordsRejoined('PROFESSOR 00 CR; R$ 1.500,00 PROFESSOR; a sigla OE da ordem; COIVARAS 00 12')).toBe('PROFESSOR 00 CR; R$ 1.500,00 PROFESSOR; a sigla OE da ordem; COIVARAS 00 12');
  });

  it('leaves a clean act as it is', () => {
    for (const name of ['dom-2021-barracao-rs.txt', 'dom-2021-cotipora-002-rs.txt']) {
      const text = act(name);
      expect(withWordsRejoined(text)).toBe(text);
    }
    expect(withWordsRejoined('Prefeitura Municipal de Wall Ferraz\nCPF nº 123, SEMED')).toBe('Prefeitura Municipal de Wall Ferraz\nCPF nº 123, SEMED');
    // A letter after a number is its unit ('09 h e 00 min' is no '09 he 00 min').
    expect(withWordsRejoined('às 09 h e 00 min')).toBe('às 09 h e 00 min');
  });
});
