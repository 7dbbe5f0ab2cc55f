import { describe, expect, it } from 'vitest';
import { horasSemanais, isNoPositionName, professionLevel, withoutNameTails, withProfessionLevel, withTaxas } from './cargos';
import { extractRules } from './extract/rules';
import { cleanNames } from './pdf/extract';

describe('horasSemanais', () => {
  it('reads the whole weekly hours a workload states', () => {
    expect(horasSemanais('40 horas semanais')).toBe(40);
    expect(horasSemanais('30h')).toBe(30);
    expect(horasSemanais('20 h/semana')).toBe(20);
    // A table's '32,5 h' (read as '32,5 horas semanais'): 32 whole hours, not 5.
    expect(horasSemanais('32,5 horas semanais')).toBe(32);
    expect(horasSemanais('plantões de 12x36')).toBeNull();
    expect(horasSemanais(null)).toBeNull();
  });
});

describe('withTaxas', () => {
  const cargo = (nome: string, escolaridade: 'Ensino_Médio' | 'Ensino_Superior' | null) => ({ nome, escolaridade, vagas: 1, remuneracao_base: null, jornada: null, taxa: null });

  it('gives fees by level when there are as many fees as levels, the lowest to the lowest level', () => {
    const cargos = withTaxas([cargo('Procurador Legislativo', 'Ensino_Superior'), cargo('Agente Legislativo', 'Ensino_Médio')], [80, 120]);
    expect(cargos.map((c) => [c.nome, c.taxa])).toEqual([
      ['Procurador Legislativo', 120],
      ['Agente Legislativo', 80],
    ]);
  });

  it('leaves the fees unassigned when a position has no level', () => {
    const cargos = withTaxas([cargo('Procurador Legislativo', null), cargo('Agente Legislativo', 'Ensino_Médio')], [80, 120]);
    expect(cargos.map((c) => c.taxa)).toEqual([null, null]);
  });
});

describe('professionLevel', () => {
  it('is higher education for a position named for a graduate\'s profession', () => {
    for (const nome of ['Médico Socorrista', 'Enfermeiro ESF', 'Enfermeira', 'Cirurgião Dentista', 'Assistente Social', 'Arquiteto(a)', 'Arquiteto/a', 'Engenheiro Civil', 'Psicóloga', 'Nutricionista', 'Fisioterapeuta', 'Médico Veterinário', 'Contador', 'Procurador Jurídico']) {
      expect(professionLevel(nome), nome).toBe('Ensino_Superior');
    }
  });

  it("is a technical course for a technician's position named for its course, not for a career that calls its holders technicians", () => {
    // Morro Reuter 2017 (a FAMURS dev act): 'funções de Técnico de Enfermagem e Técnico de Enfermagem ESF', no level written.
    for (const nome of ['Técnico em Enfermagem', 'Técnico de Enfermagem ESF', 'Técnico em Edificações', 'Técnico em Segurança do Trabalho', 'Técnico Agrícola']) {
      expect(professionLevel(nome), nome).toBe('Ensino_Técnico');
    }
    for (const nome of ['Técnico Administrativo', 'Técnico de Nível Médio', 'Técnico em Administração', 'Técnico Legislativo', 'Técnico Judiciário', 'Técnico de Apoio']) {
      expect(professionLevel(nome), nome).toBeNull();
    }
  });

  it('is null for the positions that assist them or merely share a word', () => {
    for (const nome of ['Auxiliar de Enfermagem', 'Atendente de Farmácia', 'Auxiliar de Consultório Dentário', 'Agente Comunitário de Saúde', 'Professor de Educação Física', 'Contador de histórias', 'Motorista']) {
      expect(professionLevel(nome), nome).toBeNull();
    }
  });
});

