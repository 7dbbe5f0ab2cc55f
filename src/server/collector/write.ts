import { and, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { banca, cargo, edital, editalCargo, orgao } from '../db/schema';
import { naturalKey } from './candidate';
import type { Candidate } from './types';

/**
 * Writing collected notices: each candidate in its own transaction, identified by its source key
 * (or, without one, by a normalised agency + title + year), so a re-run creates nothing new and a
 * changed notice is updated with retificado_em. Agencies, boards and positions are upserted.
 */

export type WriteOutcome = 'criado' | 'atualizado' | 'inalterado';

/** The fields of an edital row the collector owns; a difference in any of them is a rectification. */
function editalValues(c: Candidate) {
  return {
    titulo: c.titulo,
    uf: c.uf,
    municipio: c.municipio,
    escolaridade: c.escolaridade,
    vagas: c.vagas,
    remuneracaoMin: c.remuneracao_min,
    remuneracaoMax: c.remuneracao_max,
    inscricoesInicio: c.inscricoes_inicio,
    inscricoesFim: c.inscricoes_fim,
    provaData: c.prova_data,
    status: c.status,
    tags: c.tags,
    linkEdital: c.link_edital,
    linkInscricao: c.link_inscricao,
    fonte: c.fonte,
    fonteUrl: c.fonte_url,
  };
}

type EditalValues = ReturnType<typeof editalValues>;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (typeof a === 'number' || typeof b === 'number') return a !== null && b !== null ? Number(a) === Number(b) : a === b;
  return (a ?? null) === (b ?? null);
}

/** The key a candidate is stored under (edital.fonte_chave). */
export function storageKey(c: Candidate): string {
  return c.fonte_chave.trim() || `nk:${naturalKey(c)}`;
}

async function upsertOrgao(tx: Tx, c: Candidate): Promise<number | null> {
  if (!c.orgao) return null;
  const [row] = await tx
    .insert(orgao)
    .values({ nome: c.orgao.nome, sigla: c.orgao.sigla, uf: c.uf, municipio: c.municipio })
    .onConflictDoUpdate({
      target: [orgao.nome, orgao.uf],
      set: {
        sigla: sql`coalesce(excluded.sigla, ${orgao.sigla})`,
        municipio: sql`coalesce(excluded.municipio, ${orgao.municipio})`,
      },
    })
    .returning({ id: orgao.id });
  return row!.id;
}

async function upsertBanca(tx: Tx, c: Candidate): Promise<number | null> {
  if (!c.banca) return null;
  const [row] = await tx
    .insert(banca)
    .values({ nome: c.banca.nome, site: c.banca.site })
    .onConflictDoUpdate({ target: banca.nome, set: { site: sql`coalesce(${banca.site}, excluded.site)` } })
    .returning({ id: banca.id });
  return row!.id;
}

interface CargoRow {
  cargoId: number;
  vagas: number | null;
  remuneracaoBase: number | null;
}

async function upsertCargos(tx: Tx, c: Candidate): Promise<CargoRow[]> {
  const byId = new Map<number, CargoRow>();
  for (const item of c.cargos) {
    const [row] = await tx
      .insert(cargo)
      .values({ nome: item.nome, escolaridade: item.escolaridade, jornada: null })
      .onConflictDoUpdate({
        target: [cargo.nome, cargo.escolaridade, cargo.jornada],
        // A no-op update, so the existing row's id comes back.
        set: { nome: sql`excluded.nome` },
      })
      .returning({ id: cargo.id });
    // The same position listed twice in one notice counts once.
    if (!byId.has(row!.id)) byId.set(row!.id, { cargoId: row!.id, vagas: item.vagas, remuneracaoBase: item.remuneracao_base });
  }
  return [...byId.values()];
}

async function currentCargos(tx: Tx, editalId: number): Promise<CargoRow[]> {
  return tx
    .select({ cargoId: editalCargo.cargoId, vagas: editalCargo.vagas, remuneracaoBase: editalCargo.remuneracaoBase })
    .from(editalCargo)
    .where(eq(editalCargo.editalId, editalId));
}

