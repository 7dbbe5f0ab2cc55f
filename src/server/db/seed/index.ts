import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import { cargo, edital, editalCargo, orgao } from '../schema';
import { todayInBrasilia } from '#shared/editais/dates';
import { DEMO_FONTE, seedDemoData, type DemoSeedResult } from './demo';
import { seedReferenceData, type ReferenceSeedResult } from './reference';

export { DEMO_FONTE, seedDemoData, type DemoSeedResult } from './demo';
export { seedReferenceData, type ReferenceSeedResult } from './reference';

/** The part of a logger the seed uses (pino's Logger fits). */
export interface SeedLogger {
  info(details: object, message: string): void;
}

export interface SeedOptions {
  /**
   * Also insert the demo notices: true, when there are no demo notices yet (`npm run db:seed`);
   * 'se-vazio', only into a database without any notice (start-up with SEED_DEMO).
   */
  demo: boolean | 'se-vazio';
  /** 'YYYY-MM-DD' in Brasília; defaults to today. Demo dates are relative to it. */
  today?: string | undefined;
  logger?: SeedLogger | undefined;
}

export interface SeedResult {
  reference: ReferenceSeedResult;
  /** Null when demo data was not asked for. */
  demo: DemoSeedResult | null;
}

/** Reference data always, then demo data if asked. Safe to run on every start. */
export async function seedDatabase(db: Database | Tx, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const reference = await seedReferenceData(db);
  const demo = options.demo ? await seedDemoData(db, { today: options.today ?? todayInBrasilia(), onlyIntoEmpty: options.demo === 'se-vazio' }) : null;
  options.logger?.info({ reference, demo, ms: Math.round(performance.now() - started) }, 'seed concluído');
  return { reference, demo };
}

export interface ResetDemoResult {
  removidos: { editais: number; orgaos: number; cargos: number };
  inseridos: DemoSeedResult;
}

/**
 * Deletes the demo notices (their positions and users' statuses go with them by cascade), the
 * agencies and positions only they used, and seeds the demo again for `today`, all in one
 * transaction. Notices from other sources, and agencies or positions they use, stay.
 */
export async function resetDemoData(db: Database | Tx, options: { today: string }): Promise<ResetDemoResult> {
  await seedReferenceData(db);
  return db.transaction(async (tx) => {
    const usedCargos = await tx
      .selectDistinct({ id: editalCargo.cargoId })
      .from(editalCargo)
      .innerJoin(edital, eq(edital.id, editalCargo.editalId))
      .where(eq(edital.fonte, DEMO_FONTE));
    const deleted = await tx
      .delete(edital)
      .where(eq(edital.fonte, DEMO_FONTE))
      .returning({ id: edital.id, orgaoId: edital.orgaoId });

    const orgaoIds = [...new Set(deleted.flatMap((e) => (e.orgaoId === null ? [] : [e.orgaoId])))];
    const orgaosRemovidos =
      orgaoIds.length === 0
        ? []
        : await tx
            .delete(orgao)
            .where(
              and(
                inArray(orgao.id, orgaoIds),
                notExists(tx.select({ one: sql`1` }).from(edital).where(eq(edital.orgaoId, orgao.id))),
              ),
            )
            .returning({ id: orgao.id });

    const cargoIds = usedCargos.map((c) => c.id);
    const cargosRemovidos =
      cargoIds.length === 0
        ? []
        : await tx
            .delete(cargo)
            .where(
              and(
                inArray(cargo.id, cargoIds),
                notExists(tx.select({ one: sql`1` }).from(editalCargo).where(eq(editalCargo.cargoId, cargo.id))),
              ),
            )
            .returning({ id: cargo.id });

    const inseridos = await seedDemoData(tx, { today: options.today });
    return {
      removidos: { editais: deleted.length, orgaos: orgaosRemovidos.length, cargos: cargosRemovidos.length },
      inseridos,
    };
  });
}
