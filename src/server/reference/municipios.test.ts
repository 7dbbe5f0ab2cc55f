import { readFileSync } from 'node:fs';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { UFS } from '#shared/ufs';
import {
  distanceKm,
  findMunicipio,
  findMunicipioByCode,
  loadMunicipalities,
  MUNICIPIOS_COORDENADAS_CSV_URL,
  municipiosNear,
  parseCoordenadasCsv,
  searchMunicipios,
} from './municipios';

const SAO_PAULO = '3550308';
const CAMPINAS = '3509502';
const RIO = '3304557';
const NITEROI = '3303302';
const SANTOS = '3548500';

const byCode = (code: string) => findMunicipioByCode(code)!;
const named = (list: { nome: string; uf: string }[]) => list.map((m) => `${m.nome} - ${m.uf}`);

describe('municipios-coordenadas.csv joined to the IBGE list', () => {
  const csv = parseCoordenadasCsv(readFileSync(MUNICIPIOS_COORDENADAS_CSV_URL, 'utf8'));
  const ibge = UFS.flatMap((uf) => getMunicipalities(uf).map((m) => m.code));

  it('has coordinates for every municipality, and no code that is not one', () => {
    expect(ibge.filter((code) => !csv.has(code))).toEqual([]);
    expect([...csv.keys()].filter((code) => !ibge.includes(code))).toEqual([]);
    expect(loadMunicipalities()).toHaveLength(ibge.length);
    expect(ibge.length).toBeGreaterThanOrEqual(5570);
  });

  it('places every seat in Brazil and marks one capital per state', () => {
    for (const m of loadMunicipalities()) {
      expect(m.latitude, m.nome).toBeGreaterThan(-34);
      expect(m.latitude, m.nome).toBeLessThan(5.5);
      expect(m.longitude, m.nome).toBeGreaterThan(-74);
      expect(m.longitude, m.nome).toBeLessThan(-28.8);
    }
    const capitals = loadMunicipalities().filter((m) => m.capital);
    expect(capitals.map((m) => m.uf).sort()).toEqual([...UFS].sort());
    expect(capitals.find((m) => m.uf === 'DF')?.nome).toBe('Brasília');
    expect(capitals.find((m) => m.uf === 'SP')?.codigoIbge).toBe(SAO_PAULO);
  });

  it('refuses a malformed file', () => {
    expect(() => parseCoordenadasCsv('codigo,lat\n1,2')).toThrow(/cabeçalho/);
    expect(() => parseCoordenadasCsv('codigo_ibge,latitude,longitude,capital\n3550308,-23.5,abc,1')).toThrow(/linha inválida/);
  });
});

describe('findMunicipioByCode / findMunicipio', () => {
  it('finds a municipality with its seat', () => {
    expect(byCode(SAO_PAULO)).toMatchObject({ nome: 'São Paulo', uf: 'SP', capital: true });
    expect(byCode(CAMPINAS)).toMatchObject({ nome: 'Campinas', uf: 'SP', capital: false });
    expect(byCode(CAMPINAS).latitude).toBeCloseTo(-22.9, 1);
    expect(findMunicipioByCode('9999999')).toBeNull();
  });

  it('matches the exact name in the state, ignoring case, accents and spaces', () => {
    expect(findMunicipio('SP', 'sao paulo')?.codigoIbge).toBe(SAO_PAULO);
    expect(findMunicipio('sp', '  SÃO   PAULO ')?.codigoIbge).toBe(SAO_PAULO);
    expect(findMunicipio('RJ', 'Niteroi')?.codigoIbge).toBe(NITEROI);
    expect(findMunicipio('PI', 'Bom Jesus')).toMatchObject({ nome: 'Bom Jesus', uf: 'PI' });
    expect(findMunicipio('RS', 'Bom Jesus')).toMatchObject({ nome: 'Bom Jesus', uf: 'RS' });
  });

  it('finds nothing for another state, a partial name or an unknown state', () => {
    expect(findMunicipio('RJ', 'São Paulo')).toBeNull();
    expect(findMunicipio('SP', 'São')).toBeNull();
    expect(findMunicipio('SP', 'São Paulo - SP')).toBeNull();
    expect(findMunicipio('XX', 'São Paulo')).toBeNull();
  });
});