describe('withProfessionLevel', () => {
  it('gives higher education only to a text that names no level and whose every position is a graduate\'s profession', () => {
    expect(withProfessionLevel([], [{ nome: 'Médico Socorrista' }])).toEqual(['Ensino_Superior']);
    expect(withProfessionLevel([], [{ nome: 'Médico Socorrista' }, { nome: 'Motorista' }])).toEqual([]);
    expect(withProfessionLevel([], [])).toEqual([]);
    expect(withProfessionLevel(['Pós_Graduação'], [{ nome: 'Médico Pediatra' }])).toEqual(['Pós_Graduação']);
  });

  it("gives each level its positions' names ask for when every name asks for one", () => {
    expect(withProfessionLevel([], [{ nome: 'Técnico de Enfermagem' }, { nome: 'Técnico de Enfermagem ESF' }])).toEqual(['Ensino_Técnico']);
    expect(withProfessionLevel([], [{ nome: 'Enfermeiro' }, { nome: 'Técnico em Enfermagem' }])).toEqual(['Ensino_Superior', 'Ensino_Técnico']);
    expect(withProfessionLevel([], [{ nome: 'Técnico em Enfermagem' }, { nome: 'Motorista' }])).toEqual([]);
  });
});

describe('isNoPositionName', () => {
  it("tells the names a reader took for a position that are none (gazette acts, tuning half)", () => {
    // A table's header (Flores da Cunha 2017), a titles table's items (Luís Correia, Isaías Coelho, Conceição do Canindé 2023),
    // positions named elsewhere (Wall Ferraz 2023), a health agent's area (Flores da Cunha 2017).
    // A requirement's cell (Nazaré do Piauí 2023: 'Curso superior em enfermagem', '… educação física e registro no conselho').
    for (const name of ['Carga Horária', 'Componentes', 'I.formacao Academica', 'Ljrofessor e 100 pontos', 'Professores mencionados', 'Microárea 41', 'UBS Otávio Rocha: Microárea 51', 'Curso superior em enfermagem', 'educação física e registro no conselho', 'Edital']) {
      expect(isNoPositionName(name), name).toBe(true);
    }
    for (const name of ['Agente Comunitário de Saúde - Microárea 10', 'Auxiliar em Saúde Bucal', 'Professor de Matemática', 'Técnico em Formação Acadêmica Continuada', 'Orientador(a)', 'Curso de Línguas - Instrutor']) {
      expect(isNoPositionName(name), name).toBe(false);
    }
  });

  it('keeps such names out of the positions an edital lists and of those named in prose (Wall Ferraz 2023)', () => {
    expect(cleanNames([{ nome: 'Componentes', vagas: null }, { nome: 'Professor de Artes', vagas: 2 }])).toEqual([{ nome: 'Professor de Artes', vagas: 2 }]);
    // A cell cut inside its parenthesis, a dangling 'ou' (Buriti dos Lopes 2023, tuning half).
    expect(cleanNames([{ nome: 'Licenciatura em pedagogia ou', vagas: 2 }, { nome: 'Professor de Ciências (6º ao', vagas: 1 }])).toEqual([
      { nome: 'Licenciatura em pedagogia', vagas: 2 },
      { nome: 'Professor de Ciências', vagas: 1 },
    ]);
    // A name an edital writes in small letters is shown as a list shows it (Coivaras 2023's 'cuidador em sala de aula').
    expect(cleanNames([{ nome: 'cuidador em sala de aula', vagas: 1 }])).toEqual([{ nome: 'Cuidador em sala de aula', vagas: 1 }]);
    expect(extractRules('os candidatos deverão apresentar Diploma ou Declaração dos Cargos de professores mencionados.', { ano: 2023 }).cargos).toEqual([]);
  });
});

