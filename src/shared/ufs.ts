/** The 27 federative units of Brazil, in the order SPEC.md lists them. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export type Uf = (typeof UFS)[number];

export const UF_NAMES: Record<Uf, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export function isUf(value: unknown): value is Uf {
  return typeof value === 'string' && (UFS as readonly string[]).includes(value);
}

/**
 * The article each state's name takes in Portuguese: 'o Rio de Janeiro', 'a Bahia', but 'São Paulo'
 * and 'Minas Gerais' without one. It decides the contraction: 'no Rio de Janeiro', 'em São Paulo'.
 */
const UF_ARTICLES: Record<Uf, 'o' | 'a' | ''> = {
  AC: 'o', AL: '', AP: 'o', AM: 'o', BA: 'a', CE: 'o', DF: 'o', ES: 'o', GO: '', MA: 'o', MT: '', MS: '',
  MG: '', PA: 'o', PB: 'a', PR: 'o', PE: '', PI: 'o', RJ: 'o', RN: 'o', RS: 'o', RO: '', RR: '', SC: '',
  SP: '', SE: '', TO: 'o',
};

/** 'em São Paulo', 'no Rio de Janeiro', 'na Bahia'. */
export function emUf(uf: Uf): string {
  const article = UF_ARTICLES[uf];
  return `${article ? `n${article}` : 'em'} ${UF_NAMES[uf]}`;
}

/** 'de São Paulo', 'do Rio de Janeiro', 'da Bahia'. */
export function deUf(uf: Uf): string {
  return `d${UF_ARTICLES[uf] || 'e'} ${UF_NAMES[uf]}`;
}
