import { describe, expect, it } from 'vitest';
import { numberInWords, repairMojibake, singularKey, WEEKLY_HOURS, withoutGazettePageHeads } from './text';

describe('repairMojibake', () => {
  it('turns UTF-8 read as Latin-1 back into what was written', () => {
    expect(repairMojibake('InscriÃ§Ãµes do Concurso PÃºblico atÃ© o dia 1Âº de junho')).toBe('Inscrições do Concurso Público até o dia 1º de junho');
    expect(repairMojibake('ParaÃ\u00adba â€\u201c SÃ£o JoÃ£o')).toBe('Paraíba – São João');
  });

  it('leaves correct text and text it cannot repair alone', () => {
    expect(repairMojibake('Inscrições do Concurso Público')).toBe('Inscrições do Concurso Público');
    expect(repairMojibake('Ã§ and a character Latin-1 never produces: 漢')).toBe('Ã§ and a character Latin-1 never produces: 漢');
  });
});

describe('singularKey', () => {
  it("keys a name in the plural as the same name in the singular, word by word", () => {
    expect(singularKey('12 (doze) OPERÁRIOS')).toBe(singularKey('12 (doze) Operário'));
    expect(singularKey('Professores de Séries Iniciais')).toBe(singularKey('Professor de Série Inicial'));
    expect(singularKey('Objetiva Concursos')).toBe(singularKey('Objetiva Concurso'));
    expect(singularKey('Enfermeiro')).not.toBe(singularKey('Engenheiro'));
  });
});

describe('WEEKLY_HOURS', () => {
  it('reads a weekly workload as rows and names write it, and no word that begins with an h', () => {
    const whole = new RegExp(`^${WEEKLY_HOURS}$`, 'u');
    for (const hours of ['40h', '40 h', '40hs', '30h/s', '20 horas', '40 horas semanais', '44 horas semanal']) expect(whole.test(hours), hours).toBe(true);
    for (const text of ['40 habitantes', '12 hectares', '100h', '40 h/semana']) expect(whole.test(text), text).toBe(false);
  });
});

describe('withoutGazettePageHeads', () => {
  // The running heads of the RS municipal gazette (FAMURS) as the tuning half's acts carry them.
  it("takes out a page's running head in the middle of a sentence, the sentence going on (Venâncio Aires 015/2021)", () => {
    const act =
      'visando contratação Rio Grande do Sul , 01 de Março de 2021   •   Diário Oficial dos Municípios do Estado do Rio Grande do Sul   •    ANO XIII | Nº 3011 \n \nwww.diariomunicipal.com.br/famurs                                                                              112 temporária de profissionais';
    expect(withoutGazettePageHeads(act)).toBe('visando contratação temporária de profissionais');
  });

  it('takes out a head on its own line, its words split by the text layer or its edition number cut short (Ibirubá 2009)', () => {
    const act =
      'item 7.5.\n  Rio Grande do Sul, 12 de Novembro de 2009   •  Diá rio Oficial dos Municípios do Estado do Rio Grande d o Sul   •   ANO \n  \nwww.diariomunicipal.com.br/famurs                                                                              3 8.3 No prazo indicado';
    expect(withoutGazettePageHeads(act)).toBe('item 7.5.\n8.3 No prazo indicado');
  });

  it("keeps the words before the state's name, capitals included, and reads a state's name the text layer split (Monte Alegre dos Campos 36/2021)", () => {
    const act =
      'PROCESSO SELETIVO SIMPLIFICADO visando contratação Rio Gra nde do Sul , 29 de Março de 2021    •   Diário Oficial dos Municípios do Estado do Rio Grande do Sul    •    ANO XIII | Nº 3031  \n \nwww.diariomunicipal.com.br/famurs      74 temporária';
    expect(withoutGazettePageHeads(act)).toBe('PROCESSO SELETIVO SIMPLIFICADO visando contratação temporária');
  });

  it('leaves a date and a town that are no running head', () => {
    const act = 'Rio Grande do Sul , 14 de Janeiro de 2021. Inscrições no site www.diariomunicipal.com.br/famurs';
    expect(withoutGazettePageHeads(act)).toBe(act);
  });
});

describe('numberInWords', () => {
  it('reads a count written in words', () => {
    expect(numberInWords('quarenta e três')).toBe(43);
    expect(numberInWords('um')).toBe(1);
    expect(numberInWords('DUAS')).toBe(2);
    expect(numberInWords('cento e vinte e cinco')).toBe(125);
    expect(numberInWords('mil e duzentas')).toBe(1200);
    expect(numberInWords('dois mil quinhentos e quarenta')).toBe(2540);
    expect(numberInWords('cem')).toBe(100);
  });

  it('is null for words that are not a number', () => {
    expect(numberInWords('quarenta e três reais')).toBeNull();
    expect(numberInWords('vagas')).toBeNull();
    expect(numberInWords('')).toBeNull();
  });
});
