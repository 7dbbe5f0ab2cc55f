import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { UFS } from '#shared/ufs';
import { escolaridadeEnum } from './enums';

const ufList = sql.raw(UFS.map((uf) => `'${uf}'`).join(', '));

/** The 27 UFs; rows are inserted by a migration, so every database has them. */
export const estado = pgTable(
  'estado',
  {
    uf: varchar('uf', { length: 2 }).primaryKey(),
    nome: text('nome').notNull(),
  },
  (t) => [check('estado_uf_valida', sql`${t.uf} in (${ufList})`)],
);

/** IBGE municipalities, loaded from @brazilian-utils/brazilian-utils. */
export const municipio = pgTable(
  'municipio',
  {
    codigoIbge: varchar('codigo_ibge', { length: 7 }).primaryKey(),
    nome: text('nome').notNull(),
    uf: varchar('uf', { length: 2 })
      .notNull()
      .references(() => estado.uf),
  },
  (t) => [index('municipio_uf_idx').on(t.uf), unique('municipio_uf_nome_key').on(t.uf, t.nome)],
);

/** Exam boards (bancas organizadoras). */
export const banca = pgTable(
  'banca',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull().unique(),
    site: text('site'),
  },
  (t) => [check('banca_site_http', sql`${t.site} is null or ${t.site} ~* '^https?://'`)],
);

/** Hiring agencies (órgãos). */
export const orgao = pgTable(
  'orgao',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    sigla: text('sigla'),
    uf: varchar('uf', { length: 2 }).references(() => estado.uf),
    municipio: text('municipio'),
  },
  (t) => [unique('orgao_nome_uf_key').on(t.nome, t.uf).nullsNotDistinct()],
);

/** Positions (cargos), shared by notices. */
export const cargo = pgTable(
  'cargo',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    escolaridade: escolaridadeEnum('escolaridade'),
    jornada: text('jornada'),
    cargaHorariaSemanal: integer('carga_horaria_semanal'),
  },
  (t) => [
    unique('cargo_nome_escolaridade_jornada_key')
      .on(t.nome, t.escolaridade, t.jornada)
      .nullsNotDistinct(),
    check('cargo_carga_horaria_positiva', sql`${t.cargaHorariaSemanal} is null or ${t.cargaHorariaSemanal} between 1 and 60`),
  ],
);
