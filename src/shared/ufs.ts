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
 * The states each state shares a land border with (IBGE's state boundaries; the DF borders GO and
 * MG). Advanced search's "vizinhos" widens a choice of states with them.
 */
export const UF_VIZINHOS: Record<Uf, readonly Uf[]> = {
  AC: ['AM', 'RO'],
  AL: ['BA', 'PE', 'SE'],
  AP: ['PA'],
  AM: ['AC', 'MT', 'PA', 'RO', 'RR'],
  BA: ['AL', 'ES', 'GO', 'MG', 'PE', 'PI', 'SE', 'TO'],
  CE: ['PB', 'PE', 'PI', 'RN'],
  DF: ['GO', 'MG'],
  ES: ['BA', 'MG', 'RJ'],
  GO: ['BA', 'DF', 'MG', 'MS', 'MT', 'TO'],
  MA: ['PA', 'PI', 'TO'],
  MT: ['AM', 'GO', 'MS', 'PA', 'RO', 'TO'],
  MS: ['GO', 'MG', 'MT', 'PR', 'SP'],
  MG: ['BA', 'DF', 'ES', 'GO', 'MS', 'RJ', 'SP'],
  PA: ['AM', 'AP', 'MA', 'MT', 'RR', 'TO'],
  PB: ['CE', 'PE', 'RN'],
  PR: ['MS', 'SC', 'SP'],
  PE: ['AL', 'BA', 'CE', 'PB', 'PI'],
  PI: ['BA', 'CE', 'MA', 'PE', 'TO'],
  RJ: ['ES', 'MG', 'SP'],
  RN: ['CE', 'PB'],
  RS: ['SC'],
  RO: ['AC', 'AM', 'MT'],
  RR: ['AM', 'PA'],
  SC: ['PR', 'RS'],
  SP: ['MG', 'MS', 'PR', 'RJ'],
  SE: ['AL', 'BA'],
  TO: ['BA', 'GO', 'MA', 'MT', 'PA', 'PI'],
};

/** The given states and every state bordering one of them, once each, in the order of UFS. */
export function withNeighbours(ufs: Iterable<Uf>): Uf[] {
  const wanted = new Set<Uf>();
  for (const uf of ufs) {
    wanted.add(uf);
    for (const neighbour of UF_VIZINHOS[uf]) wanted.add(neighbour);
  }
  return UFS.filter((uf) => wanted.has(uf));
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