function sameCargos(a: CargoRow[], b: CargoRow[]): boolean {
  if (a.length !== b.length) return false;
  const index = new Map(b.map((row) => [row.cargoId, row]));
  return a.every((row) => {
    const other = index.get(row.cargoId);
    return !!other && sameValue(row.vagas, other.vagas) && sameValue(row.remuneracaoBase, other.remuneracaoBase);
  });
}

async function replaceCargos(tx: Tx, editalId: number, rows: CargoRow[]) {
  const keep = rows.map((r) => r.cargoId);
  await tx
    .delete(editalCargo)
    .where(and(eq(editalCargo.editalId, editalId), keep.length ? notInArray(editalCargo.cargoId, keep) : undefined));
  for (const row of rows) {
    await tx
      .insert(editalCargo)
      .values({ editalId, ...row })
      .onConflictDoUpdate({
        target: [editalCargo.editalId, editalCargo.cargoId],
        set: { vagas: row.vagas, remuneracaoBase: row.remuneracaoBase },
      });
  }
}

/** Creates, updates (with retificado_em) or leaves alone one notice, in one transaction. */
export async function writeCandidate(db: Database, c: Candidate): Promise<{ outcome: WriteOutcome; id: number }> {
  return db.transaction(async (tx) => {
    const key = storageKey(c);
    const values: EditalValues = editalValues(c);
    const orgaoId = await upsertOrgao(tx, c);
    const bancaId = await upsertBanca(tx, c);
    const cargos = await upsertCargos(tx, c);

    const [existing] = await tx.select().from(edital).where(eq(edital.fonteChave, key)).for('update');
    if (!existing) {
      const [row] = await tx
        .insert(edital)
        .values({ ...values, orgaoId, bancaId, fonteChave: key })
        .returning({ id: edital.id });
      await replaceCargos(tx, row!.id, cargos);
      return { outcome: 'criado' as const, id: row!.id };
    }

    const changed =
      (Object.keys(values) as (keyof EditalValues)[]).some((field) => !sameValue(values[field], existing[field])) ||
      existing.orgaoId !== orgaoId ||
      existing.bancaId !== bancaId ||
      !sameCargos(cargos, await currentCargos(tx, existing.id));
    if (!changed) return { outcome: 'inalterado' as const, id: existing.id };

    await tx
      .update(edital)
      .set({ ...values, orgaoId, bancaId, updatedAt: sql`now()`, retificadoEm: sql`now()` })
      .where(eq(edital.id, existing.id));
    await replaceCargos(tx, existing.id, cargos);
    return { outcome: 'atualizado' as const, id: existing.id };
  });
}

/**
 * Statuses follow the calendar (run daily and after each collection): a notice whose registration
 * ended before `today` is encerrado; a published one whose registration has begun is open. Only
 * notices with dates are touched; cancelled or suspended ones keep their state. Returns how many
 * rows changed.
 */
export async function refreshStatuses(db: Database, today: string): Promise<{ encerrados: number; abertos: number }> {
  const ended = await db
    .update(edital)
    .set({ status: 'encerrado', updatedAt: sql`now()` })
    .where(
      and(
        inArray(edital.status, ['inscricoes_abertas', 'publicado', 'autorizado']),
        isNotNull(edital.inscricoesFim),
        lt(edital.inscricoesFim, today),
      ),
    )
    .returning({ id: edital.id });
  const opened = await db
    .update(edital)
    .set({ status: 'inscricoes_abertas', updatedAt: sql`now()` })
    .where(
      and(
        eq(edital.status, 'publicado'),
        isNotNull(edital.inscricoesInicio),
        sql`${edital.inscricoesInicio} <= ${today}`,
        or(sql`${edital.inscricoesFim} is null`, sql`${edital.inscricoesFim} >= ${today}`),
      ),
    )
    .returning({ id: edital.id });
  return { encerrados: ended.length, abertos: opened.length };
}
