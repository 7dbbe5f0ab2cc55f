import { z } from 'zod';
import { AREAS, ESFERAS, type Nivel } from '../domain';
import { UFS, type Uf } from '../ufs';
import { formatInteger } from './format';
import {
  areaFromParam,
  esferaFromParam,
  FILTER_BOUNDS,
  isMunicipioCode,
  NIVEL_SLUGS,
  nivelFromParam,
  ordemFromParam,
  ORDENS,
  reaisFromParam,
  SITUACOES,
  situacaoFromParam,
  wholeNumberFromParam,
  type SearchFilters,
} from './search-filters';

/**
 * Query and path parameters of the notice endpoints, with Portuguese messages. The server validates
 * requests with them and the web app uses them to read its own URL (?q=&uf=, /edital/:id).
 */

export const UF_INVALIDA = 'Estado (UF) inválido';
export const BUSCA_MUITO_LONGA = 'Busca muito longa';
export const BUSCA_INVALIDA = 'Busca inválida';
export const ID_INVALIDO = 'Identificador de concurso inválido';
export const MUNICIPIO_NAO_ENCONTRADO = 'Município não encontrado (municipio): confira o código IBGE.';

/** Longest title search accepted, in characters after trimming. */
export const SEARCH_MAX_LENGTH = 100;
/** Notice ids are PostgreSQL integers (serial). */
export const EDITAL_ID_MAX = 2_147_483_647;

const UF_SET: ReadonlySet<string> = new Set(UFS);

/**
 * Optional state filter: one of the 27 UFs in any letter case ('sp' → 'SP'); blank means no filter.
 * Anything else fails with 'Estado (UF) inválido'.
 */
export const ufQuerySchema = z
  .string({ error: UF_INVALIDA })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || UF_SET.has(v), { error: UF_INVALIDA })
  .transform((v): Uf | undefined => (v === '' ? undefined : (v as Uf)))
  .optional();

/** ?uf= of the feeds. */
export const feedQuerySchema = z.object({ uf: ufQuerySchema });
export type FeedQuery = z.output<typeof feedQuerySchema>;

/** ?q=&uf= of the search: q trimmed, at most 100 characters, blank means no text filter. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: BUSCA_INVALIDA })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: BUSCA_MUITO_LONGA })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  uf: ufQuerySchema,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A notice id as written in a path: a positive integer without sign or leading zeros. */
export const editalIdSchema = z
  .string({ error: ID_INVALIDO })
  .regex(/^[1-9]\d{0,9}$/, { error: ID_INVALIDO })
  .transform(Number)
  .refine((n) => n <= EDITAL_ID_MAX, { error: ID_INVALIDO });

/** /edital/:id and /api/editais/:id */
export const editalParamsSchema = z.object({ id: editalIdSchema });

/**
 * /api/estados/:uf: the state as written in the path, in any letter case ('sp', 'SP'). Any text
 * passes here: a state that is not one of the 27 is a page that does not exist (404), not a bad request.
 */
export const estadoParamsSchema = z.object({
  uf: z.string().meta({ description: 'Sigla do estado (UF), em maiúsculas ou minúsculas', example: 'sp' }),
});

// --- The advanced search (issue 15): the same names and values as search-filters.ts, strictly.

