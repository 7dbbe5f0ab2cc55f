import { readFileSync } from 'node:fs';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { normalizeText } from '#shared/editais/classify';
import { UFS, type Uf } from '#shared/ufs';

/**
 * The IBGE municipalities (@brazilian-utils): what the seed stores in `municipio` and the collector
 * matches against, with the coordinates of each municipal seat (municipios-coordenadas.csv, from
 * kelvins/municipios-brasileiros; see README.md) for "near me".
 */

export interface Municipio {
  /** The 7-digit IBGE code. */
  codigoIbge: string;
  nome: string;
  uf: Uf;
  /** The municipal seat, in decimal degrees (WGS 84). */
  latitude: number;
  longitude: number;
  /** The state's capital (Brasília for the DF). */
  capital: boolean;
}

/** A point on the globe in decimal degrees. */
export interface Coordenadas {
  latitude: number;
  longitude: number;
}

export const MUNICIPIOS_COORDENADAS_CSV_URL = new URL('./municipios-coordenadas.csv', import.meta.url);

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371;

/** A municipal seat as municipios-coordenadas.csv gives it. */
export interface Seat extends Coordenadas {
  capital: boolean;
}

/** Parses municipios-coordenadas.csv (codigo_ibge,latitude,longitude,capital); a malformed line throws. */
export function parseCoordenadasCsv(text: string): Map<string, Seat> {
  const lines = text.trim().split(/\r?\n/);
  if (lines[0] !== 'codigo_ibge,latitude,longitude,capital') throw new Error('municipios-coordenadas.csv: cabeçalho inesperado');
  const seats = new Map<string, Seat>();
  for (const line of lines.slice(1)) {
    const [code, lat, lon, capital] = line.split(',');
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!/^\d{7}$/.test(code ?? '') || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !/^[01]$/.test(capital ?? '')) {
      throw new Error(`municipios-coordenadas.csv: linha inválida: ${line}`);
    }
    seats.set(code!, { latitude, longitude, capital: capital === '1' });
  }
  return seats;
}

let municipiosCache: Municipio[] | undefined;
let byCode: Map<string, Municipio> | undefined;
let byUfName: Map<string, Municipio> | undefined;

/**
 * The IBGE municipalities, state by state (the per-state lists are cheaper than the sorted full
 * list), each with its seat's coordinates; read once per process. A municipality without
 * coordinates throws: the two lists must be updated together.
 */
export function loadMunicipalities(): Municipio[] {
  if (!municipiosCache) {
    const seats = parseCoordenadasCsv(readFileSync(MUNICIPIOS_COORDENADAS_CSV_URL, 'utf8'));
    municipiosCache = UFS.flatMap((uf) =>
      getMunicipalities(uf).map((m) => {
        const seat = seats.get(m.code);
        if (!seat) throw new Error(`municipios-coordenadas.csv: sem coordenadas para ${m.code} (${m.name} - ${uf})`);
        return { codigoIbge: m.code, nome: m.name, uf, ...seat };
      }),
    );
  }
  return municipiosCache;
}

/** The municipality with this IBGE code. */
export function findMunicipioByCode(code: string): Municipio | null {
  byCode ??= new Map(loadMunicipalities().map((m) => [m.codigoIbge, m]));
  return byCode.get(code) ?? null;
}

const ufNameKey = (uf: string, nome: string) => `${uf.trim().toUpperCase()}|${normalizeText(nome)}`;

/**
 * The municipality of `uf` whose name is exactly `nome`, ignoring case, accents and extra spaces
 * ('sao paulo', 'SÃO  PAULO'); null when there is none. No aliases or partial names: the collector's
 * extractors (collector/extract/reference-data.ts) turn what notices write into these names.
 */
export function findMunicipio(uf: string, nome: string): Municipio | null {
  byUfName ??= new Map(loadMunicipalities().map((m) => [ufNameKey(m.uf, m.nome), m]));
  return byUfName.get(ufNameKey(uf, nome)) ?? null;
}

/**
 * The code edital.municipio_ibge stores (the IBGE code as an integer) for a notice's state and
 * municipality name, by findMunicipio; null when either is missing or they name no municipality.
 * The collector, the demo seed and the backfill of older rows all link notices with it.
 */
