import {
  MUNICIPIO_BUSCA_CURTA,
  MUNICIPIO_BUSCA_LONGA,
  MUNICIPIO_CODIGO_INVALIDO,
  MUNICIPIO_NAO_ENCONTRADO,
  municipioParamsSchema,
  municipioSchema,
  municipiosQuerySchema,
  municipiosResponseSchema,
} from '#shared/api/municipios';
import { UF_INVALIDA } from '#shared/editais/schemas';
import { AppError } from '#server/lib/app-error';
import { createRouter, errorResponse, jsonResponse, routesTagged } from '#server/lib/router';
import { getMunicipio, listMunicipios } from './municipios.service';

/** The IBGE list changes once a year at most: a day in any cache is fine. */
export const MUNICIPIOS_CACHE_CONTROL = 'public, max-age=86400';

const route = routesTagged('municípios');

const searchRoute = route('get', '/api/municipios', {
  summary: 'Municípios pelo nome (autocompletar)',
  description:
    'Até 20 municípios do IBGE cujo nome contém q, sem diferenciar maiúsculas nem acentos: o nome exato primeiro, depois os que começam por q, depois os demais; capitais primeiro em cada grupo. uf restringe a um estado. Resposta pública, guardada em cache por um dia.',
  request: { query: municipiosQuerySchema },
  responses: {
    200: jsonResponse('Municípios encontrados', municipiosResponseSchema),
    400: errorResponse(`${MUNICIPIO_BUSCA_CURTA}, ${MUNICIPIO_BUSCA_LONGA} ou ${UF_INVALIDA}`),
  },
});

const detailRoute = route('get', '/api/municipios/{codigo}', {
  summary: 'Um município pelo código IBGE',
  description: 'Nome e UF do município com esse código IBGE de 7 dígitos. Resposta pública, guardada em cache por um dia.',
  request: { params: municipioParamsSchema },
  responses: {
    200: jsonResponse('O município', municipioSchema),
    400: errorResponse(MUNICIPIO_CODIGO_INVALIDO),
    404: errorResponse(MUNICIPIO_NAO_ENCONTRADO),
  },
});

/** Public, read-only lookups over the IBGE municipalities (the "perto de mim" picker). */
export function municipiosRoutes() {
  return createRouter()
    .openapi(searchRoute, (c) => {
      c.header('Cache-Control', MUNICIPIOS_CACHE_CONTROL);
      return c.json(listMunicipios(c.req.valid('query')), 200);
    })
    .openapi(detailRoute, (c) => {
      const found = getMunicipio(c.req.valid('param').codigo);
      if (!found) throw new AppError('NOT_FOUND', MUNICIPIO_NAO_ENCONTRADO);
      c.header('Cache-Control', MUNICIPIOS_CACHE_CONTROL);
      return c.json(found, 200);
    });
}
