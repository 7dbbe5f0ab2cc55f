import { and, eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Edital } from '#shared/api/editais';
import { AREAS, NIVEIS, type Area, type Nivel, type TrackingStatus } from '#shared/domain';
import type { Uf } from '#shared/ufs';
import type { Database, Tx } from '../db/client';
import { banca, edital, orgao, userEditalStatus } from '../db/schema';

/**
 * The one query shape every notice list reads (feed, search, detail, Meus Concursos) and its
 * mapping to the API's Edital, with the caller's own status merged in.
 */

export type Db = Database | Tx;

/** Timestamps leave the database already in JSON's ISO 8601 form, in UTC. */
export function isoTimestamp(column: AnyColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The caller's recorded status for the notice in the outer query (null when none, or a visitor). */
export function userStatusColumn(userId: string | null) {
  if (userId === null) return sql<TrackingStatus | null>`null`;
  return sql<TrackingStatus | null>`(select ${userEditalStatus.status} from ${userEditalStatus} where ${userEditalStatus.userId} = ${userId} and ${userEditalStatus.editalId} = ${edital.id})`;
}

/** Leaves out the notices the caller hid (SPEC.md section 4); nothing to leave out for a visitor. */
export function notHiddenBy(db: Db, userId: string | null): SQL | undefined {
  if (userId === null) return undefined;
  return notExists(
    db
      .select({ one: sql`1` })
      .from(userEditalStatus)
      .where(
        and(
          eq(userEditalStatus.userId, userId),
          eq(userEditalStatus.editalId, edital.id),
          eq(userEditalStatus.status, 'oculto'),
        ),
      ),
  );
}

/** The notice's own columns under their schema names: what every reader of notices selects. */
export const editalColumns = {
  id: edital.id,
  titulo: edital.titulo,
  uf: edital.uf,
  municipio: edital.municipio,
  escolaridade: edital.escolaridade,
  niveis: edital.niveis,
  esfera: edital.esfera,
  areas: edital.areas,
  vagas: edital.vagas,
  remuneracaoMin: edital.remuneracaoMin,
  remuneracaoMax: edital.remuneracaoMax,
  inscricoesInicio: edital.inscricoesInicio,
  inscricoesFim: edital.inscricoesFim,
  provaData: edital.provaData,
  status: edital.status,
  tags: edital.tags,
  linkEdital: edital.linkEdital,
  linkInscricao: edital.linkInscricao,
};

/** The agency of a notice read with `orgao` left-joined (both null without one). */
export const orgaoColumns = { orgaoNome: orgao.nome, orgaoSigla: orgao.sigla };

/** What a notice list selects (with `orgao` and `banca` left-joined), for the caller `userId`. */
export function editalListFields(userId: string | null) {
  return {
    ...editalColumns,
    retificadoEm: isoTimestamp(edital.retificadoEm),
    createdAt: isoTimestamp(edital.createdAt),
    updatedAt: isoTimestamp(edital.updatedAt),
    ...orgaoColumns,
    bancaNome: banca.nome,
    bancaSite: banca.site,
    userStatus: userStatusColumn(userId),
  };
}

export function selectEditais(db: Db, userId: string | null) {
  return db
    .select(editalListFields(userId))
    .from(edital)
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .leftJoin(banca, eq(banca.id, edital.bancaId))
    .$dynamic();
}

export type EditalRow = Awaited<ReturnType<ReturnType<typeof selectEditais>['execute']>>[number];

/** numeric arrives as a number from drizzle's mapper, but guard against a driver handing a string. */
export function num(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

/** The agency as the API and the e-mails carry it, from `orgaoColumns`. */
export function orgaoOf(row: { orgaoNome: string | null; orgaoSigla: string | null }): Edital['orgao'] {
  return row.orgaoNome === null ? null : { nome: row.orgaoNome, sigla: row.orgaoSigla };
}

// The database's checks keep both lists within these sets; the guards only narrow the types.
const isNivel = (value: string): value is Nivel => (NIVEIS as readonly string[]).includes(value);
const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

export function toEdital(row: EditalRow, userId: string | null): Edital {
  const out: Edital = {
    id: row.id,
    titulo: row.titulo,
    uf: row.uf as Uf | null,
    municipio: row.municipio,
    escolaridade: row.escolaridade,
    niveis: row.niveis.filter(isNivel),
    esfera: row.esfera,
    areas: row.areas.filter(isArea),
    vagas: row.vagas,
    remuneracao_min: num(row.remuneracaoMin),
    remuneracao_max: num(row.remuneracaoMax),
    inscricoes_inicio: row.inscricoesInicio,
    inscricoes_fim: row.inscricoesFim,
    prova_data: row.provaData,
    retificado_em: row.retificadoEm,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    status: row.status,
    tags: row.tags,
    link_edital: row.linkEdital,
    link_inscricao: row.linkInscricao,
    orgao: orgaoOf(row),
    banca: row.bancaNome === null ? null : { nome: row.bancaNome, site: row.bancaSite },
  };
  if (userId !== null) out.userStatus = row.userStatus ?? 'novo';
  return out;
}

