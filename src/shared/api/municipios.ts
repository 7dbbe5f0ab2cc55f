import { z } from 'zod';
import { ufQuerySchema } from '../editais/schemas';
import { UFS } from '../ufs';

/**
 * The municipality endpoints (the "perto de mim" picker): GET /api/municipios?q=&uf= finds names
 * as they are typed, GET /api/municipios/{codigo} names a code read from an address.
 */

export const MUNICIPIO_BUSCA_MIN = 2;
export const MUNICIPIO_BUSCA_MAX = 60;
/** Most municipalities one autocomplete answer lists. */
export const MUNICIPIOS_LIMITE = 20;

export const MUNICIPIO_BUSCA_CURTA = `Busca de município (q) muito curta: digite ao menos ${MUNICIPIO_BUSCA_MIN} letras`;
export const MUNICIPIO_BUSCA_LONGA = `Busca de município (q) muito longa: no máximo ${MUNICIPIO_BUSCA_MAX} caracteres`;
export const MUNICIPIO_CODIGO_INVALIDO = 'Código IBGE do município (codigo) inválido: são 7 dígitos';
export const MUNICIPIO_NAO_ENCONTRADO = 'Município não encontrado';

/** A 7-digit IBGE municipality code, as in ?municipio= and /api/municipios/{codigo}. */
export const municipioCodigoSchema = z
  .string({ error: MUNICIPIO_CODIGO_INVALIDO })
  .regex(/^\d{7}$/, { error: MUNICIPIO_CODIGO_INVALIDO })
  .meta({ description: 'Código IBGE do município (7 dígitos)', example: '3550308' });

/** ?q=&uf=: q trimmed, 2 to 60 characters; uf optional, in any letter case. */
export const municipiosQuerySchema = z.object({
  q: z
    .string({ error: MUNICIPIO_BUSCA_CURTA })
    .trim()
    .min(MUNICIPIO_BUSCA_MIN, { error: MUNICIPIO_BUSCA_CURTA })
    .max(MUNICIPIO_BUSCA_MAX, { error: MUNICIPIO_BUSCA_LONGA })
    .meta({ description: 'Parte do nome do município, sem diferenciar maiúsculas nem acentos', example: 'campinas' }),
  uf: ufQuerySchema,
});
export type MunicipiosQuery = z.output<typeof municipiosQuerySchema>;

/** /api/municipios/{codigo} */
export const municipioParamsSchema = z.object({ codigo: municipioCodigoSchema });

export const municipioSchema = z
  .object({
    codigo: z.string().meta({ description: 'Código IBGE (7 dígitos)', example: '3509502' }),
    nome: z.string().meta({ example: 'Campinas' }),
    uf: z.enum(UFS),
  })
  .meta({ id: 'Municipio' });
export type MunicipioRef = z.infer<typeof municipioSchema>;

export const municipiosResponseSchema = z
  .object({ municipios: z.array(municipioSchema).max(MUNICIPIOS_LIMITE) })
  .meta({ id: 'Municipios' });
export type MunicipiosResponse = z.infer<typeof municipiosResponseSchema>;
