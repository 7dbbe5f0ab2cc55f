import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { EDITAL_NOT_FOUND_MESSAGE } from '#shared/api-error';
import type { MeusConcursosResponse, SetStatusResponse } from '#shared/api/tracking';
import { LIMITS, type TrackingOrigin } from '#shared/domain';
import { LIMITED_STATUSES, type SETTABLE_STATUSES } from '#shared/tracking-texts';
import type { Database } from '#server/db/client';
import { edital, user, userEditalStatus } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { selectEditais, toEdital } from '#server/lib/edital-select';
import { planOf, saveLimitFor } from '#server/lib/plan';

/**
 * The signed-in user's statuses for notices (SPEC.md sections 4, 6 and 9): save, seen, hide, back
 * to new, and the plan's save limit, enforced in the same transaction as the write.
 */

export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

export const PLAN_LIMIT_MESSAGE = `O plano gratuito permite acompanhar até ${LIMITS.freeSaves} concursos, somando salvos e inscritos. Remova um para liberar espaço ou assine o plano premium.`;

/**
 * Records the user's status for a notice (upsert). Saving or marking as registered beyond the plan's
 * limit (the two count together) is refused; turning a saved notice into 'inscrito' never is.
 */
export async function setEditalStatus(
  db: Database,
  input: { userId: string; editalId: number; status: SettableStatus; origin: TrackingOrigin },
): Promise<SetStatusResponse> {
  return db.transaction(async (tx) => {
    // One writer per user at a time: concurrent saves queue here, so the count below is exact.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${input.userId} for update`);
    const [exists] = await tx.select({ id: edital.id }).from(edital).where(eq(edital.id, input.editalId));
    if (!exists) throw new AppError('NOT_FOUND', EDITAL_NOT_FOUND_MESSAGE);

    const plan = await planOf(tx, input.userId);
    const limit = saveLimitFor(plan);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(userEditalStatus)
      .where(
        and(
          eq(userEditalStatus.userId, input.userId),
          inArray(userEditalStatus.status, [...LIMITED_STATUSES]),
          ne(userEditalStatus.editalId, input.editalId),
        ),
      );
    const counted = isLimited(input.status);
    if (counted && limit !== null && saved >= limit) {
      throw new AppError('PLAN_LIMIT', PLAN_LIMIT_MESSAGE);
    }
    await tx
      .insert(userEditalStatus)
      .values({ userId: input.userId, editalId: input.editalId, status: input.status, origin: input.origin })
      .onConflictDoUpdate({
        target: [userEditalStatus.userId, userEditalStatus.editalId],
        set: { status: input.status, origin: input.origin, updatedAt: sql`now()` },
      });
    return {
      userStatus: input.status,
      usage: { plan, limit, saved: saved + (counted ? 1 : 0) },
    };
  });
}

function isLimited(status: SettableStatus): boolean {
  return (LIMITED_STATUSES as readonly string[]).includes(status);
}

/** Returns the notice to 'novo' (removes the record). Unknown notices are 404. */
export async function clearEditalStatus(db: Database, input: { userId: string; editalId: number }): Promise<void> {
  const [exists] = await db.select({ id: edital.id }).from(edital).where(eq(edital.id, input.editalId));
  if (!exists) throw new AppError('NOT_FOUND', EDITAL_NOT_FOUND_MESSAGE);
  await db
    .delete(userEditalStatus)
    .where(and(eq(userEditalStatus.userId, input.userId), eq(userEditalStatus.editalId, input.editalId)));
}

/** Meus Concursos: the user's notices by status, most recently changed first. */
export async function listMeusConcursos(db: Database, userId: string): Promise<MeusConcursosResponse> {
  const rows = await selectEditais(db, userId)
    .innerJoin(userEditalStatus, and(eq(userEditalStatus.editalId, edital.id), eq(userEditalStatus.userId, userId)))
    .orderBy(desc(userEditalStatus.updatedAt), desc(edital.id));
  const editais = rows.map((row) => toEdital(row, userId));
  const by = (status: string) => editais.filter((e) => e.userStatus === status);
  const salvos = by('salvo');
  const vistos = by('visto');
  const ocultos = by('oculto');
  const inscritos = by('inscrito');
  const plan = await planOf(db, userId);
  return {
    salvos,
    vistos,
    ocultos,
    inscritos,
    counts: { salvos: salvos.length, vistos: vistos.length, ocultos: ocultos.length, inscritos: inscritos.length },
    usage: { plan, saved: salvos.length + inscritos.length, limit: saveLimitFor(plan) },
  };
}
