import { z } from 'zod';
import { UFS, type Uf } from '../ufs';

/**
 * Query and path parameters of the notice endpoints, with Portuguese messages. The server validates
 * requests with them and the web app uses them to read its own URL (?q=&uf=, /edital/:id).
 */

export const UF_INVALIDA = 'Estado (UF) inválido';
export const BUSCA_MUITO_LONGA = 'Busca muito longa';
export const BUSCA_INVALIDA = 'Busca inválida';
export const ID_INVALIDO = 'Identificador de concurso inválido';

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
