import type { MunicipioRef, MunicipiosQuery, MunicipiosResponse } from '#shared/api/municipios';
import { MUNICIPIOS_LIMITE } from '#shared/api/municipios';
import { findMunicipioByCode, searchMunicipios, type Municipio } from '#server/reference/municipios';

/**
 * The municipality picker's answers, from the IBGE list in memory (src/server/reference): no
 * database, the same answer for everyone.
 */

const asRef = (m: Municipio): MunicipioRef => ({ codigo: m.codigoIbge, nome: m.nome, uf: m.uf });

/** Up to 20 municipalities whose name matches q: exact name, then prefix, then anywhere; capitals first. */
export function listMunicipios(query: MunicipiosQuery): MunicipiosResponse {
  return { municipios: searchMunicipios(query.q, { uf: query.uf, limit: MUNICIPIOS_LIMITE }).map(asRef) };
}

/** The municipality with this IBGE code, or null. */
export function getMunicipio(codigo: string): MunicipioRef | null {
  const found = findMunicipioByCode(codigo);
  return found ? asRef(found) : null;
}
