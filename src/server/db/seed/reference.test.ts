import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from '#tests/helpers/test-db';
import { UFS } from '#shared/ufs';
import { banca, municipio } from '../schema';
import { loadBancas } from '#server/reference/bancas';
import { seedReferenceData } from './reference';

const csvRows = loadBancas().length;

describe(`seedReferenceData (${testDatabaseKind})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const countOf = async (table: typeof municipio | typeof banca) => (await db().select({ n: count() }).from(table))[0]!.n;

  it('inserts the 5,571 IBGE municipalities and every exam board of the CSV', async () => {
    const result = await seedReferenceData(db());
    expect(result).toEqual({ municipios: 5571, bancas: csvRows, bancasAtualizadas: 0 });
    expect(csvRows).toBe(382);
    expect(await countOf(municipio)).toBe(5571);
    expect(await countOf(banca)).toBe(csvRows);
  });

  it('stores municipalities with their 7-digit IBGE code and UF', async () => {
    const [campinas] = await db().select().from(municipio).where(eq(municipio.codigoIbge, '3509502'));
    expect(campinas).toEqual({ codigoIbge: '3509502', nome: 'Campinas', uf: 'SP' });
    const perUf = await db().select({ uf: municipio.uf, n: count() }).from(municipio).groupBy(municipio.uf);
    expect(perUf).toHaveLength(27);
    expect(new Set(perUf.map((r) => r.uf))).toEqual(new Set(UFS));
    expect(perUf.find((r) => r.uf === 'SP')?.n).toBe(645);
    expect(perUf.find((r) => r.uf === 'DF')?.n).toBe(1);
  });

  it('renames an exam board a database got under a misspelt name, keeping its row', async () => {
    const [uepa] = await db().select().from(banca).where(eq(banca.nome, 'UEPA'));
    await db().update(banca).set({ nome: 'EUPA' }).where(eq(banca.id, uepa!.id));
    expect(await seedReferenceData(db())).toEqual({ municipios: 0, bancas: 0, bancasAtualizadas: 1 });
    const rows = await db().select().from(banca).where(eq(banca.id, uepa!.id));
    expect(rows.map((b) => b.nome)).toEqual(['UEPA']);
    expect(await db().select().from(banca).where(eq(banca.nome, 'EUPA'))).toEqual([]);
    expect(await countOf(banca)).toBe(csvRows);
  });

  it('stores every exam board with an https site built from the CSV', async () => {
    const rows = await db().select().from(banca);
    expect(rows.every((b) => b.site !== null && /^https:\/\/[^\s/]+\.[^\s]+$/.test(b.site))).toBe(true);
    expect(rows.find((b) => b.nome === 'Apta')?.site).toBe('https://www.aptarp.com.br');
    expect(rows.find((b) => b.nome === 'FGV')?.site).toBe('https://conhecimento.fgv.br');
  });

  it('inserts nothing on a second run', async () => {
    expect(await seedReferenceData(db())).toEqual({ municipios: 0, bancas: 0, bancasAtualizadas: 0 });
    expect(await countOf(municipio)).toBe(5571);
    expect(await countOf(banca)).toBe(csvRows);
  });

  it('fills back what is missing, restores a CSV site and leaves other exam boards alone', async () => {
    await db().delete(municipio).where(eq(municipio.codigoIbge, '3509502'));
    await db().delete(banca).where(eq(banca.nome, 'Vunesp'));
    await db().update(banca).set({ site: 'https://errado.example' }).where(eq(banca.nome, 'FGV'));
    await db().insert(banca).values({ nome: 'Banca Criada Pelo Coletor', site: null });

    expect(await seedReferenceData(db())).toEqual({ municipios: 1, bancas: 1, bancasAtualizadas: 1 });
    const [fgv] = await db().select().from(banca).where(eq(banca.nome, 'FGV'));
    expect(fgv?.site).toBe('https://conhecimento.fgv.br');
    const [coletor] = await db().select().from(banca).where(eq(banca.nome, 'Banca Criada Pelo Coletor'));
    expect(coletor?.site).toBeNull();
    expect(await countOf(municipio)).toBe(5571);
    expect(await countOf(banca)).toBe(csvRows + 1);
  });
});
