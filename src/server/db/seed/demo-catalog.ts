/**
 * Reference material for the demo notices: real Brazilian agencies by UF, the positions each kind
 * of agency usually offers with plausible pay, and which exam boards usually run them. Pay values
 * are monthly base pay in R$ (2024–2025 notices); single values are the real published figure.
 */
import type { Escolaridade } from '#shared/domain';
import type { Uf } from '#shared/ufs';

export const FORMATOS_PROVA = [
  'Objetiva',
  'Objetiva e discursiva',
  'Objetiva, discursiva e títulos',
  'Objetiva e prova prática',
  'Objetiva e TAF',
] as const;
export type FormatoProva = (typeof FORMATOS_PROVA)[number];

/** Weekly hours, or the 12x36 shift, or 40 hours with exclusive dedication (federal teaching). */
export type Jornada = 20 | 24 | 30 | 40 | '12x36' | 'DE';

export function jornadaTexto(jornada: Jornada): { jornada: string; cargaHorariaSemanal: number } {
  switch (jornada) {
    case '12x36':
      // 12 hours on, 36 off: 12 of every 48 hours, 42 a week on average.
      return { jornada: 'Escala 12x36', cargaHorariaSemanal: 42 };
    case 'DE':
      return { jornada: '40 horas semanais (dedicação exclusiva)', cargaHorariaSemanal: 40 };
    default:
      return { jornada: `${jornada} horas semanais`, cargaHorariaSemanal: jornada };
  }
}

export type Tag =
  | 'Administrativa'
  | 'Área Fiscal'
  | 'Bancária'
  | 'Cadastro Reserva'
  | 'Controle'
  | 'Educação'
  | 'Estadual'
  | 'Federal'
  | 'Jurídica'
  | 'Legislativa'
  | 'Municipal'
  | 'Nível Fundamental'
  | 'Nível Médio'
  | 'Nível Superior'
  | 'Nível Técnico'
  | 'Operacional'
  | 'Policial'
  | 'Saúde'
  | 'Segurança Pública'
  | 'TI'
  | 'Tribunais';

export const NIVEL_TAG: Record<Exclude<Escolaridade, 'Vários_Níveis'>, Tag> = {
  Ensino_Fundamental: 'Nível Fundamental',
  Ensino_Médio: 'Nível Médio',
  Ensino_Técnico: 'Nível Técnico',
  Ensino_Superior: 'Nível Superior',
  Pós_Graduação: 'Nível Superior',
};

export interface CargoModelo {
  nome: string;
  escolaridade: Exclude<Escolaridade, 'Vários_Níveis'>;
  jornada: Jornada;
  /** Base pay range in R$; equal bounds for a fixed published value. */
  remuneracao: readonly [number, number];
  formato: FormatoProva;
  vagas: readonly [number, number];
  tags: readonly Tag[];
}

const F = 'Ensino_Fundamental';
const M = 'Ensino_Médio';
const T = 'Ensino_Técnico';
const S = 'Ensino_Superior';
const P = 'Pós_Graduação';

function c(
  nome: string,
  escolaridade: CargoModelo['escolaridade'],
  jornada: Jornada,
  remuneracao: readonly [number, number],
  formato: FormatoProva,
  vagas: readonly [number, number],
  tags: readonly Tag[],
): CargoModelo {
  return { nome, escolaridade, jornada, remuneracao, formato, vagas, tags };
}

export type OrgaoKind =
  | 'prefeitura'
  | 'camara'
  | 'tj'
  | 'mp'
  | 'dpe'
  | 'tce'
  | 'tre'
  | 'trt'
  | 'trf'
  | 'pm'
  | 'pc'
  | 'cbm'
  | 'seduc'
  | 'ses'
  | 'sefaz'
  | 'ale'
  | 'universidade'
  | 'instituto'
  | 'inss'
  | 'rfb'
  | 'bb'
  | 'caixa'
  | 'ibge'
  | 'pf'
  | 'prf'
  | 'tcu'
  | 'camaraDeputados'
  | 'senado'
  | 'bcb';

const JUDICIARIO_FEDERAL: CargoModelo[] = [
  c('Técnico Judiciário - Área Administrativa', M, 40, [8529.65, 9052.3], 'Objetiva e discursiva', [3, 40], ['Tribunais', 'Administrativa']),
  c('Técnico Judiciário - Tecnologia da Informação', T, 40, [8529.65, 9052.3], 'Objetiva e discursiva', [1, 10], ['Tribunais', 'TI']),
  c('Técnico Judiciário - Agente da Polícia Judicial', M, 40, [8529.65, 9052.3], 'Objetiva e TAF', [2, 20], ['Tribunais', 'Segurança Pública']),
  c('Analista Judiciário - Área Judiciária', S, 40, [13994.78, 14852.66], 'Objetiva e discursiva', [2, 30], ['Tribunais', 'Jurídica']),
  c('Analista Judiciário - Área Administrativa', S, 40, [13994.78, 14852.66], 'Objetiva e discursiva', [1, 15], ['Tribunais', 'Administrativa']),
  c('Analista Judiciário - Tecnologia da Informação', S, 40, [13994.78, 14852.66], 'Objetiva e discursiva', [1, 10], ['Tribunais', 'TI']),
  c('Analista Judiciário - Oficial de Justiça Avaliador Federal', S, 40, [13994.78, 14852.66], 'Objetiva e discursiva', [2, 25], ['Tribunais', 'Jurídica']),
];

