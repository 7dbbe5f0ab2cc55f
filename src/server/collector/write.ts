import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { banca, cargo, edital, editalCargo, orgao } from '../db/schema';
import { classifyNotice } from '#shared/editais/classify';
import { municipioIbgeOf } from '#server/reference/municipios';
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
    // niveis, esfera, areas and the escolaridade derived from the levels.
    ...classifyNotice({ titulo: c.titulo, escolaridade: c.escolaridade, orgao: c.orgao, municipio: c.municipio, cargos: c.cargos }),
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

/** A position as the writer stores it: one row per (nome, escolaridade) of a notice. */
interface CargoLine {
  nome: string;
  escolaridade: Candidate['cargos'][number]['escolaridade'];
  vagas: number | null;
  remuneracaoBase: number | null;
}

function cargoKey(line: Pick<CargoLine, 'nome' | 'escolaridade'>): string {
  return `${line.nome}\u0000${line.escolaridade ?? ''}`;
}

/** The candidate's positions, the same position listed twice counting once. */
function cargoLines(c: Candidate): CargoLine[] {
  const lines = new Map<string, CargoLine>();
  for (const item of c.cargos) {
    const line = { nome: item.nome, escolaridade: item.escolaridade, vagas: item.vagas, remuneracaoBase: item.remuneracao_base };
    if (!lines.has(cargoKey(line))) lines.set(cargoKey(line), line);
  }
  return [...lines.values()];
}

/** A stored notice as the comparison needs it: its columns, agency, board and positions by name. */
interface StoredNotice {
  row: typeof edital.$inferSelect;
  orgao: { nome: string; uf: string | null } | null;
  banca: string | null;
  cargos: CargoLine[];
}

function unchanged(c: Candidate, stored: StoredNotice): boolean {
  const values = editalValues(c);
  if ((Object.keys(values) as (keyof EditalValues)[]).some((field) => !sameValue(values[field], stored.row[field]))) return false;
  const orgaoSame = c.orgao ? stored.orgao?.nome === c.orgao.nome && stored.orgao.uf === c.uf : stored.orgao === null;
  if (!orgaoSame || (c.banca?.nome ?? null) !== stored.banca) return false;
  const lines = cargoLines(c);
  if (lines.length !== stored.cargos.length) return false;
  const index = new Map(stored.cargos.map((line) => [cargoKey(line), line]));
  return lines.every((line) => {
    const other = index.get(cargoKey(line));
    return !!other && sameValue(line.vagas, other.vagas) && sameValue(line.remuneracaoBase, other.remuneracaoBase);
  });
}

const LOOKUP_CHUNK = 500;

/**
 * Writes a run's candidates. Stored notices are read in bulk first, so an unchanged notice (most
 * of them, on a scheduled run) costs no query; ids of agencies, boards and positions are cached
 * for the run once their transaction has committed.
 */
export class CandidateWriter {
  private readonly orgaoIds = new Map<string, number>();
  private readonly bancaIds = new Map<string, number>();
  private readonly cargoIds = new Map<string, number>();
  private stored = new Map<string, StoredNotice>();

  constructor(private readonly db: Database) {}