export function municipioIbgeOf(uf: string | null | undefined, nome: string | null | undefined): number | null {
  if (!uf || !nome) return null;
  const found = findMunicipio(uf, nome);
  return found ? Number(found.codigoIbge) : null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine formula, Earth radius 6371 km). */
export function distanceKm(a: Coordenadas, b: Coordenadas): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The seats as flat arrays (radians, cosines precomputed), for scanning all of them at each query. */
interface SeatIndex {
  codes: string[];
  lat: Float64Array;
  lon: Float64Array;
  cosLat: Float64Array;
  index: Map<string, number>;
}

let seatIndex: SeatIndex | undefined;

function seats(): SeatIndex {
  if (!seatIndex) {
    const all = loadMunicipalities();
    const lat = new Float64Array(all.length);
    const lon = new Float64Array(all.length);
    const cosLat = new Float64Array(all.length);
    all.forEach((m, i) => {
      lat[i] = toRadians(m.latitude);
      lon[i] = toRadians(m.longitude);
      cosLat[i] = Math.cos(lat[i]!);
    });
    seatIndex = { codes: all.map((m) => m.codigoIbge), lat, lon, cosLat, index: new Map(all.map((m, i) => [m.codigoIbge, i])) };
  }
  return seatIndex;
}

/**
 * The IBGE codes of the municipalities whose seat is within `raioKm` of the seat of `codigoIbge`,
 * that one included, nearest first. An unknown code gives none; a negative radius counts as 0.
 */
export function municipiosNear(codigoIbge: string, raioKm: number): string[] {
  const s = seats();
  const origin = s.index.get(codigoIbge);
  if (origin === undefined) return [];
  const radius = raioKm > 0 ? raioKm : 0;
  const lat0 = s.lat[origin]!;
  const lon0 = s.lon[origin]!;
  const cos0 = s.cosLat[origin]!;
  // Along a meridian a degree is the same everywhere: a cheap test that skips most seats.
  const maxDLat = radius / EARTH_RADIUS_KM;
  const found: { code: string; km: number }[] = [];
  for (let i = 0; i < s.codes.length; i++) {
    const dLat = s.lat[i]! - lat0;
    if (Math.abs(dLat) > maxDLat) continue;
    const h = Math.sin(dLat / 2) ** 2 + cos0 * s.cosLat[i]! * Math.sin((s.lon[i]! - lon0) / 2) ** 2;
    const km = i === origin ? 0 : 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (km <= radius) found.push({ code: s.codes[i]!, km });
  }
  found.sort((a, b) => a.km - b.km || a.code.localeCompare(b.code));
  return found.map((f) => f.code);
}

/** Names normalised once, in the autocomplete's order within a group: capitals first, then by name. */
let searchIndex: { m: Municipio; key: string }[] | undefined;

function searchOrder(): { m: Municipio; key: string }[] {
  searchIndex ??= loadMunicipalities()
    .map((m) => ({ m, key: normalizeText(m.nome) }))
    .sort((a, b) => Number(b.m.capital) - Number(a.m.capital) || a.key.localeCompare(b.key) || a.m.uf.localeCompare(b.m.uf));
  return searchIndex;
}

export interface SearchMunicipiosOptions {
  /** Only this state's municipalities. */
  uf?: Uf | undefined;
  /** At most this many (20 by default). */
  limit?: number | undefined;
}

/**
 * The municipalities whose name matches `q` for an autocomplete, ignoring case and accents: the
 * exact name first, then names that start with `q`, then names that contain it; within each group
 * the capitals first, then alphabetically. A blank `q` matches nothing.
 */
export function searchMunicipios(q: string, { uf, limit = 20 }: SearchMunicipiosOptions = {}): Municipio[] {
  const key = normalizeText(q);
  if (!key || limit <= 0) return [];
  // One pass over the presorted list into three groups keeps each group's order: no sort per query.
  const groups: Municipio[][] = [[], [], []];
  for (const item of searchOrder()) {
    if (uf && item.m.uf !== uf) continue;
    const at = item.key.indexOf(key);
    if (at < 0) continue;
    groups[item.key === key ? 0 : at === 0 ? 1 : 2]!.push(item.m);
  }
  return groups.flat().slice(0, limit);
}
