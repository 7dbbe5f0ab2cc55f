import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { CLASSIFICATION_VERSION, classifyNotice } from '#shared/editais/classify';
import type { DatabaseHandle } from './client';
import { cargo, edital, editalCargo, orgao } from './schema';

const BATCH = 500;

/**
 * Derives niveis, esfera and areas (src/shared/editais/classify.ts) for every notice classified by
 * older rules, or never: the rows that existed before migration 0007, and all of them again when
 * CLASSIFICATION_VERSION goes up. Runs after the migrations, in batches; returns how many changed.
 */
export async function reclassifyNotices(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  let lastId = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .select({
        id: edital.id,
        titulo: edital.titulo,
        escolaridade: edital.escolaridade,
        municipio: edital.municipio,
        orgaoNome: orgao.nome,
        orgaoSigla: orgao.sigla,
      })
      .from(edital)
      .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
      .where(and(lt(edital.classificacaoVersao, CLASSIFICATION_VERSION), gt(edital.id, lastId)))
      .orderBy(asc(edital.id))
      .limit(BATCH);
    if (rows.length === 0) return changed;
    const ids = rows.map((r) => r.id);
    const cargos = await db
      .select({ editalId: editalCargo.editalId, nome: cargo.nome, escolaridade: cargo.escolaridade })
      .from(editalCargo)
      .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId))
      .where(inArray(editalCargo.editalId, ids));
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const derived = classifyNotice({
          titulo: row.titulo,
          escolaridade: row.escolaridade,
          orgao: row.orgaoNome ? { nome: row.orgaoNome, sigla: row.orgaoSigla } : null,
          municipio: row.municipio,
          cargos: cargos.filter((c) => c.editalId === row.id),
        });
        // updated_at stays: the notice did not change, only what is read from it.
        await tx
          .update(edital)
          .set(derived)
          .where(eq(edital.id, row.id));
      }
    });
    changed += rows.length;
    lastId = ids[ids.length - 1]!;
  }
}
