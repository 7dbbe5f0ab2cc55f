import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EditalStatus } from '#shared/domain';
import { addDays } from '#shared/editais/dates';
import { MUNICIPIO_NAO_ENCONTRADO } from '#shared/editais/schemas';
import type { Ordem, SearchFilters } from '#shared/editais/search-filters';
import { withNeighbours } from '#shared/ufs';
import { banca, edital } from '../db/schema';
import { findMunicipioByCode, municipiosNear } from '../reference/municipios';
import { AppError } from './app-error';
import { notHiddenBy, type Db } from './edital-select';
import { escapeLike } from './like-pattern';

/**
 * The filters of the advanced search (issue 15) as SQL, for the search itself, saved searches'
 * RSS and their alerts. Each filter is written as the expression of an index of edital (trigram
 * title, uf, niveis and areas GIN, status + deadline, municipio_ibge), so the planner can combine
 * them; `npm run bench` shows the plan.
 */

const PREVISTO: EditalStatus[] = ['publicado', 'autorizado'];

const newest = [sql`${edital.createdAt} desc nulls last`, sql`${edital.id} desc nulls last`];

export const ORDER_BY: Record<Ordem, SQL[]> = {
  recentes: newest,
  prazo: [sql`${edital.inscricoesFim} asc nulls last`, ...newest],
  salario: [sql`${edital.remuneracaoMax} desc nulls last`, ...newest],
  vagas: [sql`${edital.vagas} desc nulls last`, ...newest],
};

const textArray = (values: readonly string[], type: string) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}`;

/** The WHERE of a search: every filter given, ANDed; `today` is Brasília's date. */
export function searchConditions(db: Db, filters: SearchFilters, options: { today: string; userId: string | null }): SQL | undefined {
  const { today } = options;
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    conditions.push(sql`f_unaccent(lower(${edital.titulo})) like '%' || f_unaccent(lower(${escapeLike(filters.q)})) || '%'`);
  }
  if (filters.ufs.length > 0) {
    const ufs = filters.vizinhos ? withNeighbours(filters.ufs) : filters.ufs;
    conditions.push(inArray(edital.uf, ufs));
  }
  if (filters.niveis.length > 0) conditions.push(sql`${edital.niveis} && ${textArray(filters.niveis, 'escolaridade[]')}`);
  if (filters.salarioMin !== undefined) conditions.push(gte(edital.remuneracaoMax, filters.salarioMin));
  if (filters.vagasMin !== undefined) conditions.push(gte(edital.vagas, filters.vagasMin));
  if (filters.esfera) conditions.push(eq(edital.esfera, filters.esfera));
  if (filters.area) conditions.push(sql`${edital.areas} @> ${textArray([filters.area], 'text[]')}`);
  if (filters.banca) {
    const named = db
      .select({ id: banca.id })
      .from(banca)
      .where(sql`f_unaccent(lower(${banca.nome})) like '%' || f_unaccent(lower(${escapeLike(filters.banca)})) || '%'`);
    conditions.push(inArray(edital.bancaId, named));
  }
  if (filters.situacao === 'abertas') {
    conditions.push(eq(edital.status, 'inscricoes_abertas'), or(gte(edital.inscricoesFim, today), isNull(edital.inscricoesFim)));
  } else if (filters.situacao === 'previstas') {
    conditions.push(inArray(edital.status, PREVISTO));
  }
  if (filters.prazo !== undefined) {
    conditions.push(gte(edital.inscricoesFim, today), lte(edital.inscricoesFim, addDays(today, filters.prazo)));
  }
  if (filters.municipio) {
    if (!findMunicipioByCode(filters.municipio)) throw new AppError('BAD_REQUEST', MUNICIPIO_NAO_ENCONTRADO);
    const codes = municipiosNear(filters.municipio, filters.raioKm ?? 0).map(Number);
    conditions.push(inArray(edital.municipioIbge, codes));
  }
  conditions.push(notHiddenBy(db, options.userId));
  return and(...conditions);
}