describe('distanceKm / municipiosNear', () => {
  it('measures real distances between seats', () => {
    const spCampinas = distanceKm(byCode(SAO_PAULO), byCode(CAMPINAS));
    expect(spCampinas).toBeGreaterThan(80);
    expect(spCampinas).toBeLessThan(90);
    expect(distanceKm(byCode(CAMPINAS), byCode(SAO_PAULO))).toBeCloseTo(spCampinas, 9);
    expect(distanceKm(byCode(RIO), byCode(NITEROI))).toBeLessThan(15);
    // São Paulo to Rio de Janeiro: about 360 km in a straight line.
    expect(distanceKm(byCode(SAO_PAULO), byCode(RIO))).toBeGreaterThan(340);
    expect(distanceKm(byCode(SAO_PAULO), byCode(RIO))).toBeLessThan(380);
    expect(distanceKm(byCode(SAO_PAULO), byCode(SAO_PAULO))).toBe(0);
  });

  it('lists the seats within the radius, itself included and first', () => {
    const nearRio = municipiosNear(RIO, 100);
    expect(nearRio[0]).toBe(RIO);
    expect(nearRio).toContain(NITEROI);
    expect(nearRio).not.toContain(SAO_PAULO);
    const nearSp = municipiosNear(SAO_PAULO, 100);
    expect(nearSp).toContain(CAMPINAS);
    expect(nearSp).toContain(SANTOS);
    expect(municipiosNear(SAO_PAULO, 80)).not.toContain(CAMPINAS);
    for (const code of nearSp) expect(distanceKm(byCode(SAO_PAULO), byCode(code))).toBeLessThanOrEqual(100);
  });

  it('agrees with distanceKm on every seat (no one missed by the quick latitude test)', () => {
    const expected = loadMunicipalities()
      .filter((m) => distanceKm(byCode(CAMPINAS), m) <= 150)
      .map((m) => m.codigoIbge)
      .sort();
    expect([...municipiosNear(CAMPINAS, 150)].sort()).toEqual(expected);
  });

  it('with radius 0 (or less) gives only itself; an unknown code gives nothing', () => {
    expect(municipiosNear(SAO_PAULO, 0)).toEqual([SAO_PAULO]);
    expect(municipiosNear(SAO_PAULO, -5)).toEqual([SAO_PAULO]);
    expect(municipiosNear('1234567', 100)).toEqual([]);
  });
});

describe('searchMunicipios', () => {
  it('puts exact names first, capitals first among them', () => {
    expect(named(searchMunicipios('campo grande'))).toEqual([
      'Campo Grande - MS',
      'Campo Grande - AL',
      'Campo Grande - RN',
      'Campo Grande do Piauí - PI',
    ]);
  });

  it('then names that start with the text, then names that contain it, accents ignored', () => {
    const results = named(searchMunicipios('niteroi'));
    expect(results[0]).toBe('Niterói - RJ');
    const sao = named(searchMunicipios('sao paulo', { limit: 50 }));
    expect(sao[0]).toBe('São Paulo - SP');
    expect(sao).toContain('São Paulo de Olivença - AM');
    const prefixAt = sao.indexOf('São Paulo de Olivença - AM');
    const containsAt = sao.findIndex((name) => !name.startsWith('São Paulo'));
    expect(containsAt === -1 || containsAt > prefixAt).toBe(true);
    expect(named(searchMunicipios('rio')).slice(0, 2)).toEqual(['Rio Branco - AC', 'Rio de Janeiro - RJ']);
    expect(named(searchMunicipios('ampinas', { uf: 'SP' }))).toContain('Campinas - SP');
  });

  it('filters by state and stops at the limit (20 by default)', () => {
    expect(searchMunicipios('sa')).toHaveLength(20);
    expect(searchMunicipios('sa', { limit: 5 })).toHaveLength(5);
    const inMg = searchMunicipios('bom', { uf: 'MG', limit: 100 });
    expect(inMg.length).toBeGreaterThan(5);
    expect(inMg.every((m) => m.uf === 'MG')).toBe(true);
  });

  it('finds nothing for blank text or a name that does not exist', () => {
    expect(searchMunicipios('   ')).toEqual([]);
    expect(searchMunicipios('xyzw')).toEqual([]);
  });
});