/** Positions offered by each kind of agency. */
export const CARGOS: Record<OrgaoKind, readonly CargoModelo[]> = {
  prefeitura: [
    c('Auxiliar de Serviços Gerais', F, 40, [1518, 2100], 'Objetiva', [2, 30], ['Operacional']),
    c('Motorista', F, 40, [1900, 3000], 'Objetiva e prova prática', [1, 10], ['Operacional']),
    c('Operador de Máquinas Pesadas', F, 40, [2100, 3000], 'Objetiva e prova prática', [1, 6], ['Operacional']),
    c('Merendeira', F, 40, [1518, 1950], 'Objetiva', [2, 15], ['Educação']),
    c('Vigia', F, '12x36', [1518, 2050], 'Objetiva', [1, 8], ['Operacional']),
    c('Agente Administrativo', M, 40, [2500, 3800], 'Objetiva', [2, 15], ['Administrativa']),
    c('Agente Comunitário de Saúde', M, 40, [3036, 3300], 'Objetiva', [3, 40], ['Saúde']),
    c('Agente de Combate às Endemias', M, 40, [3036, 3300], 'Objetiva', [2, 20], ['Saúde']),
    c('Guarda Civil Municipal', M, '12x36', [2800, 4500], 'Objetiva e TAF', [5, 60], ['Segurança Pública']),
    c('Fiscal de Tributos', M, 40, [3000, 5500], 'Objetiva', [1, 5], ['Área Fiscal']),
    c('Técnico em Enfermagem', T, '12x36', [2600, 3800], 'Objetiva', [2, 25], ['Saúde']),
    c('Técnico em Informática', T, 40, [2800, 4500], 'Objetiva', [1, 4], ['TI']),
    c('Professor de Educação Básica - Anos Iniciais', S, 40, [4867.77, 6200], 'Objetiva, discursiva e títulos', [5, 80], ['Educação']),
    c('Professor de Educação Infantil', S, 30, [4000, 5200], 'Objetiva, discursiva e títulos', [5, 60], ['Educação']),
    c('Professor de Matemática', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [2, 20], ['Educação']),
    c('Professor de Língua Portuguesa', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [2, 20], ['Educação']),
    c('Enfermeiro', S, 40, [4750, 6800], 'Objetiva', [1, 12], ['Saúde']),
    c('Médico Clínico Geral', S, 20, [9000, 16000], 'Objetiva', [1, 6], ['Saúde']),
    c('Médico da Estratégia Saúde da Família', S, 40, [14000, 22000], 'Objetiva', [1, 8], ['Saúde']),
    c('Cirurgião-Dentista', S, 40, [5000, 9000], 'Objetiva', [1, 6], ['Saúde']),
    c('Psicólogo', S, 40, [4000, 6000], 'Objetiva', [1, 5], ['Saúde']),
    c('Assistente Social', S, 30, [4000, 5500], 'Objetiva', [1, 6], ['Saúde']),
    c('Nutricionista', S, 40, [4000, 5500], 'Objetiva', [1, 3], ['Saúde']),
    c('Fisioterapeuta', S, 30, [4000, 5500], 'Objetiva', [1, 5], ['Saúde']),
    c('Farmacêutico', S, 40, [4200, 6500], 'Objetiva', [1, 4], ['Saúde']),
    c('Engenheiro Civil', S, 40, [6000, 10500], 'Objetiva', [1, 3], ['Administrativa']),
    c('Contador', S, 40, [5000, 8500], 'Objetiva', [1, 2], ['Controle']),
    c('Procurador Municipal', S, 40, [9000, 22000], 'Objetiva, discursiva e títulos', [1, 4], ['Jurídica']),
    c('Auditor Fiscal Municipal', S, 40, [8000, 18000], 'Objetiva e discursiva', [1, 10], ['Área Fiscal']),
  ],
  camara: [
    c('Auxiliar de Serviços Gerais', F, 40, [1518, 2100], 'Objetiva', [1, 4], ['Operacional']),
    c('Motorista', F, 40, [1900, 3000], 'Objetiva e prova prática', [1, 3], ['Operacional']),
    c('Recepcionista', M, 40, [2500, 3200], 'Objetiva', [1, 3], ['Administrativa']),
    c('Assistente Legislativo', M, 30, [2800, 5200], 'Objetiva', [1, 8], ['Legislativa', 'Administrativa']),
    c('Técnico em Informática', T, 40, [2800, 4500], 'Objetiva', [1, 2], ['TI']),
    c('Analista Legislativo', S, 30, [5500, 11000], 'Objetiva e discursiva', [1, 5], ['Legislativa']),
    c('Contador', S, 40, [5000, 8500], 'Objetiva', [1, 2], ['Controle']),
    c('Controlador Interno', S, 40, [5000, 9000], 'Objetiva', [1, 2], ['Controle']),
    c('Procurador Jurídico', S, 20, [7000, 15000], 'Objetiva, discursiva e títulos', [1, 2], ['Jurídica']),
  ],
  tj: [
    c('Escrevente Técnico Judiciário', M, 40, [4800, 6100], 'Objetiva e discursiva', [20, 300], ['Tribunais', 'Administrativa']),
    c('Técnico Judiciário', M, 40, [4000, 6000], 'Objetiva', [5, 100], ['Tribunais', 'Administrativa']),
    c('Analista Judiciário - Área Judiciária', S, 40, [9000, 15000], 'Objetiva e discursiva', [5, 60], ['Tribunais', 'Jurídica']),
    c('Analista Judiciário - Tecnologia da Informação', S, 40, [9000, 15000], 'Objetiva e discursiva', [2, 20], ['Tribunais', 'TI']),
    c('Oficial de Justiça', S, 40, [8000, 13000], 'Objetiva e discursiva', [5, 80], ['Tribunais', 'Jurídica']),
    c('Psicólogo Judiciário', S, 40, [8000, 12000], 'Objetiva', [1, 10], ['Tribunais', 'Saúde']),
    c('Assistente Social Judiciário', S, 30, [8000, 12000], 'Objetiva', [1, 10], ['Tribunais', 'Saúde']),
  ],
  mp: [
    c('Técnico do Ministério Público', M, 40, [4000, 6000], 'Objetiva', [5, 60], ['Jurídica', 'Administrativa']),
    c('Analista do Ministério Público - Direito', S, 40, [8000, 14000], 'Objetiva e discursiva', [2, 30], ['Jurídica']),
    c('Analista do Ministério Público - Tecnologia da Informação', S, 40, [8000, 14000], 'Objetiva e discursiva', [1, 10], ['Jurídica', 'TI']),
    c('Analista do Ministério Público - Contabilidade', S, 40, [8000, 14000], 'Objetiva e discursiva', [1, 5], ['Jurídica', 'Controle']),
  ],
  dpe: [
    c('Técnico da Defensoria Pública', M, 40, [3500, 5500], 'Objetiva', [5, 40], ['Jurídica', 'Administrativa']),
    c('Analista da Defensoria Pública - Direito', S, 40, [7000, 12000], 'Objetiva e discursiva', [2, 20], ['Jurídica']),
    c('Defensor Público', S, 40, [22000, 30000], 'Objetiva, discursiva e títulos', [5, 40], ['Jurídica']),
  ],
  tce: [
    c('Técnico de Controle Externo', M, 40, [5000, 6000], 'Objetiva', [2, 20], ['Controle']),
    c('Auditor de Controle Externo', S, 40, [12000, 22000], 'Objetiva e discursiva', [5, 40], ['Controle', 'Área Fiscal']),
    c('Analista de Controle Externo - Tecnologia da Informação', S, 40, [10000, 18000], 'Objetiva e discursiva', [1, 8], ['Controle', 'TI']),
  ],
  tre: JUDICIARIO_FEDERAL,
  trt: JUDICIARIO_FEDERAL,
  trf: JUDICIARIO_FEDERAL,
  pm: [
    c('Soldado da Polícia Militar', M, 40, [3800, 6000], 'Objetiva e TAF', [100, 2000], ['Segurança Pública', 'Policial']),
    c('Oficial da Polícia Militar (Cadete)', S, 40, [6000, 12000], 'Objetiva e TAF', [20, 150], ['Segurança Pública', 'Policial']),
    c('Oficial de Saúde - Médico', S, 40, [10000, 16000], 'Objetiva', [5, 40], ['Segurança Pública', 'Saúde']),
  ],
  pc: [
    c('Investigador de Polícia', S, 40, [5000, 12000], 'Objetiva e TAF', [50, 600], ['Segurança Pública', 'Policial']),
    c('Escrivão de Polícia', S, 40, [5000, 12000], 'Objetiva e TAF', [30, 400], ['Segurança Pública', 'Policial']),
    c('Agente de Polícia', S, 40, [5000, 12000], 'Objetiva e TAF', [50, 500], ['Segurança Pública', 'Policial']),
    c('Papiloscopista Policial', S, 40, [5000, 10000], 'Objetiva e TAF', [10, 80], ['Segurança Pública', 'Policial']),
    c('Perito Criminal', S, 40, [8000, 15000], 'Objetiva e discursiva', [10, 100], ['Segurança Pública', 'Policial']),
    c('Delegado de Polícia', S, 40, [15000, 26000], 'Objetiva, discursiva e títulos', [10, 150], ['Segurança Pública', 'Jurídica']),
  ],
  cbm: [
    c('Soldado Bombeiro Militar', M, 40, [3800, 6000], 'Objetiva e TAF', [50, 500], ['Segurança Pública']),
    c('Oficial Bombeiro Militar (Cadete)', S, 40, [6000, 11000], 'Objetiva e TAF', [10, 60], ['Segurança Pública']),
    c('Oficial Bombeiro Militar - Médico', S, 40, [9000, 15000], 'Objetiva', [2, 15], ['Segurança Pública', 'Saúde']),
  ],
  seduc: [
    c('Professor de Educação Básica - Língua Portuguesa', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [50, 900], ['Educação']),
    c('Professor de Educação Básica - Matemática', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [50, 900], ['Educação']),
    c('Professor de Educação Básica - Ciências Biológicas', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [20, 400], ['Educação']),
    c('Professor de Educação Básica - História', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [20, 400], ['Educação']),
    c('Professor de Educação Básica - Geografia', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [20, 400], ['Educação']),
    c('Professor de Educação Básica - Educação Física', S, 40, [4867.77, 6500], 'Objetiva, discursiva e títulos', [20, 300], ['Educação']),
    c('Especialista em Educação - Supervisão Escolar', P, 40, [5500, 8000], 'Objetiva, discursiva e títulos', [10, 120], ['Educação']),
    c('Assistente Técnico Educacional', M, 40, [2500, 3500], 'Objetiva', [20, 300], ['Educação', 'Administrativa']),
  ],
  ses: [
    c('Enfermeiro', S, 40, [4750, 6800], 'Objetiva', [20, 300], ['Saúde']),
    c('Técnico em Enfermagem', T, '12x36', [2600, 3800], 'Objetiva', [50, 600], ['Saúde']),
    c('Médico - Clínica Médica', S, 20, [10000, 18000], 'Objetiva', [10, 120], ['Saúde']),
    c('Médico - Pediatria', S, 20, [10000, 18000], 'Objetiva', [5, 60], ['Saúde']),
    c('Farmacêutico-Bioquímico', S, 40, [5000, 8000], 'Objetiva', [5, 60], ['Saúde']),
    c('Fisioterapeuta', S, 30, [4000, 5500], 'Objetiva', [5, 80], ['Saúde']),
    c('Técnico em Radiologia', T, 24, [2800, 4200], 'Objetiva', [5, 60], ['Saúde']),
    c('Assistente Administrativo em Saúde', M, 40, [2600, 3800], 'Objetiva', [10, 150], ['Saúde', 'Administrativa']),
  ],
  sefaz: [
    c('Auditor Fiscal da Receita Estadual', S, 40, [18000, 30000], 'Objetiva e discursiva', [10, 150], ['Área Fiscal']),
    c('Analista Tributário da Receita Estadual', S, 40, [9000, 15000], 'Objetiva e discursiva', [10, 80], ['Área Fiscal']),
    c('Técnico Fazendário', M, 40, [5000, 6000], 'Objetiva', [10, 80], ['Área Fiscal', 'Administrativa']),
  ],
  ale: [
    c('Técnico Legislativo', M, 30, [4500, 6000], 'Objetiva', [5, 40], ['Legislativa', 'Administrativa']),
    c('Analista Legislativo', S, 30, [9000, 20000], 'Objetiva e discursiva', [5, 40], ['Legislativa']),
    c('Consultor Legislativo', S, 40, [15000, 25000], 'Objetiva, discursiva e títulos', [2, 15], ['Legislativa']),
    c('Policial Legislativo', S, 40, [6000, 10000], 'Objetiva e TAF', [5, 30], ['Legislativa', 'Segurança Pública']),
  ],
  universidade: [
    c('Assistente em Administração', M, 40, [3200, 4600], 'Objetiva', [5, 40], ['Administrativa', 'Educação']),
    c('Técnico de Laboratório', T, 40, [3200, 4600], 'Objetiva e prova prática', [2, 15], ['Educação']),
    c('Técnico de Tecnologia da Informação', T, 40, [3200, 4600], 'Objetiva', [1, 6], ['TI', 'Educação']),
    c('Administrador', S, 40, [4500, 6500], 'Objetiva', [1, 6], ['Administrativa', 'Educação']),
    c('Bibliotecário-Documentalista', S, 40, [4500, 6500], 'Objetiva', [1, 4], ['Educação']),
    c('Tradutor e Intérprete de Linguagem de Sinais', S, 40, [4500, 6500], 'Objetiva e prova prática', [1, 4], ['Educação']),
    c('Pedagogo', S, 40, [4500, 6500], 'Objetiva', [1, 5], ['Educação']),
    c('Professor do Magistério Superior', P, 'DE', [10481.64, 13289.95], 'Objetiva, discursiva e títulos', [1, 30], ['Educação']),
  ],
  instituto: [
    c('Professor do Ensino Básico, Técnico e Tecnológico', S, 'DE', [5000, 10500], 'Objetiva, discursiva e títulos', [5, 60], ['Educação']),
    c('Assistente em Administração', M, 40, [3200, 4600], 'Objetiva', [3, 25], ['Administrativa', 'Educação']),
    c('Técnico de Laboratório', T, 40, [3200, 4600], 'Objetiva e prova prática', [2, 15], ['Educação']),
    c('Técnico em Assuntos Educacionais', S, 40, [4500, 6500], 'Objetiva', [1, 8], ['Educação']),
    c('Pedagogo', S, 40, [4500, 6500], 'Objetiva', [1, 6], ['Educação']),
    c('Tradutor e Intérprete de Linguagem de Sinais', S, 40, [4500, 6500], 'Objetiva e prova prática', [1, 4], ['Educação']),
  ],
  inss: [
    c('Técnico do Seguro Social', M, 40, [5905.79, 5905.79], 'Objetiva', [500, 1000], ['Administrativa']),
    c('Analista do Seguro Social - Serviço Social', S, 40, [8357.75, 8357.75], 'Objetiva e discursiva', [50, 250], ['Saúde']),
  ],
  rfb: [
    c('Auditor-Fiscal da Receita Federal do Brasil', S, 40, [21029.09, 21029.09], 'Objetiva e discursiva', [100, 230], ['Área Fiscal']),
    c('Analista-Tributário da Receita Federal do Brasil', S, 40, [11684.39, 11684.39], 'Objetiva e discursiva', [200, 470], ['Área Fiscal']),
  ],
  bb: [
    c('Escriturário - Agente Comercial', M, 30, [3622.23, 3622.23], 'Objetiva e discursiva', [500, 4000], ['Bancária']),
    c('Escriturário - Agente de Tecnologia', M, 30, [3622.23, 3622.23], 'Objetiva e discursiva', [100, 1000], ['Bancária', 'TI']),
  ],
  caixa: [
    c('Técnico Bancário Novo', M, 30, [3762, 3762], 'Objetiva e discursiva', [500, 3000], ['Bancária']),
    c('Técnico Bancário Novo - Tecnologia da Informação', S, 30, [3762, 3762], 'Objetiva e discursiva', [100, 1000], ['Bancária', 'TI']),
    c('Médico do Trabalho', S, 20, [12000, 14000], 'Objetiva e discursiva', [5, 30], ['Bancária', 'Saúde']),
  ],
  ibge: [
    c('Agente de Pesquisas e Mapeamento', M, 40, [2676.24, 2676.24], 'Objetiva', [1000, 6000], ['Administrativa']),
    c('Supervisor de Coleta e Qualidade', M, 40, [3379, 3379], 'Objetiva', [200, 1500], ['Administrativa']),
    c('Analista Censitário', S, 40, [4300, 4300], 'Objetiva', [50, 400], ['Administrativa']),
  ],
  pf: [
    c('Agente de Polícia Federal', S, 40, [14164.81, 14164.81], 'Objetiva e TAF', [300, 700], ['Segurança Pública', 'Policial']),
    c('Escrivão de Polícia Federal', S, 40, [14164.81, 14164.81], 'Objetiva e TAF', [100, 300], ['Segurança Pública', 'Policial']),
    c('Papiloscopista Policial Federal', S, 40, [14164.81, 14164.81], 'Objetiva e TAF', [20, 100], ['Segurança Pública', 'Policial']),
    c('Delegado de Polícia Federal', S, 40, [26800, 26800], 'Objetiva, discursiva e títulos', [50, 200], ['Segurança Pública', 'Jurídica']),
  ],
  prf: [
    c('Policial Rodoviário Federal', S, 40, [10357.88, 10357.88], 'Objetiva e TAF', [500, 1500], ['Segurança Pública', 'Policial']),
  ],
  tcu: [
    c('Auditor Federal de Controle Externo', S, 40, [22921.71, 22921.71], 'Objetiva e discursiva', [20, 70], ['Controle']),
    c('Técnico Federal de Controle Externo', S, 40, [12880.95, 12880.95], 'Objetiva e discursiva', [10, 50], ['Controle', 'Administrativa']),
  ],
  camaraDeputados: [
    c('Analista Legislativo - Técnico Legislativo', S, 40, [25000, 26000], 'Objetiva e discursiva', [10, 40], ['Legislativa']),
    c('Analista Legislativo - Consultor Legislativo', S, 40, [29000, 30000], 'Objetiva, discursiva e títulos', [5, 30], ['Legislativa']),
    c('Analista Legislativo - Informática Legislativa', S, 40, [25000, 26000], 'Objetiva e discursiva', [5, 20], ['Legislativa', 'TI']),
  ],
  senado: [
    c('Policial Legislativo Federal', S, 40, [21000, 21500], 'Objetiva e TAF', [10, 40], ['Legislativa', 'Segurança Pública']),
    c('Analista Legislativo - Processo Legislativo', S, 40, [25000, 26000], 'Objetiva e discursiva', [5, 25], ['Legislativa']),
    c('Consultor Legislativo', S, 40, [29000, 30000], 'Objetiva, discursiva e títulos', [2, 15], ['Legislativa']),
  ],
  bcb: [
    c('Analista do Banco Central', S, 40, [20924.8, 20924.8], 'Objetiva e discursiva', [50, 100], ['Bancária', 'Área Fiscal']),
    c('Técnico do Banco Central', S, 40, [8485.86, 8485.86], 'Objetiva e discursiva', [20, 60], ['Bancária', 'Administrativa']),
  ],
};