describe('isNoPositionName: what a reader ran into past a name (tuning half)', () => {
  it("takes a page's foot, a field's label, a sentence run on into its verb and a schedule's hour for no position", () => {
    // Massaranduba 2025 (page feet, a sentence), UFF COLUNI 32/2026 ('Número de Vagas - 02 vagas'), IBGE 18/2022 ('a função de
    // Recenseador é de, no mínimo, 25 horas'), Flores da Cunha 2021 (a schedule), Alvorada 016/2021 ('cujos contratos terão vigência').
    // … and the end of a name wrapped onto another line, read alone (Rio Grande do Piauí 03/2021: 'De Dança'; Isaías Coelho 2022; a
    // FAMURS act of 22/01/2020, dev pool: 'Professor de Letras' / 'com habilitação para Português/Inglês'), and a requirement's
    // numbered item (São Pedro do Piauí 2023).
    for (const name of ['Página | 84', 'Número de Vagas', 'Recenseador é de', 'Agente Comunitário de Saúde deverão residir', '- Manhã: das 10:00h às 11', 'cujos contratos terão vigência', 'De Dança', 'Do Ensino Fundamental Anos Iniciais e Finais', 'com habilitação para Português/Inglês', 'em Saúde', '8. 1. 1. Ter sido a provado no processo seletivo simplificado, obedecendo a', 'Tarde: às 13h']) {
      expect(isNoPositionName(name), name).toBe(true);
    }
    // A place's saint, a name with its hours and the words that merely share letters stay positions.
    for (const name of ['Professor da Escola São José', 'Enfermeiro 40h', 'Servente', 'Auxiliar de Serviços Gerais – 40 horas', 'Paginador', 'Técnico em Serão']) {
      expect(isNoPositionName(name), name).toBe(false);
    }
  });
});

describe('withoutNameTails', () => {
  it("takes the hours, a dash left alone and the act off a position's name, as the dev pool's acts write them", () => {
    expect(withoutNameTails(['PEDREIRO-44hs', 'MÉDICO PSIQUIATRA -08hs', 'Psicólogo 30h', 'Farmaceutico -', 'Odontólogo Edital'])).toEqual([
      'PEDREIRO',
      'MÉDICO PSIQUIATRA',
      'Psicólogo',
      'Farmaceutico',
      'Odontólogo',
    ]);
    expect(withoutNameTails(['SECRETÁRIO DE ESCOLA do Concurso Público 001/2020', 'Professor N1 - Português/inglês Extrato'])).toEqual(['SECRETÁRIO DE ESCOLA', 'Professor N1 - Português/inglês']);
  });

  it("takes the act's number, a list of documents after a colon and a code before the name off it", () => {
    expect(withoutNameTails(['Vigias Nº 001/2009 o Prefeito Municipal de Ibirubá', 'Agente Educacional: · Documentos de identificação pessoal', '029 – PROFESSOR E20-EDUCAÇÃO FÍSICA'])).toEqual([
      'Vigias',
      'Agente Educacional',
      'PROFESSOR E20-EDUCAÇÃO FÍSICA',
    ]);
    // A code and the hours both.
    expect(withoutNameTails(['014 – Auxiliar Administrativo 40h'])).toEqual(['Auxiliar Administrativo']);
    // A position numbered within its name keeps its number ('Professor Nº 2' is no act's number; 'Agente 2 - Saúde' no code).
    expect(withoutNameTails(['Professor Nº 2', 'Agente 2 - Saúde'])).toEqual(['Professor Nº 2', 'Agente 2 - Saúde']);
  });

  it("takes the hours written as a time, the vacancies and a list's words off a name", () => {
    // A FAMURS act of 21/01/2020 (dev pool: '20:00:00', a spreadsheet's time for 20 hours), Maquiné 002/2021, Erval Seco 2021,
    // Massaranduba 2025 (tuning half).
    expect(withoutNameTails(['Assistente Social 20:00:00', 'Instalador Hidráulico e 02 Vagas', 'Seguintes Cargos: Nutricionista', 'Professor: 1'])).toEqual([
      'Assistente Social',
      'Instalador Hidráulico',
      'Nutricionista',
      'Professor',
    ]);
    // Canoinhas 2025 (tuning half): the hours in capitals; two positions they alone tell apart keep them.
    expect(withoutNameTails(['Instrutor de Informática – 40 Horas Semanais', 'Monitor de Educação Especial – 40 Horas Semanais', 'Monitor de Educação Especial – 20 Horas Semanais'])).toEqual([
      'Instrutor de Informática',
      'Monitor de Educação Especial – 40 Horas Semanais',
      'Monitor de Educação Especial – 20 Horas Semanais',
    ]);
    // UFMA 36/2026 (tuning half): the department's e-mail cell before the area's name.
    expect(withoutNameTails(['cebs3.ccbs@ufma.br Saúde Coletiva / Epidemiologia e Bioestatística'])).toEqual(['Saúde Coletiva / Epidemiologia e Bioestatística']);
    // UFMT 1/2026 (tuning half): the area's record went on into its other fields.
    expect(withoutNameTails(['Morfologia/Embriologia e Biologia Celular - Regime de Trabalho: 40 (quarenta) horas semanais / 01 (uma) vaga'])).toEqual([
      'Morfologia/Embriologia e Biologia Celular',
    ]);
    // A name whose number is its own stays whole ('Agente 2', a grade's 'Professor Nível 2').
    expect(withoutNameTails(['Agente 2', 'Professor Nível 2'])).toEqual(['Agente 2', 'Professor Nível 2']);
  });

  it('keeps two positions the hours alone tell apart, and a name that would be left with no word', () => {
    expect(withoutNameTails(['Enfermeiro 20h', 'Enfermeiro 40h', 'Motorista 40h'])).toEqual(['Enfermeiro 20h', 'Enfermeiro 40h', 'Motorista']);
    expect(withoutNameTails(['Edital'])).toEqual(['Edital']);
  });
});

