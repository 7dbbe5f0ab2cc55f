import { z } from 'zod';
import { BUSCA_NOME_MAX, BUSCA_TEXTS, BUSCAS_LIMITE } from '../buscas';
import { advancedSearchQuerySchema, filtersFromQuery } from '../editais/schemas';
import type { SearchFilters } from '../editais/search-filters';

/**
 * Saved searches (issue 15, Premium): POST/GET /api/me/buscas, DELETE /api/me/buscas/{id}. The
 * filters are the query parameters of GET /api/editais, checked by the same schema, so a bad value
 * gets the same message, naming the parameter.
 */

/** A parameter's value as the address carries it: once ('SP') or repeated (['SP', 'RJ']). */
const paramValueDoc = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

/**
 * The filters of a saved search, read as GET /api/editais reads its query: unknown names are
 * ignored, and so is `pagina` (a saved search is every match, not one page).
 */
export function parseFiltros(filtros: Readonly<Record<string, unknown>>): { filters: SearchFilters } | { error: string } {
  const { pagina: _pagina, ...params } = filtros;
  const query = advancedSearchQuerySchema.safeParse(params);
  if (!query.success) return { error: query.error.issues[0]?.message ?? BUSCA_TEXTS.filtrosInvalidos };
  const parsed = filtersFromQuery(query.data);
  return 'error' in parsed ? parsed : { filters: parsed.filters };
}

const filtrosInputSchema = z
  .record(z.string(), z.unknown(), { error: BUSCA_TEXTS.filtrosInvalidos })
  .transform((filtros, ctx): SearchFilters => {
    const parsed = parseFiltros(filtros);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.filters;
  })
  .meta({
    description:
      "Os parâmetros da busca, como GET /api/editais os recebe (q, uf, nivel, salario_min, …): um valor por nome, ou uma lista para os repetíveis. 'pagina' e nomes desconhecidos são ignorados.",
    example: { q: 'policia', uf: ['SP', 'RJ'], nivel: 'superior' },
    additionalProperties: paramValueDoc,
  });

/** POST /api/me/buscas */
export const buscaSalvaInputSchema = z
  .object(
    {
      nome: z
        .string({ error: BUSCA_TEXTS.nomeInvalido })
        .trim()
        .min(1, { error: BUSCA_TEXTS.nomeInvalido })
        .max(BUSCA_NOME_MAX, { error: BUSCA_TEXTS.nomeInvalido })
        .meta({ description: `Nome da busca, de 1 a ${BUSCA_NOME_MAX} caracteres.`, example: 'Polícia no Sudeste' }),
      filtros: filtrosInputSchema,
    },
    { error: BUSCA_TEXTS.corpoInvalido },
  )
  .meta({ id: 'BuscaSalvaEntrada' });
export type BuscaSalvaInput = z.input<typeof buscaSalvaInputSchema>;

/** /api/me/buscas/{id}: a positive integer without sign or leading zeros. */
export const buscaParamsSchema = z.object({
  id: z
    .string({ error: BUSCA_TEXTS.idInvalido })
    .regex(/^[1-9]\d{0,9}$/, { error: BUSCA_TEXTS.idInvalido })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: BUSCA_TEXTS.idInvalido })
    .meta({ description: 'Identificador da busca salva', example: '1' }),
});

export const buscaSalvaSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    filtros: z
      .record(z.string(), z.union([z.string(), z.array(z.string())]))
      .meta({ description: 'Os filtros na forma canônica: padrões e vazios omitidos; um nome repetido é uma lista.' }),
    query: z.string().meta({
      description: 'Os mesmos filtros como query string de GET /api/editais e de /explorar (vazia: todos os concursos).',
      example: 'q=policia&uf=SP&uf=RJ&nivel=superior',
    }),
    descricao: z.string().meta({ description: 'Resumo legível dos filtros.', example: '“policia” · SP, RJ · Superior' }),
    rss_url: z.string().meta({
      description: 'Endereço absoluto e secreto do feed RSS da busca (os 50 concursos mais recentes que combinam); funciona sem login.',
    }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'BuscaSalva' });
export type BuscaSalva = z.infer<typeof buscaSalvaSchema>;

/** 201 of POST /api/me/buscas */
export const buscaSalvaCreatedSchema = z.object({ busca: buscaSalvaSchema }).meta({ id: 'BuscaSalvaCriada' });
export type BuscaSalvaCreated = z.infer<typeof buscaSalvaCreatedSchema>;

/** GET /api/me/buscas: newest first. */
export const buscasSalvasResponseSchema = z
  .object({
    buscas: z.array(buscaSalvaSchema),
    limite: z.number().int().meta({ description: `Buscas salvas permitidas por conta (${BUSCAS_LIMITE}).` }),
  })
  .meta({ id: 'BuscasSalvas' });
export type BuscasSalvasResponse = z.infer<typeof buscasSalvasResponseSchema>;