/** The agency kind's main area, listed first in a notice's tags. */
export const KIND_TAG: Partial<Record<OrgaoKind, Tag>> = {
  tj: 'Tribunais',
  tre: 'Tribunais',
  trt: 'Tribunais',
  trf: 'Tribunais',
  pm: 'Segurança Pública',
  pc: 'Segurança Pública',
  cbm: 'Segurança Pública',
  pf: 'Segurança Pública',
  prf: 'Segurança Pública',
  seduc: 'Educação',
  universidade: 'Educação',
  instituto: 'Educação',
  ses: 'Saúde',
  sefaz: 'Área Fiscal',
  rfb: 'Área Fiscal',
  ale: 'Legislativa',
  camara: 'Legislativa',
  camaraDeputados: 'Legislativa',
  senado: 'Legislativa',
  tce: 'Controle',
  tcu: 'Controle',
  mp: 'Jurídica',
  dpe: 'Jurídica',
  bb: 'Bancária',
  caixa: 'Bancária',
  bcb: 'Bancária',
};

export interface EstadoInfo {
  nome: string;
  /** Preposition before the state's name: 'do Acre', 'da Bahia', 'de São Paulo'. */
  prep: 'do' | 'da' | 'de';
  capital: string;
  assembleia: string;
  universidade: { sigla: string; nome: string; municipio?: string };
  instituto: { sigla: string; municipio?: string };
}