/** Messages of the advanced search's parameters, each naming the parameter. */
export const FILTRO_INVALIDO = {
  uf: `${UF_INVALIDA} (uf): use siglas como SP ou RJ.`,
  nivel: 'Nível inválido (nivel): use fundamental, medio, tecnico, superior ou pos.',
  salario_min: `Salário mínimo inválido (salario_min): informe um valor em reais entre 0 e ${formatInteger(FILTER_BOUNDS.salarioMax)}, como 5000.`,
  vagas_min: `Número mínimo de vagas inválido (vagas_min): informe um número inteiro entre 1 e ${formatInteger(FILTER_BOUNDS.vagasMax)}.`,
  esfera: 'Esfera inválida (esfera): use federal, estadual ou municipal.',
  area: `Área inválida (area): use ${AREAS.join(', ')}.`,
  banca: `Banca inválida (banca): informe de ${FILTER_BOUNDS.bancaMin} a ${FILTER_BOUNDS.bancaMax} caracteres do nome ou da sigla.`,
  situacao: 'Situação inválida (situacao): use abertas ou previstas.',
  prazo: `Prazo inválido (prazo): informe um número de dias entre 0 e ${FILTER_BOUNDS.prazoMax}.`,
  ordem: 'Ordem inválida (ordem): use recentes, prazo, salario ou vagas.',
  pagina: `Página inválida (pagina): informe um número inteiro entre 1 e ${FILTER_BOUNDS.paginaMax}.`,
  municipio: 'Município inválido (municipio): informe o código IBGE de 7 dígitos.',
  raio_km: `Distância inválida (raio_km): informe um número de quilômetros entre 0 e ${FILTER_BOUNDS.raioMax}.`,
  raio_sem_municipio: 'A distância (raio_km) precisa de um município (municipio).',
  vizinhos: 'Valor inválido (vizinhos): use 1 para incluir os estados vizinhos.',
  vizinhos_sem_uf: 'Os estados vizinhos (vizinhos) precisam de ao menos um estado (uf).',
  repetido: (name: string) => `O parâmetro ${name} aceita um único valor.`,
  lista_longa: (name: string) => `Valores demais em ${name}: no máximo ${FILTER_BOUNDS.listMax}.`,
} as const;

/** A parameter given once ('x') or repeated (['x', 'y']), as Hono hands query values over. */
const manyValues = (name: string, message: string) =>
  z
    .union([z.string({ error: message }), z.array(z.string({ error: message }))], { error: message })
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s !== ''))
    .refine((list) => list.length <= FILTER_BOUNDS.listMax, { error: FILTRO_INVALIDO.lista_longa(name) })
    .optional();

/** A parameter given at most once, blank meaning absent, read with `read` (undefined: invalid). */
function oneValue<T>(name: string, message: string, read: (value: string) => T | undefined) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T | undefined => {
      if (value === undefined) return undefined;
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: Array.isArray(value) ? FILTRO_INVALIDO.repetido(name) : message });
        return z.NEVER;
      }
      if (value.trim() === '') return undefined;
      const read_ = read(value);
      if (read_ === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return read_;
    });
}

const inRange = (read: (v: string) => number | undefined, min: number, max: number) => (v: string) => {
  const n = read(v);
  return n !== undefined && n >= min && n <= max ? n : undefined;
};

const docString = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });
const docList = (description: string, values?: readonly string[]) => ({
  type: 'array',
  items: values ? { type: 'string', enum: [...values] } : { type: 'string' },
  description,
});

/**
 * ?q=&uf=… of GET /api/editais. Free: q and one uf. Every other parameter (a second uf included)
 * needs Premium; the route answers 403 PREMIUM_REQUIRED after these values are found valid.
 */
