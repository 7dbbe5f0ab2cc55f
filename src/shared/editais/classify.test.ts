import { describe, expect, it } from 'vitest';
import { areasOf, CLASSIFICATION_VERSION, classifyNotice, escolaridadeFromNiveis, esferaOf, niveisOf, normalizeText } from './classify';

describe('niveisOf', () => {
  it('junta o nível do edital e os dos cargos, na ordem dos níveis, sem repetir', () => {
    expect(niveisOf('Vários_Níveis', ['Ensino_Superior', 'Ensino_Médio', 'Ensino_Superior', null])).toEqual([
      'Ensino_Médio',
      'Ensino_Superior',
    ]);
    expect(niveisOf('Ensino_Técnico', [])).toEqual(['Ensino_Técnico']);
    expect(niveisOf('Ensino_Médio', ['Pós_Graduação'])).toEqual(['Ensino_Médio', 'Pós_Graduação']);
  });

  it("'Vários_Níveis' sozinho não diz quais: nenhum nível", () => {
    expect(niveisOf('Vários_Níveis', [])).toEqual([]);
    expect(niveisOf(null, [undefined, 'Vários_Níveis'])).toEqual([]);
  });
});

describe('escolaridadeFromNiveis', () => {
  it.each([
    [[], null],
    [['Ensino_Médio'], 'Ensino_Médio'],
    [['Ensino_Médio', 'Ensino_Superior'], 'Vários_Níveis'],
  ] as const)('%j → %s', (niveis, escolaridade) => {
    expect(escolaridadeFromNiveis(niveis)).toBe(escolaridade);
  });
});

describe('esferaOf', () => {
  it.each([
    ['Prefeitura Municipal de Campinas', 'Campinas', 'municipal'],
    ['Câmara Municipal de Maceió', 'Maceió', 'municipal'],
    ['SAAE - Serviço Autônomo de Água e Esgoto de Sorocaba', 'Sorocaba', 'municipal'],
    ['Câmara de Vereadores de Xique-Xique', 'Xique-Xique', 'municipal'],
    ['TRE-SE · Tribunal Regional Eleitoral de Sergipe', null, 'federal'],
    ['Instituto Nacional do Seguro Social (INSS)', null, 'federal'],
    ['Universidade Federal de Minas Gerais', 'Belo Horizonte', 'federal'],
    ['Ministério da Fazenda', null, 'federal'],
    ['Polícia Militar do Estado de São Paulo', null, 'estadual'],
    ['Secretaria de Estado da Educação do Paraná (SEED)', null, 'estadual'],
    ['SEFAZ-MG · Secretaria de Estado de Fazenda', null, 'estadual'],
    ['Assembleia Legislativa do Rio Grande do Sul', null, 'estadual'],
    ['Ministério Público do Estado da Bahia', null, 'estadual'],
    ['Conselho Regional de Enfermagem', null, null],
    ['', null, null],
    [null, null, null],
  ] as const)('%s → %s', (orgao, municipio, esfera) => {
    expect(esferaOf(orgao, municipio)).toBe(esfera);
  });
});

describe('areasOf', () => {
  it('lê o órgão, o título e os cargos, na ordem das áreas', () => {
    expect(
      areasOf({
        titulo: 'Concurso TRE-SE 2026',
        orgao: 'Tribunal Regional Eleitoral de Sergipe',
        cargos: ['Analista Judiciário - Tecnologia da Informação', 'Técnico Judiciário - Área Administrativa'],
      }),
    ).toEqual(['Administrativa', 'Jurídica', 'TI']);
    expect(
      areasOf({
        titulo: 'Concurso Prefeitura de Petrolina 2026',
        orgao: 'Prefeitura Municipal de Petrolina',
        cargos: ['Enfermeiro', 'Técnico de Enfermagem', 'Professor de Educação Básica'],
      }),
    ).toEqual(['Educação', 'Saúde']);
    expect(areasOf({ titulo: 'Concurso PM-SP 2026', orgao: 'Polícia Militar do Estado de São Paulo', cargos: ['Soldado PM de 2ª Classe'] })).toEqual([
      'Segurança',
    ]);
    expect(areasOf({ titulo: 'Concurso SEFAZ-MG', orgao: 'Secretaria de Estado de Fazenda', cargos: ['Auditor Fiscal da Receita Estadual'] })).toEqual([
      'Fiscal',
    ]);
    expect(areasOf({ titulo: 'Concurso Banco do Brasil 2026', orgao: 'Banco do Brasil', cargos: ['Escriturário - Agente Comercial'] })).toEqual([
      'Bancária',
    ]);
    expect(areasOf({ titulo: 'Concurso TCE-RJ', orgao: 'Tribunal de Contas do Estado do Rio de Janeiro', cargos: ['Analista de Controle Externo'] })).toEqual([
      'Controle',
    ]);
  });

  it("'Administrativa' vem dos cargos, não do nome do órgão", () => {
    expect(areasOf({ titulo: 'Concurso Prefeitura de Itu', orgao: 'Secretaria de Administração de Itu', cargos: ['Motorista'] })).toEqual([]);
    expect(areasOf({ titulo: 'Concurso Prefeitura de Itu', orgao: null, cargos: ['Assistente Administrativo', 'Recepcionista'] })).toEqual([
      'Administrativa',
    ]);
  });

  it('sem pista, nenhuma área', () => {
    expect(areasOf({ titulo: 'Processo seletivo 2026', orgao: null, cargos: [] })).toEqual([]);
  });
});

describe('normalizeText', () => {
  it('minúsculas, sem acentos e com espaços simples', () => {
    expect(normalizeText('  Educação   BÁSICA’s ')).toBe("educacao basica's");
  });
});

describe('classifyNotice', () => {
  it('deriva tudo de uma vez, com a escolaridade antiga tirada dos níveis', () => {
    expect(
      classifyNotice({
        titulo: 'Concurso Prefeitura de Campinas 2026',
        escolaridade: 'Vários_Níveis',
        orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
        municipio: 'Campinas',
        cargos: [
          { nome: 'Professor de Educação Básica', escolaridade: 'Ensino_Superior' },
          { nome: 'Agente Comunitário de Saúde', escolaridade: 'Ensino_Médio' },
        ],
      }),
    ).toEqual({
      niveis: ['Ensino_Médio', 'Ensino_Superior'],
      escolaridade: 'Vários_Níveis',
      esfera: 'municipal',
      areas: ['Educação', 'Saúde'],
      classificacaoVersao: CLASSIFICATION_VERSION,
    });
  });

  it("um edital de 'Vários_Níveis' sem cargos continua dizendo isso, com níveis vazios", () => {
    const result = classifyNotice({ titulo: 'Concurso TRF-3', escolaridade: 'Vários_Níveis', orgao: { nome: 'Tribunal Regional Federal', sigla: 'TRF3' }, municipio: null, cargos: [] });
    expect(result).toMatchObject({ niveis: [], escolaridade: 'Vários_Níveis', esfera: 'federal', areas: ['Jurídica'] });
  });
});