export const ESTADOS: Record<Uf, EstadoInfo> = {
  AC: { nome: 'Acre', prep: 'do', capital: 'Rio Branco', assembleia: 'ALEAC', universidade: { sigla: 'UFAC', nome: 'Universidade Federal do Acre' }, instituto: { sigla: 'IFAC' } },
  AL: { nome: 'Alagoas', prep: 'de', capital: 'Maceió', assembleia: 'ALE-AL', universidade: { sigla: 'UFAL', nome: 'Universidade Federal de Alagoas' }, instituto: { sigla: 'IFAL' } },
  AP: { nome: 'Amapá', prep: 'do', capital: 'Macapá', assembleia: 'ALEAP', universidade: { sigla: 'UNIFAP', nome: 'Universidade Federal do Amapá' }, instituto: { sigla: 'IFAP' } },
  AM: { nome: 'Amazonas', prep: 'do', capital: 'Manaus', assembleia: 'ALEAM', universidade: { sigla: 'UFAM', nome: 'Universidade Federal do Amazonas' }, instituto: { sigla: 'IFAM' } },
  BA: { nome: 'Bahia', prep: 'da', capital: 'Salvador', assembleia: 'ALBA', universidade: { sigla: 'UFBA', nome: 'Universidade Federal da Bahia' }, instituto: { sigla: 'IFBA' } },
  CE: { nome: 'Ceará', prep: 'do', capital: 'Fortaleza', assembleia: 'ALECE', universidade: { sigla: 'UFC', nome: 'Universidade Federal do Ceará' }, instituto: { sigla: 'IFCE' } },
  DF: { nome: 'Distrito Federal', prep: 'do', capital: 'Brasília', assembleia: 'CLDF', universidade: { sigla: 'UnB', nome: 'Universidade de Brasília' }, instituto: { sigla: 'IFB' } },
  ES: { nome: 'Espírito Santo', prep: 'do', capital: 'Vitória', assembleia: 'ALES', universidade: { sigla: 'UFES', nome: 'Universidade Federal do Espírito Santo' }, instituto: { sigla: 'IFES' } },
  GO: { nome: 'Goiás', prep: 'de', capital: 'Goiânia', assembleia: 'ALEGO', universidade: { sigla: 'UFG', nome: 'Universidade Federal de Goiás' }, instituto: { sigla: 'IFG' } },
  MA: { nome: 'Maranhão', prep: 'do', capital: 'São Luís', assembleia: 'ALEMA', universidade: { sigla: 'UFMA', nome: 'Universidade Federal do Maranhão' }, instituto: { sigla: 'IFMA' } },
  MT: { nome: 'Mato Grosso', prep: 'de', capital: 'Cuiabá', assembleia: 'ALMT', universidade: { sigla: 'UFMT', nome: 'Universidade Federal de Mato Grosso' }, instituto: { sigla: 'IFMT' } },
  MS: { nome: 'Mato Grosso do Sul', prep: 'de', capital: 'Campo Grande', assembleia: 'ALEMS', universidade: { sigla: 'UFMS', nome: 'Universidade Federal de Mato Grosso do Sul' }, instituto: { sigla: 'IFMS' } },
  MG: { nome: 'Minas Gerais', prep: 'de', capital: 'Belo Horizonte', assembleia: 'ALMG', universidade: { sigla: 'UFMG', nome: 'Universidade Federal de Minas Gerais' }, instituto: { sigla: 'IFMG' } },
  PA: { nome: 'Pará', prep: 'do', capital: 'Belém', assembleia: 'ALEPA', universidade: { sigla: 'UFPA', nome: 'Universidade Federal do Pará' }, instituto: { sigla: 'IFPA' } },
  PB: { nome: 'Paraíba', prep: 'da', capital: 'João Pessoa', assembleia: 'ALPB', universidade: { sigla: 'UFPB', nome: 'Universidade Federal da Paraíba' }, instituto: { sigla: 'IFPB' } },
  PR: { nome: 'Paraná', prep: 'do', capital: 'Curitiba', assembleia: 'ALEP', universidade: { sigla: 'UFPR', nome: 'Universidade Federal do Paraná' }, instituto: { sigla: 'IFPR' } },
  PE: { nome: 'Pernambuco', prep: 'de', capital: 'Recife', assembleia: 'ALEPE', universidade: { sigla: 'UFPE', nome: 'Universidade Federal de Pernambuco' }, instituto: { sigla: 'IFPE' } },
  PI: { nome: 'Piauí', prep: 'do', capital: 'Teresina', assembleia: 'ALEPI', universidade: { sigla: 'UFPI', nome: 'Universidade Federal do Piauí' }, instituto: { sigla: 'IFPI' } },
  RJ: { nome: 'Rio de Janeiro', prep: 'do', capital: 'Rio de Janeiro', assembleia: 'ALERJ', universidade: { sigla: 'UFRJ', nome: 'Universidade Federal do Rio de Janeiro' }, instituto: { sigla: 'IFRJ' } },
  RN: { nome: 'Rio Grande do Norte', prep: 'do', capital: 'Natal', assembleia: 'ALRN', universidade: { sigla: 'UFRN', nome: 'Universidade Federal do Rio Grande do Norte' }, instituto: { sigla: 'IFRN' } },
  RS: { nome: 'Rio Grande do Sul', prep: 'do', capital: 'Porto Alegre', assembleia: 'ALRS', universidade: { sigla: 'UFRGS', nome: 'Universidade Federal do Rio Grande do Sul' }, instituto: { sigla: 'IFRS', municipio: 'Bento Gonçalves' } },
  RO: { nome: 'Rondônia', prep: 'de', capital: 'Porto Velho', assembleia: 'ALE-RO', universidade: { sigla: 'UNIR', nome: 'Fundação Universidade Federal de Rondônia' }, instituto: { sigla: 'IFRO' } },
  RR: { nome: 'Roraima', prep: 'de', capital: 'Boa Vista', assembleia: 'ALE-RR', universidade: { sigla: 'UFRR', nome: 'Universidade Federal de Roraima' }, instituto: { sigla: 'IFRR' } },
  SC: { nome: 'Santa Catarina', prep: 'de', capital: 'Florianópolis', assembleia: 'ALESC', universidade: { sigla: 'UFSC', nome: 'Universidade Federal de Santa Catarina' }, instituto: { sigla: 'IFSC' } },
  SP: { nome: 'São Paulo', prep: 'de', capital: 'São Paulo', assembleia: 'ALESP', universidade: { sigla: 'UNIFESP', nome: 'Universidade Federal de São Paulo' }, instituto: { sigla: 'IFSP' } },
  SE: { nome: 'Sergipe', prep: 'de', capital: 'Aracaju', assembleia: 'ALESE', universidade: { sigla: 'UFS', nome: 'Universidade Federal de Sergipe', municipio: 'São Cristóvão' }, instituto: { sigla: 'IFS' } },
  TO: { nome: 'Tocantins', prep: 'do', capital: 'Palmas', assembleia: 'ALETO', universidade: { sigla: 'UFT', nome: 'Fundação Universidade Federal do Tocantins' }, instituto: { sigla: 'IFTO' } },
};