export const advancedSearchQuerySchema = z.object({
  q: searchQuerySchema.shape.q,
  uf: manyValues('uf', FILTRO_INVALIDO.uf)
    .transform((list, ctx) => {
      const ufs: Uf[] = [];
      for (const value of list ?? []) {
        const uf = value.toUpperCase();
        if (!UF_SET.has(uf)) {
          ctx.addIssue({ code: 'custom', message: FILTRO_INVALIDO.uf });
          return z.NEVER;
        }
        if (!ufs.includes(uf as Uf)) ufs.push(uf as Uf);
      }
      return ufs;
    })
    .meta(docList('Estados (UF); repita para vários: uf=SP&uf=RJ. Mais de um: Premium.', UFS)),
  nivel: manyValues('nivel', FILTRO_INVALIDO.nivel)
    .transform((list, ctx) => {
      const niveis: Nivel[] = [];
      for (const value of list ?? []) {
        const nivel = nivelFromParam(value);
        if (!nivel) {
          ctx.addIssue({ code: 'custom', message: FILTRO_INVALIDO.nivel });
          return z.NEVER;
        }
        if (!niveis.includes(nivel)) niveis.push(nivel);
      }
      return niveis;
    })
    .meta(docList('Níveis de escolaridade (Premium); repita para vários.', Object.keys(NIVEL_SLUGS))),
  salario_min: oneValue('salario_min', FILTRO_INVALIDO.salario_min, inRange(reaisFromParam, 0, FILTER_BOUNDS.salarioMax)).meta(docString('Salário mínimo em reais, comparado com a maior remuneração (Premium).', { example: '5000' })),
  vagas_min: oneValue('vagas_min', FILTRO_INVALIDO.vagas_min, inRange(wholeNumberFromParam, 1, FILTER_BOUNDS.vagasMax)).meta(docString('Número mínimo de vagas (Premium).')),
  esfera: oneValue('esfera', FILTRO_INVALIDO.esfera, esferaFromParam).meta(docString('Esfera (Premium).', { enum: [...ESFERAS] })),
  area: oneValue('area', FILTRO_INVALIDO.area, areaFromParam).meta(docString('Área de atuação (Premium).', { enum: [...AREAS] })),
  banca: oneValue('banca', FILTRO_INVALIDO.banca, (v) => {
    const text = v.trim();
    return text.length >= FILTER_BOUNDS.bancaMin && text.length <= FILTER_BOUNDS.bancaMax ? text : undefined;
  }).meta(docString('Nome ou sigla da banca, sem diferenciar acentos (Premium).')),
  situacao: oneValue('situacao', FILTRO_INVALIDO.situacao, situacaoFromParam).meta(docString("'abertas': inscrições abertas; 'previstas': publicados ou autorizados (Premium).", { enum: [...SITUACOES] })),
  prazo: oneValue('prazo', FILTRO_INVALIDO.prazo, inRange(wholeNumberFromParam, 0, FILTER_BOUNDS.prazoMax)).meta(docString('Inscrições terminam em até N dias, contados de hoje em Brasília (Premium).')),
  ordem: oneValue('ordem', FILTRO_INVALIDO.ordem, ordemFromParam).meta(docString("Ordem: 'recentes' (padrão), 'prazo', 'salario', 'vagas' (Premium).", { enum: [...ORDENS] })),
  pagina: oneValue('pagina', FILTRO_INVALIDO.pagina, inRange(wholeNumberFromParam, 1, FILTER_BOUNDS.paginaMax)).meta(docString('Página, a partir de 1, 50 por página; a resposta traz o total (Premium).')),
  municipio: oneValue('municipio', FILTRO_INVALIDO.municipio, (v) => (isMunicipioCode(v) ? v.trim() : undefined)).meta(docString('Código IBGE do município, centro da distância raio_km (Premium).', { example: '3550308' })),
  raio_km: oneValue('raio_km', FILTRO_INVALIDO.raio_km, inRange(wholeNumberFromParam, 0, FILTER_BOUNDS.raioMax)).meta(docString('Distância em km entre as sedes dos municípios (padrão 0: só o município) (Premium).')),
  vizinhos: oneValue('vizinhos', FILTRO_INVALIDO.vizinhos, (v) => (v.trim() === '1' ? true : v.trim() === '0' ? false : undefined)).meta(docString('1: inclui os estados vizinhos dos escolhidos em uf (Premium).', { enum: ['1', '0'] })),
});

export type AdvancedSearchQuery = z.output<typeof advancedSearchQuerySchema>;

/** The filters and page of a valid query, or the message of what contradicts itself. */
export function filtersFromQuery(query: AdvancedSearchQuery): { filters: SearchFilters; pagina: number | undefined } | { error: string } {
  if (query.raio_km !== undefined && query.municipio === undefined) return { error: FILTRO_INVALIDO.raio_sem_municipio };
  if (query.vizinhos && query.uf.length === 0) return { error: FILTRO_INVALIDO.vizinhos_sem_uf };
  return {
    filters: {
      q: query.q,
      ufs: query.uf,
      niveis: query.nivel,
      salarioMin: query.salario_min,
      vagasMin: query.vagas_min,
      esfera: query.esfera,
      area: query.area,
      banca: query.banca,
      situacao: query.situacao,
      prazo: query.prazo,
      ordem: query.ordem ?? 'recentes',
      municipio: query.municipio,
      raioKm: query.municipio === undefined ? undefined : query.raio_km,
      vizinhos: query.vizinhos ?? false,
    },
    pagina: query.pagina,
  };
}