  /** Reads the stored notices these candidates may match (call once per source, before write). */
  async prefetch(candidates: Candidate[]): Promise<void> {
    const keys = [...new Set(candidates.map(storageKey))];
    for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
      const chunk = keys.slice(i, i + LOOKUP_CHUNK);
      const rows = await this.db
        .select({ row: edital, orgaoNome: orgao.nome, orgaoUf: orgao.uf, bancaNome: banca.nome })
        .from(edital)
        .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
        .leftJoin(banca, eq(banca.id, edital.bancaId))
        .where(inArray(edital.fonteChave, chunk));
      if (!rows.length) continue;
      const ids = rows.map((r) => r.row.id);
      const lines = await this.db
        .select({
          editalId: editalCargo.editalId,
          nome: cargo.nome,
          escolaridade: cargo.escolaridade,
          vagas: editalCargo.vagas,
          remuneracaoBase: editalCargo.remuneracaoBase,
        })
        .from(editalCargo)
        .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId))
        .where(inArray(editalCargo.editalId, ids));
      for (const r of rows) {
        this.stored.set(r.row.fonteChave!, {
          row: r.row,
          orgao: r.orgaoNome === null ? null : { nome: r.orgaoNome, uf: r.orgaoUf },
          banca: r.bancaNome,
          cargos: lines.filter((l) => l.editalId === r.row.id),
        });
      }
    }
  }

  /** Creates, updates (with retificado_em) or leaves alone one notice; a write is one transaction. */
  async write(c: Candidate): Promise<{ outcome: WriteOutcome; id: number }> {
    const key = storageKey(c);
    let stored = this.stored.get(key);
    if (!stored) {
      await this.prefetch([c]);
      stored = this.stored.get(key);
    }
    if (stored && unchanged(c, stored)) return { outcome: 'inalterado', id: stored.row.id };

    const learned: [Map<string, number>, string, number][] = [];
    const result = await this.db.transaction(async (tx) => {
      const orgaoId = await this.orgaoId(tx, c, learned);
      const bancaId = await this.bancaId(tx, c, learned);
      const lines = cargoLines(c);
      const cargoRows = [];
      for (const line of lines) {
        cargoRows.push({ cargoId: await this.cargoId(tx, line, learned), vagas: line.vagas, remuneracaoBase: line.remuneracaoBase });
      }
      // municipio_ibge is derived from uf and municipio, which the comparison covers: written with
      // them, it never counts as a rectification by itself (db/backfill-municipios.ts fills older rows).
      const values = { ...editalValues(c), municipioIbge: municipioIbgeOf(c.uf, c.municipio) };
      let id: number;
      let outcome: WriteOutcome;
      if (!stored) {
        const [row] = await tx
          .insert(edital)
          .values({ ...values, orgaoId, bancaId, fonteChave: key })
          .onConflictDoNothing({ target: edital.fonteChave })
          .returning({ id: edital.id });
        if (!row) throw new Error(`fonte_chave ${key} gravada por outro processo durante a coleta`);
        id = row.id;
        outcome = 'criado';
      } else {
        id = stored.row.id;
        outcome = 'atualizado';
        await tx
          .update(edital)
          .set({ ...values, orgaoId, bancaId, updatedAt: sql`now()`, retificadoEm: sql`now()` })
          .where(eq(edital.id, id));
        await tx.delete(editalCargo).where(eq(editalCargo.editalId, id));
      }
      if (cargoRows.length) await tx.insert(editalCargo).values(cargoRows.map((row) => ({ editalId: id, ...row })));
      return { outcome, id };
    });
    // Committed: the ids are real now.
    for (const [cache, k, id] of learned) cache.set(k, id);
    this.stored.delete(key);
    return result;
  }

  private async orgaoId(tx: Tx, c: Candidate, learned: [Map<string, number>, string, number][]): Promise<number | null> {
    if (!c.orgao) return null;
    const k = `${c.orgao.nome}\u0000${c.uf ?? ''}`;
    const cached = this.orgaoIds.get(k);
    if (cached !== undefined) return cached;
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
    learned.push([this.orgaoIds, k, row!.id]);
    return row!.id;
  }

  private async bancaId(tx: Tx, c: Candidate, learned: [Map<string, number>, string, number][]): Promise<number | null> {
    if (!c.banca) return null;
    const cached = this.bancaIds.get(c.banca.nome);
    if (cached !== undefined) return cached;
    const [row] = await tx
      .insert(banca)
      .values({ nome: c.banca.nome, site: c.banca.site })
      .onConflictDoUpdate({ target: banca.nome, set: { site: sql`coalesce(${banca.site}, excluded.site)` } })
      .returning({ id: banca.id });
    learned.push([this.bancaIds, c.banca.nome, row!.id]);
    return row!.id;
  }

  private async cargoId(tx: Tx, line: CargoLine, learned: [Map<string, number>, string, number][]): Promise<number> {
    const k = cargoKey(line);
    const cached = this.cargoIds.get(k);
    if (cached !== undefined) return cached;
    const [row] = await tx
      .insert(cargo)
      .values({ nome: line.nome, escolaridade: line.escolaridade, jornada: null })
      .onConflictDoUpdate({
        target: [cargo.nome, cargo.escolaridade, cargo.jornada],
        // A no-op update, so the existing row's id comes back.
        set: { nome: sql`excluded.nome` },
      })
      .returning({ id: cargo.id });
    learned.push([this.cargoIds, k, row!.id]);
    return row!.id;
  }
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