/** Headquarters of the 24 regional labour courts (TRT-n): region number → UF and city. */
export const TRTS: ReadonlyArray<{ regiao: number; uf: Uf; municipio: string }> = [
  { regiao: 1, uf: 'RJ', municipio: 'Rio de Janeiro' },
  { regiao: 2, uf: 'SP', municipio: 'São Paulo' },
  { regiao: 3, uf: 'MG', municipio: 'Belo Horizonte' },
  { regiao: 4, uf: 'RS', municipio: 'Porto Alegre' },
  { regiao: 5, uf: 'BA', municipio: 'Salvador' },
  { regiao: 6, uf: 'PE', municipio: 'Recife' },
  { regiao: 7, uf: 'CE', municipio: 'Fortaleza' },
  { regiao: 8, uf: 'PA', municipio: 'Belém' },
  { regiao: 9, uf: 'PR', municipio: 'Curitiba' },
  { regiao: 10, uf: 'DF', municipio: 'Brasília' },
  { regiao: 11, uf: 'AM', municipio: 'Manaus' },
  { regiao: 12, uf: 'SC', municipio: 'Florianópolis' },
  { regiao: 13, uf: 'PB', municipio: 'João Pessoa' },
  { regiao: 14, uf: 'RO', municipio: 'Porto Velho' },
  { regiao: 15, uf: 'SP', municipio: 'Campinas' },
  { regiao: 16, uf: 'MA', municipio: 'São Luís' },
  { regiao: 17, uf: 'ES', municipio: 'Vitória' },
  { regiao: 18, uf: 'GO', municipio: 'Goiânia' },
  { regiao: 19, uf: 'AL', municipio: 'Maceió' },
  { regiao: 20, uf: 'SE', municipio: 'Aracaju' },
  { regiao: 21, uf: 'RN', municipio: 'Natal' },
  { regiao: 22, uf: 'PI', municipio: 'Teresina' },
  { regiao: 23, uf: 'MT', municipio: 'Cuiabá' },
  { regiao: 24, uf: 'MS', municipio: 'Campo Grande' },
];