describe('isNoPositionName, as the dev pool showed', () => {
  it("takes no column title, mayor's office, form's instruction, kind of filling or description's title for a position", () => {
    for (const name of ['Funções', 'Emprego Nº de Vagas', 'Prefeito Municipal de Independência', 'Marque com X somente um tipo de recurso, conforme desejado', 'Provimento Efetivo do Município de Ibirubá', 'Descrição Sintética']) {
      expect(isNoPositionName(name), name).toBe(true);
    }
    for (const name of ['Agente Comunitário de Saúde', 'Diretor Escolar', 'Guia-Intérprete de Braile', 'Descritor de Imagens']) expect(isNoPositionName(name), name).toBe(false);
  });

  it("takes a department that heads its positions' rows for none, not the secretary's position ('Secretária', with its accent)", () => {
    for (const name of ['Secretaria Municipal da Saúde (L.M. nº 7.691/2021)', 'SECRETARIA MUNICIPAL DE EDUCAÇÃO', 'Secretaria de Estado da Saúde']) expect(isNoPositionName(name), name).toBe(true);
    for (const name of ['Secretária de Escola', 'Secretário de Escola', 'Secretária Executiva']) expect(isNoPositionName(name), name).toBe(false);
  });

  it("takes what a call for partners selects and a requirement's clause for none, not a name that says what it is not", () => {
    for (const name of ['Projetos', 'Propostas', 'Ensino Médio não estar cursando o ÚLTIMO ANO']) expect(isNoPositionName(name), name).toBe(true);
    expect(isNoPositionName('Estágio Curricular Não Obrigatório')).toBe(false);
  });

  it("takes the pupils or candidates a selection chooses for none (a scholarship's 'SELEÇÃO DE ALUNOS', Dom Expedito Lopes 2023), not a trainee's position", () => {
    for (const name of ['Alunos', 'ALUNOS', 'Estudantes', 'Candidatos']) expect(isNoPositionName(name), name).toBe(true);
    for (const name of ['Aluno-Soldado', 'Aluno Oficial', 'Estagiários']) expect(isNoPositionName(name), name).toBe(false);
  });
});

