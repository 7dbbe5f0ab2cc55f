import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { editalIdCascade, userIdCascade } from './columns';
import { mailQueue } from './mail';

/**
 * What the collector knows about where a notice came from and how it changed (issue 16): every
 * source that listed it, the pages and PDFs it read (with their conditional-request validators),
 * the AI answers by PDF hash, and every version of the notice's facts.
 */

const httpOnly = (column: unknown) => sql`${column} is null or ${column} ~* '^https?://'`;

/**
 * Each source that lists a notice: the same concurso seen on PCI, JC and Querido Diário is one
 * notice with three rows here. `linhaHash` is the hash of the listing line as last read: a line that
 * did not change means its detail page is not fetched again.
 */
export const editalFonte = pgTable(
  'edital_fonte',
  {
    id: serial('id').primaryKey(),
    editalId: editalIdCascade(),
    fonte: text('fonte').notNull(),
    /** The notice's stable key at that source ('pci:noticias/<slug>'), unique across sources. */
    chave: text('chave').notNull(),
    url: text('url'),
    linhaHash: text('linha_hash'),
    vistoEm: timestamp('visto_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // Named by hand: drizzle's default ('edital_fonte_chave_unique') is the name of edital.fonte_chave's.
    unique('edital_fonte_chave_key').on(t.chave),
    index('edital_fonte_edital_idx').on(t.editalId),
    check('edital_fonte_url_http', httpOnly(t.url)),
  ],
);

/**
 * The pages the collector read, by URL: the validators for a conditional request (ETag,
 * Last-Modified), and the body's hash and text so a 304 still has something to parse.
 */
export const paginaCache = pgTable(
  'pagina_cache',
  {
    url: text('url').primaryKey(),
    status: integer('status').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentType: text('content_type'),
    sha256: text('sha256'),
    corpo: text('corpo'),
    buscadoEm: timestamp('buscado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    verificadoEm: timestamp('verificado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('pagina_cache_url_http', sql`${t.url} ~* '^https?://'`)],
);

export const PDF_SITUACOES = ['ok', 'escaneado', 'erro'] as const;
export type PdfSituacao = (typeof PDF_SITUACOES)[number];
export const pdfSituacaoEnum = pgEnum('pdf_situacao', PDF_SITUACOES);

/**
 * The official edital PDFs of a notice, one row per distinct file (hash). A new hash on a later run
 * is a rectification. A PDF without a text layer is 'escaneado', not an error.
 */
export const editalPdf = pgTable(
  'edital_pdf',
  {
    id: serial('id').primaryKey(),
    editalId: editalIdCascade(),
    url: text('url').notNull(),
    sha256: text('sha256'),
    bytes: integer('bytes'),
    paginas: integer('paginas'),
    situacao: pdfSituacaoEnum('situacao').notNull(),
    /** Portuguese, safe for the admin panel: why the file could not be read. */
    erro: text('erro'),
    texto: text('texto'),
    /** The same words laid out as the pages show them (pdf/text.ts): read for the fields `texto` leaves empty. */
    linhas: text('linhas'),
    /** The pages' runs with where they sit (pdf/text.ts): the positions table read by its columns (pdf/grid.ts). */
    celulas: jsonb('celulas').$type<{ text: string; x0: number; x1: number; y: number; h: number }[][]>(),
    /** The validators the file was served with: the next download is a conditional request. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    baixadoEm: timestamp('baixado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('edital_pdf_edital_sha_key').on(t.editalId, t.sha256),
    index('edital_pdf_edital_idx').on(t.editalId, t.baixadoEm),
    check('edital_pdf_url_http', sql`${t.url} ~* '^https?://'`),
    check('edital_pdf_ok_tem_hash', sql`${t.situacao} = 'erro' or ${t.sha256} is not null`),
  ],
);

/** The AI model's validated answer for a PDF (by its hash and the model): a re-run costs nothing. */
export const extracaoIaCache = pgTable(
  'extracao_ia_cache',
  {
    sha256: text('sha256').notNull(),
    modelo: text('modelo').notNull(),
    resposta: jsonb('resposta').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.modelo] })],
);

/**
 * Every version of a notice's facts (dates, vacancies, pay, positions, status, PDF hash): when, from
 * which source, and what changed from the version before (for 'O que mudou' and the alerts).
 */
export const editalVersao = pgTable(
  'edital_versao',
  {
    id: serial('id').primaryKey(),
    editalId: editalIdCascade(),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    fonte: text('fonte').notNull(),
    fatos: jsonb('fatos').$type<Record<string, unknown>>().notNull(),
    /** [{campo, de, para}]; empty for the first version. */
    mudancas: jsonb('mudancas').$type<{ campo: string; de: unknown; para: unknown }[]>().notNull().default([]),
    /** Whether the change came with a new edital PDF (a rectification). */
    retificacao: boolean('retificacao').notNull().default(false),
  },
  (t) => [index('edital_versao_edital_idx').on(t.editalId, t.criadoEm.desc())],
);

/** Each change alert sent: a version is alerted once to each user who tracks the notice. */
export const alertaMudanca = pgTable(
  'alerta_mudanca',
  {
    userId: userIdCascade(),
    versaoId: integer('versao_id')
      .notNull()
      .references(() => editalVersao.id, { onDelete: 'cascade' }),
    mailId: integer('mail_id').references(() => mailQueue.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.versaoId] }), index('alerta_mudanca_versao_idx').on(t.versaoId)],
);