/** Headquarters of the six regional federal courts. */
export const TRFS: ReadonlyArray<{ regiao: number; uf: Uf; municipio: string }> = [
  { regiao: 1, uf: 'DF', municipio: 'Brasília' },
  { regiao: 2, uf: 'RJ', municipio: 'Rio de Janeiro' },
  { regiao: 3, uf: 'SP', municipio: 'São Paulo' },
  { regiao: 4, uf: 'RS', municipio: 'Porto Alegre' },
  { regiao: 5, uf: 'PE', municipio: 'Recife' },
  { regiao: 6, uf: 'MG', municipio: 'Belo Horizonte' },
];

/** Federal bodies whose notices are national (no UF) or based in Brasília. */
export const FEDERAIS: ReadonlyArray<{ kind: OrgaoKind; nome: string; sigla: string; nacional: boolean; bancas: readonly string[] }> = [
  { kind: 'inss', nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS', nacional: true, bancas: ['Cebraspe'] },
  { kind: 'rfb', nome: 'Receita Federal do Brasil', sigla: 'Receita Federal', nacional: true, bancas: ['FGV'] },
  { kind: 'bb', nome: 'Banco do Brasil', sigla: 'Banco do Brasil', nacional: true, bancas: ['Cesgranrio'] },
  { kind: 'caixa', nome: 'Caixa Econômica Federal', sigla: 'Caixa', nacional: true, bancas: ['Cesgranrio'] },
  { kind: 'ibge', nome: 'Instituto Brasileiro de Geografia e Estatística', sigla: 'IBGE', nacional: true, bancas: ['FGV', 'Cebraspe', 'IBFC'] },
  { kind: 'pf', nome: 'Polícia Federal', sigla: 'PF', nacional: true, bancas: ['Cebraspe'] },
  { kind: 'prf', nome: 'Polícia Rodoviária Federal', sigla: 'PRF', nacional: true, bancas: ['Cebraspe', 'FGV'] },
  { kind: 'tcu', nome: 'Tribunal de Contas da União', sigla: 'TCU', nacional: false, bancas: ['Cebraspe', 'FGV'] },
  { kind: 'camaraDeputados', nome: 'Câmara dos Deputados', sigla: 'Câmara dos Deputados', nacional: false, bancas: ['FGV', 'Cebraspe'] },
  { kind: 'senado', nome: 'Senado Federal', sigla: 'Senado Federal', nacional: false, bancas: ['FGV'] },
  { kind: 'bcb', nome: 'Banco Central do Brasil', sigla: 'Banco Central', nacional: false, bancas: ['Cebraspe'] },
];

/** Large boards that run state and federal competitions across the country (names as in bancas.csv). */
export const BANCAS_NACIONAIS = [
  'FGV',
  'Cebraspe',
  'FCC',
  'Vunesp',
  'IBFC',
  'Instituto AOCP',
  'Idecan',
  'Consulplan',
  'Instituto Consulplan',
  'Instituto Quadrix',
  'IBADE',
  'Iades',
  'IDIB',
  'Instituto Access',
  'Fundatec',
  'Cesgranrio',
  'FUNRIO',
] as const;

/** Boards strongly tied to one state, preferred there for state bodies. */
export const BANCAS_ESTADUAIS: Partial<Record<Uf, readonly string[]>> = {
  SP: ['Vunesp', 'FCC'],
  MG: ['FUMARC', 'IBFC', 'Gestão Concurso'],
  RS: ['Fundatec', 'Fundação La Salle', 'FAURGS'],
  PR: ['NC/UFPR', 'Instituto AOCP'],
  SC: ['Fepese', 'Sistema Acafe'],
  RJ: ['Cepuerj', 'SELECON', 'IBADE'],
  PA: ['Fadesp', 'CETAP'],
  MA: ['Fundação Sousândrade', 'Instituto Legatus'],
  RN: ['Comperve/UFRN'],
  CE: ['CETREDE', 'Idecan'],
  PE: ['UPENET', 'Instituto AOCP'],
  DF: ['Iades', 'Instituto Quadrix', 'Cebraspe'],
};

/** Boards of the federal judiciary's competitions. */
export const BANCAS_JUDICIARIO_FEDERAL = ['FCC', 'FGV', 'Cebraspe', 'Instituto AOCP', 'IBFC'] as const;

/** Boards of federal universities and institutes that do not run their own selection. */
export const BANCAS_ENSINO_FEDERAL = ['Instituto AOCP', 'IBFC', 'Fundatec', 'Idecan', 'Cebraspe', 'Instituto Access', 'IDIB'] as const;

/** A federal university's own selection committee, as named in bancas.csv. */
export const BANCA_PROPRIA_UNIVERSIDADE: Record<string, string> = {
  UFMG: 'UFMG',
  UFRGS: 'UFRGS',
  UFSC: 'UFSC',
  UFPR: 'NC/UFPR',
  UFRN: 'Comperve/UFRN',
  UFAL: 'Copeve/UFAL',
  UFPB: 'Coperve/UFPB',
  UFT: 'Copese/UFT',
  UFPI: 'Copese/UFPI',
  UFPA: 'Ceps/UFPA',
  UFG: 'CS/UFG',
  UFES: 'UFES',
  UFMT: 'UFMT',
  UFMA: 'UFMA',
  UFC: 'UFC',
  UFBA: 'UFBA',
  UFPE: 'UFPE',
  UFAC: 'UFAC',
  UNIFAP: 'UNIFAP',
  UNIR: 'UNIR',
  UFRR: 'DRH/UFRR',
  UFS: 'UFS',
  UNIFESP: 'UNIFESP',
  UFMS: 'UFMS',
  UFRJ: 'NCE/UFRJ',
};

/**
 * Private boards that run municipal competitions (prefeituras and câmaras); a notice takes one that
 * has worked in the notice's UF according to bancas.csv.
 */
export const BANCAS_MUNICIPAIS = [
  'Acesse Concursos', 'Apta', 'CEMAT', 'CMM Concursos', 'CONSCAM', 'Consesp', 'Consulpam', 'Exame',
  'FAFIPA', 'FAUEL', 'Fundação La Salle', 'GL Consultoria', 'IBAM', 'IMais', 'Instituto INDEC',
  'Integri Brasil', 'KLC Concursos', 'Legalle Concursos', 'Objetiva Concursos', 'OM Consultoria',
  'Publiconsult', 'RBO Concursos', 'Vunesp', 'Fepese', 'Zambini', 'AMEOSC', 'Instituto Nosso Rumo',
  'Consep', 'Fundatec', 'IMAM', 'SHDias', 'MSConcursos', 'Omni Concursos', 'Sigma Assessoria', 'Idecan',
  'Exatus', 'IBFC', 'Instituto Quadrix', 'FUNVAPI', 'Consulplan', 'Instituto AOCP', 'INDEPAC', 'SELECON',
  'Amauc', 'JCM Concursos', 'Avança SP', 'FAPEC', 'IDIB', 'Instituto Consulplan', 'Faepesul', 'Ápice',
  'Reis & Reis Auditores', 'IBADE', 'MSM Consultoria', 'Fadesp', 'Instituto Legatus', 'Máxima',
  'Instituto Atame', 'Fundação Sousândrade', 'Planejar', 'Exitus Concursos',
  'IBGP - Instituto Brasileiro de Gestão e Pesquisa', 'Fenix Concursos', 'Itame', 'Directa',
  'W2 Auditoria e Consultoria', 'EPL Concursos', 'IPEFAE', 'Prime Concursos', 'Dédalus Concursos',
  'Premier', 'Instituto Brasil', 'Consultec', 'Gualimp', 'CETAP', 'Aplicativa', 'Gabriel Excelência',
  'IESES', 'IBDO', 'IVIN', 'ABCP', 'Elo Assessoria', 'Planexcon', 'Instituto Brio', 'ADM&TEC',
  'Instituto DOM', 'CETREDE', 'IDHTec', 'Qualicon', 'ICAP', 'IDRH Concursos', 'Educa', 'IDESC', 'Agirh',
  'Ética Concursos', 'Fundação Cajuína', 'Metrocapital', 'Instituto Access', 'Inaz do Pará',
  'Fundação Aroeira', 'Fundação Dom Cintra', 'Instituto Acesso', 'Gazzinelli', 'Pública Concursos',
] as const;
