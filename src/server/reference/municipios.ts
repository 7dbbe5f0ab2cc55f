import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { UFS, type Uf } from '#shared/ufs';

/** The IBGE municipalities (@brazilian-utils): what the seed stores in `municipio` and the collector matches against. */

export interface Municipio {
  /** The 7-digit IBGE code. */
  codigoIbge: string;
  nome: string;
  uf: Uf;
}

let municipiosCache: Municipio[] | undefined;
let byCode: Map<string, Municipio> | undefined;

/** The IBGE municipalities, state by state (the per-state lists are cheaper than the sorted full list); read once per process. */
export function loadMunicipalities(): Municipio[] {
  municipiosCache ??= UFS.flatMap((uf) => getMunicipalities(uf).map((m) => ({ codigoIbge: m.code, nome: m.name, uf })));
  return municipiosCache;
}

/** The municipality with this IBGE code. */
export function findMunicipioByCode(code: string): Municipio | null {
  byCode ??= new Map(loadMunicipalities().map((m) => [m.codigoIbge, m]));
  return byCode.get(code) ?? null;
}
