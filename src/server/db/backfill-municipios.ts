import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { municipioIbgeOf } from '#server/reference/municipios';
import type { DatabaseHandle } from './client';
import { edital } from './schema';

/** (uf, municipio) pairs per UPDATE: a few hundred bound parameters, few round trips. */
const BATCH = 300;

/**
 * Links older notices to their IBGE municipality: fills edital.municipio_ibge where it is null and
 * (uf, municipio) names a municipality (municipioIbgeOf, the rule the collector and the seed
 * write with). Runs after the migrations. The work is per distinct name, not per row, so a database
 * with nothing to link costs one small query; updated_at stays (the notice did not change). Returns
 * how many rows it linked.
 */
export async function backfillMunicipioIbge(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const pairs = await db
    .selectDistinct({ uf: edital.uf, municipio: edital.municipio })
    .from(edital)
    .where(and(isNull(edital.municipioIbge), isNotNull(edital.uf), isNotNull(edital.municipio)));
  const links = pairs.flatMap(({ uf, municipio }) => {
    const codigo = municipioIbgeOf(uf, municipio);
    return codigo === null ? [] : [{ uf: uf!, municipio: municipio!, codigo }];
  });
  let linked = 0;
  for (let start = 0; start < links.length; start += BATCH) {
    const values = sql.join(
      links.slice(start, start + BATCH).map((l) => sql`(${l.uf}::text, ${l.municipio}::text, ${l.codigo}::integer)`),
      sql`, `,
    );
    const result = await db.execute<{ n: number }>(sql`
      with linked as (
        update ${edital} set municipio_ibge = v.codigo
        from (values ${values}) as v(uf, municipio, codigo)
        where ${edital.municipioIbge} is null and ${edital.uf} = v.uf and ${edital.municipio} = v.municipio
        returning 1
      )
      select count(*)::int as n from linked`);
    linked += Number(result.rows[0]?.n ?? 0);
  }
  return linked;
}
