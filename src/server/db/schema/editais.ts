import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { AREAS } from '#shared/domain';
import { editalStatusEnum, escolaridadeEnum, esferaEnum } from './enums';
import { banca, cargo, estado, orgao } from './reference';

const areaList = sql.raw(AREAS.map((area) => `'${area}'`).join(', '));

const httpOnly = (column: unknown) => sql`${column} is null or ${column} ~* '^https?://'`;


/** `edital.fonte` of demo notices (the seed's invented examples; `fonte_chave` is `demo:<n>`). */
export const DEMO_FONTE = 'demo';
export const edital = pgTable(
  'edital',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    uf: varchar('uf', { length: 2 }).references(() => estado.uf),
    municipio: text('municipio'),
    /** The municipality's 7-digit IBGE code (src/server/reference/municipios.ts), for "near me". */
    municipioIbge: integer('municipio_ibge'),
    /** Derived from `niveis` (src/shared/editais/classify.ts), kept for older readers. */
    escolaridade: escolaridadeEnum('escolaridade'),
    /** Every level the notice is open to; never 'Vários_Níveis'. */
    niveis: escolaridadeEnum('niveis').array().notNull().default(sql`'{}'::escolaridade[]`),
    esfera: esferaEnum('esfera'),
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    /** The CLASSIFICATION_VERSION that derived niveis, esfera and areas (0: not yet). */
    classificacaoVersao: smallint('classificacao_versao').notNull().default(0),
    vagas: integer('vagas'),
    remuneracaoMin: numeric('remuneracao_min', { precision: 12, scale: 2, mode: 'number' }),
    remuneracaoMax: numeric('remuneracao_max', { precision: 12, scale: 2, mode: 'number' }),
    inscricoesInicio: date('inscricoes_inicio', { mode: 'string' }),
    inscricoesFim: date('inscricoes_fim', { mode: 'string' }),
    provaData: date('prova_data', { mode: 'string' }),
    retificadoEm: timestamp('retificado_em', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status: editalStatusEnum('status').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    linkEdital: text('link_edital'),
    linkInscricao: text('link_inscricao'),
    orgaoId: integer('orgao_id').references(() => orgao.id, { onDelete: 'set null' }),
    bancaId: integer('banca_id').references(() => banca.id, { onDelete: 'set null' }),
    /** Provenance: which source produced the notice, where, and its stable key there. */
    fonte: text('fonte').notNull().default('manual'),
    fonteUrl: text('fonte_url'),
    fonteChave: text('fonte_chave').unique(),
    /**
     * Where each stored field came from and when: {campo: {origem: 'listagem'|'detalhe'|'pdf'|'ia',
     * url, em}}. A field from the official PDF is never overwritten by a less complete source.
     */
    proveniencia: jsonb('proveniencia').$type<Record<string, { origem: string; url: string | null; em: string }>>().notNull().default({}),
  },
  (t) => [
    index('edital_status_inscricoes_fim_idx').on(t.status, t.inscricoesFim),
    index('edital_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('edital_uf_created_at_idx').on(t.uf, t.createdAt.desc()),
    index('edital_escolaridade_idx').on(t.escolaridade),
    // No index on niveis or areas: five levels and ten areas make posting lists of a third of the
    // table, and a GIN bitmap of them cost more than filtering the rows the selective filters leave
    // (measured: docs/decisions/0013-premium.md).
    index('edital_esfera_idx').on(t.esfera),
    index('edital_municipio_ibge_idx').on(t.municipioIbge),
    index('edital_classificacao_idx').on(t.classificacaoVersao),
    index('edital_orgao_idx').on(t.orgaoId),
    index('edital_banca_idx').on(t.bancaId),
    // The trigram index over f_unaccent(lower(titulo)) is created by migration 0002 (an expression
    // index with an operator class, which drizzle-kit cannot express).
    check('edital_niveis_sem_varios', sql`not ('Vários_Níveis' = any(${t.niveis}))`),
    check('edital_areas_validas', sql`${t.areas} <@ array[${areaList}]::text[]`),
    check('edital_municipio_ibge_valido', sql`${t.municipioIbge} is null or ${t.municipioIbge} between 1100000 and 5399999`),
    check('edital_titulo_nao_vazio', sql`length(btrim(${t.titulo})) > 0`),
    check('edital_vagas_nao_negativas', sql`${t.vagas} is null or ${t.vagas} >= 0`),
    check(
      'edital_remuneracao_valida',
      sql`(${t.remuneracaoMin} is null or ${t.remuneracaoMin} >= 0) and (${t.remuneracaoMax} is null or ${t.remuneracaoMax} >= 0) and (${t.remuneracaoMin} is null or ${t.remuneracaoMax} is null or ${t.remuneracaoMin} <= ${t.remuneracaoMax})`,
    ),
    check(
      'edital_inscricoes_ordem',
      sql`${t.inscricoesInicio} is null or ${t.inscricoesFim} is null or ${t.inscricoesInicio} <= ${t.inscricoesFim}`,
    ),
    check('edital_link_edital_http', httpOnly(t.linkEdital)),
    check('edital_link_inscricao_http', httpOnly(t.linkInscricao)),
    check('edital_fonte_url_http', httpOnly(t.fonteUrl)),
  ],
);

export const editalCargo = pgTable(
  'edital_cargo',
  {
    id: serial('id').primaryKey(),
    editalId: integer('edital_id')
      .notNull()
      .references(() => edital.id, { onDelete: 'cascade' }),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargo.id, { onDelete: 'restrict' }),
    vagas: integer('vagas'),
    remuneracaoBase: numeric('remuneracao_base', { precision: 12, scale: 2, mode: 'number' }),
    formatoProva: text('formato_prova'),
    taxaInscricao: numeric('taxa_inscricao', { precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    unique('edital_cargo_edital_cargo_key').on(t.editalId, t.cargoId),
    index('edital_cargo_cargo_idx').on(t.cargoId),
    check('edital_cargo_vagas_nao_negativas', sql`${t.vagas} is null or ${t.vagas} >= 0`),
    check('edital_cargo_remuneracao_nao_negativa', sql`${t.remuneracaoBase} is null or ${t.remuneracaoBase} >= 0`),
    check('edital_cargo_taxa_nao_negativa', sql`${t.taxaInscricao} is null or ${t.taxaInscricao} >= 0`),
  ],
);
