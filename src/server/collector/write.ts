import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { banca, cargo, DEMO_FONTE, edital, editalCargo, editalFonte, editalPdf, editalVersao, orgao } from '../db/schema';
import { classifyNotice } from '#shared/editais/classify';
import type { CargoFato, Mudanca } from '#shared/editais/mudancas';
import type { Uf } from '#shared/ufs';
import { municipioIbgeOf } from '#server/reference/municipios';
import { naturalKey } from './candidate';
import { horasSemanais } from './cargos';
import { concursoKey, decideField, sameConcurso, type ConcursoKey, type Oferta, type Origem, type Proveniencia } from './merge';
import type { Candidate, CandidateCargo } from './types';

/**
 * Writing collected notices (issue 16: provenance and merging, versions of a notice).
 *
 * - Identity. A candidate is known by its source key (or, without one, by a normalised agency +
 *   title + year). A key never seen before is first matched against the stored notices of its state
 *   by `sameConcurso` (merge.ts): the same concurso seen on PCI, JC and Querido Diário becomes one
 *   notice, with one edital_fonte row per source, every link kept.
 * - Provenance. Every field written records {origem, url, em, chave} in edital.proveniencia, and a
 *   field is replaced only as `decideField` allows: the official PDF over the notice's page over a
 *   listing line; a null never overwrites another source's value (gaps are filled by anyone); at the
 *   same origin a field belongs to the source that wrote it.
 * - Versions. A notice created, or whose facts (dates, vacancies, pay, status, positions, latest PDF
 *   hash) change, gets an edital_versao with the facts, the source and the changes ({campo, de,
 *   para}); a new PDF hash is a rectification. retificado_em is set when a value the notice already
 *   had is replaced, or its PDF changes; filling a gap or adding a source is no rectification.
 *
 * Each candidate is written in its own transaction, so a re-run creates nothing new. Agencies,
 * boards and positions are upserted.
 */

/**
 * A notice this writer created earlier in the run is reported once, as 'criado': a later source that
 * completes it in the same run (the same concurso on another site) answers 'inalterado' although it
 * wrote, since the run's tally counts notices, not writes.
 */
export type WriteOutcome = 'criado' | 'atualizado' | 'inalterado';

/** The fields of an edital row the collector owns. */
function editalValues(c: Candidate) {
  return {
    titulo: c.titulo,
    uf: c.uf,
    municipio: c.municipio,
    // niveis, esfera, areas and the escolaridade derived from the levels.
    ...classifyNotice({ titulo: c.titulo, escolaridade: c.escolaridade, orgao: c.orgao, municipio: c.municipio, cargos: c.cargos, niveis: c.niveis }),
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

/** The key a candidate is stored under (edital.fonte_chave, edital_fonte.chave). */
export function storageKey(c: Candidate): string {
  return c.fonte_chave.trim() || `nk:${naturalKey(c)}`;
}

/** A position as the writer stores it: one row per (nome, escolaridade) of a notice. */
interface CargoLine {
  nome: string;
  escolaridade: Candidate['cargos'][number]['escolaridade'];
  vagas: number | null;
  remuneracaoBase: number | null;
  /** cargo.jornada (part of the position's identity in the cargo table). */
  jornada: string | null;
  /** edital_cargo.taxa_inscricao. */
  taxa: number | null;
}

function cargoKey(line: Pick<CargoLine, 'nome' | 'escolaridade'>): string {
  return `${line.nome}\u0000${line.escolaridade ?? ''}`;
}

/** The candidate's positions, the same position listed twice counting once. */
function cargoLines(c: Pick<Candidate, 'cargos'>): CargoLine[] {
  const lines = new Map<string, CargoLine>();
  for (const item of c.cargos) {
    const line = {
      nome: item.nome,
      escolaridade: item.escolaridade,
      vagas: item.vagas,
      remuneracaoBase: item.remuneracao_base,
      jornada: item.jornada ?? null,
      taxa: item.taxa ?? null,
    };
    if (!lines.has(cargoKey(line))) lines.set(cargoKey(line), line);
  }
  return [...lines.values()];
}

function sameCargoLines(a: CargoLine[], b: CargoLine[]): boolean {
  if (a.length !== b.length) return false;
  const index = new Map(b.map((line) => [cargoKey(line), line]));
  return a.every((line) => {
    const other = index.get(cargoKey(line));
    return (
      !!other &&
      sameValue(line.vagas, other.vagas) &&
      sameValue(line.remuneracaoBase, other.remuneracaoBase) &&
      sameValue(line.jornada, other.jornada) &&
      sameValue(line.taxa, other.taxa)
    );
  });
}

/** A stored notice as the writer needs it: its row, agency, board, positions and sources. */
interface StoredNotice {
  row: typeof edital.$inferSelect;
  orgao: { nome: string; sigla: string | null; uf: string | null } | null;
  banca: { nome: string; site: string | null } | null;
  cargos: CargoLine[];
  /** Its sources by key (edital_fonte). */
  fontes: Map<string, { fonte: string; url: string | null; linhaHash: string | null }>;
}

function unchanged(c: Candidate, stored: StoredNotice): boolean {
  const values = editalValues(c);
  if ((Object.keys(values) as (keyof EditalValues)[]).some((field) => !sameValue(values[field], stored.row[field]))) return false;
  const orgaoSame = c.orgao ? stored.orgao?.nome === c.orgao.nome && stored.orgao.uf === c.uf : stored.orgao === null;
  if (!orgaoSame || (c.banca?.nome ?? null) !== (stored.banca?.nome ?? null)) return false;
  return sameCargoLines(cargoLines(c), stored.cargos);
}

// --- Merging a candidate into a stored notice, field by field

/** The fields that carry a provenance. */
const MERGED_FIELDS = [
  'titulo',
  'uf',
  'municipio',
  'escolaridade',
  'vagas',
  'remuneracao_min',
  'remuneracao_max',
  'inscricoes_inicio',
  'inscricoes_fim',
  'prova_data',
  'status',
  'tags',
  'link_edital',
  'link_inscricao',
  'orgao',
  'banca',
  'cargos',
  'niveis',
] as const;
type MergedField = (typeof MERGED_FIELDS)[number];

interface FieldSpec<T> {
  stored: (s: StoredNotice) => T;
  empty: (value: T) => boolean;
  equal: (a: T, b: T) => boolean;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function scalar<T>(stored: (s: StoredNotice) => T): FieldSpec<T> {
  return { stored, empty: isBlank, equal: sameValue };
}

const storedCargos = (s: StoredNotice): CandidateCargo[] =>
  s.cargos.map((l) => ({
    nome: l.nome,
    escolaridade: l.escolaridade,
    vagas: l.vagas,
    remuneracao_base: l.remuneracaoBase,
    jornada: l.jornada,
    taxa: l.taxa,
  }));

const num = (value: number | string | null) => (value === null ? null : Number(value));

const FIELDS: { [K in MergedField]: FieldSpec<Candidate[K]> } = {
  titulo: scalar((s) => s.row.titulo),
  uf: scalar((s) => s.row.uf as Uf | null),
  municipio: scalar((s) => s.row.municipio),
  escolaridade: scalar((s) => s.row.escolaridade),
  vagas: scalar((s) => s.row.vagas),
  remuneracao_min: scalar((s) => num(s.row.remuneracaoMin)),
  remuneracao_max: scalar((s) => num(s.row.remuneracaoMax)),
  inscricoes_inicio: scalar((s) => s.row.inscricoesInicio),
  inscricoes_fim: scalar((s) => s.row.inscricoesFim),
  prova_data: scalar((s) => s.row.provaData),
  status: scalar((s) => s.row.status),
  tags: scalar((s) => s.row.tags),
  link_edital: scalar((s) => s.row.linkEdital),
  link_inscricao: scalar((s) => s.row.linkInscricao),
  orgao: { stored: (s) => s.orgao && { nome: s.orgao.nome, sigla: s.orgao.sigla }, empty: (v) => !v, equal: (a, b) => a?.nome === b?.nome },
  banca: { stored: (s) => s.banca, empty: (v) => !v, equal: (a, b) => a?.nome === b?.nome },
  cargos: { stored: storedCargos, empty: (v) => v.length === 0, equal: (a, b) => sameCargoLines(cargoLines({ cargos: a }), cargoLines({ cargos: b })) },
  // The levels as stored (edital.niveis, derived from these and the positions'); a candidate without any says nothing.
  niveis: {
    stored: (s) => s.row.niveis as Candidate['niveis'],
    empty: (v) => !v?.length,
    equal: (a, b) => (a ?? []).length === (b ?? []).length && (a ?? []).every((n) => (b ?? []).includes(n)),
  },
};

type ProvenienciaMap = Record<string, Proveniencia>;

interface Merged {
  /** The candidate with every field as it will be stored. */
  candidate: Candidate;
  proveniencia: ProvenienciaMap;
  provenienciaChanged: boolean;
  /** Fields whose stored value was replaced by a different one (a rectification; gaps filled are not). */
  replaced: MergedField[];
}

/** Who offers the candidate's values: its origin (a listing line unless it says), key, address, now. */
function ofertaOf(c: Candidate, key: string): Oferta {
  return { origem: (c.origem ?? 'listagem') satisfies Origem, url: c.fonte_url, em: new Date().toISOString(), chave: key };
}

/** Who offers one field: the candidate, or the document the field was read from (`origens`: its PDF). */
function ofertaFor(c: Candidate, campo: MergedField, oferta: Oferta): Oferta {
  const own = c.origens?.[campo];
  return own ? { ...oferta, origem: own.origem, url: own.url } : oferta;
}

/** A new notice's provenance: every field it has, from the candidate. */
function initialProveniencia(c: Candidate, oferta: Oferta): ProvenienciaMap {
  const out: ProvenienciaMap = {};
  for (const campo of MERGED_FIELDS) if (!(FIELDS[campo].empty as (v: unknown) => boolean)(c[campo])) out[campo] = ofertaFor(c, campo, oferta);
  return out;
}

/** The candidate's values merged into the stored notice's, field by field (decideField). */
function mergeCandidate(c: Candidate, stored: StoredNotice, oferta: Oferta): Merged {
  const held = stored.row.proveniencia as ProvenienciaMap;
  // Rows written before provenance was kept: their values are their own source's, as a listing.
  const implicit: Proveniencia = { origem: 'listagem', url: stored.row.fonteUrl, em: stored.row.updatedAt, chave: stored.row.fonteChave };
  const merged: Merged = { candidate: { ...c }, proveniencia: { ...held }, provenienciaChanged: false, replaced: [] };
  const one = <K extends MergedField>(campo: K) => {
    const spec = FIELDS[campo] as FieldSpec<Candidate[K]>;
    const novo = c[campo];
    const atual = spec.stored(stored);
    // Levels are only ever stated, never withdrawn: a reading that names none (a listing line, a
    // failed page) says nothing about them, whoever stated them.
    if (campo === 'niveis' && spec.empty(novo)) {
      merged.candidate[campo] = atual;
      return;
    }
    const decision = decideField({ novo, atual, empty: spec.empty, equal: spec.equal, held: held[campo] ?? implicit, oferta: ofertaFor(c, campo, oferta) });
    merged.candidate[campo] = decision.take ? novo : atual;
    if (decision.prov) {
      merged.proveniencia[campo] = decision.prov;
      merged.provenienciaChanged = true;
    }
    if (decision.take && !spec.empty(atual) && !spec.equal(novo, atual)) merged.replaced.push(campo);
  };
  for (const campo of MERGED_FIELDS) one(campo);
  // A cancellation or suspension is news whatever read the status before (a PDF's dates, say).
  if ((c.status === 'cancelado' || c.status === 'suspenso') && merged.candidate.status !== c.status) {
    merged.candidate.status = c.status;
    merged.proveniencia.status = ofertaFor(c, 'status', oferta);
    merged.provenienciaChanged = true;
    merged.replaced.push('status');
  }
  keepPairValid(merged, stored, held, ['inscricoes_inicio', 'inscricoes_fim']);
  keepPairValid(merged, stored, held, ['remuneracao_min', 'remuneracao_max']);
  keepCalendarStatus(merged, c, stored);
  // Another source's key: the notice keeps its own source columns.
  if (storageKey(c) !== stored.row.fonteChave) {
    merged.candidate.fonte = stored.row.fonte;
    merged.candidate.fonte_url = stored.row.fonteUrl;
  }
  return merged;
}

/** How far the calendar has moved a notice (refreshStatuses only ever moves it forward). */
const CALENDAR_STAGE: Partial<Record<string, number>> = { autorizado: 0, publicado: 1, inscricoes_abertas: 2, encerrado: 3 };

/**
 * A listing that gives no registration dates cannot judge the calendar: when the stored notice has
 * dates (from another source) and the daily status refresh moved it forward (published → open →
 * ended), the listing's earlier status does not move it back. Without this, a notice merged from a
 * dated gazette and an undated list flipped at every run.
 */
function keepCalendarStatus(merged: Merged, c: Candidate, stored: StoredNotice): void {
  if (c.inscricoes_inicio !== null || c.inscricoes_fim !== null) return;
  if (stored.row.inscricoesInicio === null && stored.row.inscricoesFim === null) return;
  const before = CALENDAR_STAGE[stored.row.status];
  const after = CALENDAR_STAGE[merged.candidate.status];
  if (before !== undefined && after !== undefined && after < before) merged.candidate.status = stored.row.status as Candidate['status'];
}

/**
 * Two sources' halves of a range may not fit (registration from one ending before it starts in the
 * other): the pair then stays as stored, which the database already accepted.
 */
function keepPairValid(
  merged: Merged,
  stored: StoredNotice,
  held: ProvenienciaMap,
  [low, high]: ['inscricoes_inicio', 'inscricoes_fim'] | ['remuneracao_min', 'remuneracao_max'],
): void {
  const c = merged.candidate;
  const a = c[low];
  const b = c[high];
  if (a === null || b === null || (typeof a === 'number' && typeof b === 'number' ? a <= b : String(a) <= String(b))) return;
  for (const campo of [low, high] as const) {
    (c as unknown as Record<string, unknown>)[campo] = FIELDS[campo].stored(stored);
    if (held[campo]) merged.proveniencia[campo] = held[campo];
    else delete merged.proveniencia[campo];
    merged.replaced = merged.replaced.filter((f) => f !== campo);
  }
}

// --- Versions of a notice's facts

/** The facts a version keeps (edital_versao.fatos); a change in any of them is a new version. */
export interface Fatos {
  [campo: string]: unknown;
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  vagas: number | null;
  remuneracao_min: number | null;
  remuneracao_max: number | null;
  status: string;
  /** Sorted by name. */
  cargos: CargoFato[];
  /** The latest edital PDF's sha256 (edital_pdf), or null. */
  pdf_sha256: string | null;
}

function cargoFatos(lines: CargoLine[]): CargoFato[] {
  return lines
    .map((l) => ({ nome: l.nome, vagas: l.vagas, remuneracao_base: num(l.remuneracaoBase) }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || (a.vagas ?? -1) - (b.vagas ?? -1) || (a.remuneracao_base ?? -1) - (b.remuneracao_base ?? -1));
}

function fatosOf(c: Candidate, pdf: string | null): Fatos {
  return {
    inscricoes_inicio: c.inscricoes_inicio,
    inscricoes_fim: c.inscricoes_fim,
    prova_data: c.prova_data,
    vagas: c.vagas,
    remuneracao_min: num(c.remuneracao_min),
    remuneracao_max: num(c.remuneracao_max),
    status: c.status,
    cargos: cargoFatos(cargoLines(c)),
    pdf_sha256: pdf,
  };
}

function storedFatos(row: typeof edital.$inferSelect, lines: CargoLine[], pdf: string | null): Fatos {
  return {
    inscricoes_inicio: row.inscricoesInicio,
    inscricoes_fim: row.inscricoesFim,
    prova_data: row.provaData,
    vagas: row.vagas,
    remuneracao_min: num(row.remuneracaoMin),
    remuneracao_max: num(row.remuneracaoMax),
    status: row.status,
    cargos: cargoFatos(lines),
    pdf_sha256: pdf,
  };
}

/**
 * What changed from `before` to `after`, as the version records it: each date, the vacancies, the
 * status, the pay range as one change ('remuneracao': {min, max}), the positions as one change, and
 * a PDF hash that replaced another (the first PDF of a notice is no change: there was none to differ).
 */
export function diffFatos(before: Fatos, after: Fatos): Mudanca[] {
  const out: Mudanca[] = [];
  for (const campo of ['inscricoes_inicio', 'inscricoes_fim', 'prova_data', 'vagas', 'status'] as const) {
    if (!sameValue(before[campo], after[campo])) out.push({ campo, de: before[campo], para: after[campo] });
  }
  if (!sameValue(before.remuneracao_min, after.remuneracao_min) || !sameValue(before.remuneracao_max, after.remuneracao_max)) {
    out.push({
      campo: 'remuneracao',
      de: { min: before.remuneracao_min, max: before.remuneracao_max },
      para: { min: after.remuneracao_min, max: after.remuneracao_max },
    });
  }
  if (JSON.stringify(before.cargos) !== JSON.stringify(after.cargos)) out.push({ campo: 'cargos', de: before.cargos, para: after.cargos });
  if (before.pdf_sha256 && after.pdf_sha256 && before.pdf_sha256 !== after.pdf_sha256) {
    out.push({ campo: 'pdf_sha256', de: before.pdf_sha256, para: after.pdf_sha256 });
  }
  return out;
}

/** The latest version's PDF hash: undefined without any version, null when it knew no PDF. */
async function versionPdf(db: Database | Tx, editalId: number): Promise<string | null | undefined> {
  const [last] = await db
    .select({ pdf: sql<string | null>`${editalVersao.fatos} ->> 'pdf_sha256'` })
    .from(editalVersao)
    .where(eq(editalVersao.editalId, editalId))
    .orderBy(desc(editalVersao.criadoEm), desc(editalVersao.id))
    .limit(1);
  return last ? last.pdf : undefined;
}

/** The hash of the newest readable edital PDF of the notice (other than `except`), or null. */
async function latestPdf(db: Database | Tx, editalId: number, except?: string): Promise<string | null> {
  const [row] = await db
    .select({ sha256: editalPdf.sha256 })
    .from(editalPdf)
    .where(and(eq(editalPdf.editalId, editalId), isNotNull(editalPdf.sha256), except ? ne(editalPdf.sha256, except) : undefined))
    .orderBy(desc(editalPdf.baixadoEm), desc(editalPdf.id))
    .limit(1);
  return row?.sha256 ?? null;
}

async function storedCargoLines(db: Database | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      editalId: editalCargo.editalId,
      nome: cargo.nome,
      escolaridade: cargo.escolaridade,
      vagas: editalCargo.vagas,
      remuneracaoBase: editalCargo.remuneracaoBase,
      jornada: cargo.jornada,
      taxa: editalCargo.taxaInscricao,
    })
    .from(editalCargo)
    .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId))
    .where(inArray(editalCargo.editalId, ids));
}

/**
 * Records a PDF of a notice (the PDF stage calls this after storing edital_pdf): when its hash
 * differs from the one the notice's versions knew, a new version; when that replaces an earlier PDF,
 * it is a rectification ('Retificação publicada'): retificacao = true and edital.retificado_em = now().
 * The first PDF a notice gets is recorded without a change (nothing was rectified). Returns the new
 * version, or null when the hash is the known one (or the notice is gone).
 */
export async function recordPdfVersion(
  db: Database,
  editalId: number,
  sha256: string,
  fonte: string,
): Promise<{ versaoId: number; retificacao: boolean } | null> {
  return db.transaction(async (tx) => {
    // One writer of a notice's versions at a time.
    const [row] = await tx.select().from(edital).where(eq(edital.id, editalId)).for('update');
    if (!row) return null;
    const known = await versionPdf(tx, editalId);
    const previous = known ?? (await latestPdf(tx, editalId, sha256));
    if (previous === sha256) return null;
    const fatos = storedFatos(row, await storedCargoLines(tx, [editalId]), sha256);
    const retificacao = previous !== null;
    const mudancas: Mudanca[] = retificacao ? [{ campo: 'pdf_sha256', de: previous, para: sha256 }] : [];
    const [version] = await tx
      .insert(editalVersao)
      .values({ editalId, fonte, fatos, mudancas, retificacao })
      .returning({ id: editalVersao.id });
    if (retificacao) await tx.update(edital).set({ retificadoEm: sql`now()`, updatedAt: sql`now()` }).where(eq(edital.id, editalId));
    return { versaoId: version!.id, retificacao };
  });
}

// --- The writer

const LOOKUP_CHUNK = 500;

/** How far back a new listing is matched against stored notices (by their created_at). */
const MERGE_WINDOW = '2 years';

/**
 * Sources whose items are several texts about one concurso (a gazette's opening, rectification and
 * extension notices): their items may merge with a notice that already has an item of theirs. Any
 * other source lists a concurso once, so two of its items are never merged into one notice.
 */
const SEVERAL_ITEMS_PER_CONCURSO = new Set(['querido-diario']);

/** A stored notice as the merge lookup compares it. */
interface MergeEntry {
  id: number;
  key: ConcursoKey;
  /** The sources it already has (edital_fonte.fonte, and edital.fonte). */
  fontes: Set<string>;
}

function concursoKeyOf(c: Candidate): ConcursoKey {
  return concursoKey({ ...c, cargos: c.cargos.map((x) => x.nome) });
}

type Learned = [Map<string, number>, string, number][];

/**
 * Writes a run's candidates. Stored notices are read in bulk first, so an unchanged notice (most
 * of them, on a scheduled run) costs no query; ids of agencies, boards and positions are cached
 * for the run once their transaction has committed.
 */
export class CandidateWriter {
  private readonly orgaoIds = new Map<string, number>();
  private readonly bancaIds = new Map<string, number>();
  private readonly cargoIds = new Map<string, number>();
  private readonly stored = new Map<string, StoredNotice>();
  private readonly keysById = new Map<number, Set<string>>();
  /** The stored notices of each state ('' for national ones) that new listings are matched against. */
  private readonly mergeIndex = new Map<string, MergeEntry[]>();
  /** Notices this writer created (this run). */
  private readonly created = new Set<number>();

  constructor(private readonly db: Database) {}

  /**
   * Reads the stored notices these candidates may match, by their keys (call once per source,
   * before write), and marks those sources seen now (edital_fonte.visto_em): the source listed them.
   */
  async prefetch(candidates: Candidate[]): Promise<void> {
    const keys = [...new Set(candidates.map(storageKey))];
    for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
      const chunk = keys.slice(i, i + LOOKUP_CHUNK);
      // Two index lookups (an OR of the two would scan the table).
      const byOwnKey = await this.db.select({ id: edital.id }).from(edital).where(inArray(edital.fonteChave, chunk));
      const bySource = await this.db.select({ id: editalFonte.editalId }).from(editalFonte).where(inArray(editalFonte.chave, chunk));
      const ids = [...new Set([...byOwnKey, ...bySource].map((r) => r.id))];
      if (ids.length === 0) continue;
      const notices = await this.loadNotices(inArray(edital.id, ids));
      const wanted = new Set(chunk);
      for (const notice of notices) {
        for (const key of [notice.row.fonteChave, ...notice.fontes.keys()]) if (key && wanted.has(key)) this.remember(key, notice);
      }
      if (bySource.length) await this.db.update(editalFonte).set({ vistoEm: sql`now()` }).where(inArray(editalFonte.chave, chunk));
    }
  }

  /**
   * Creates a notice, merges the candidate into the same concurso already stored (a new source, or
   * one it came from), or leaves it alone; a write is one transaction.
   */
  async write(candidate: Candidate): Promise<{ outcome: WriteOutcome; id: number }> {
    // The level as it will be stored (derived from every level the notice states): compared with
    // the stored one, a notice read again the same way is the same.
    const c: Candidate = { ...candidate, escolaridade: editalValues(candidate).escolaridade };
    const key = storageKey(c);
    let stored = this.stored.get(key);
    if (!stored) {
      await this.prefetch([c]);
      stored = this.stored.get(key) ?? (await this.sameConcursoStored(c));
    }
    const oferta = ofertaOf(c, key);
    const result = stored ? await this.update(c, key, oferta, stored) : await this.create(c, key, oferta);
    this.forget(result.id);
    return result;
  }

  private remember(key: string, notice: StoredNotice): void {
    this.stored.set(key, notice);
    const keys = this.keysById.get(notice.row.id) ?? new Set();
    keys.add(key);
    this.keysById.set(notice.row.id, keys);
  }

  /** Drops what is cached of a notice just written: the next write of any of its keys reads it again. */
  private forget(id: number): void {
    for (const key of this.keysById.get(id) ?? []) this.stored.delete(key);
    this.keysById.delete(id);
  }

  /** The notices `where` selects, with agency, board, positions and sources. */
  private async loadNotices(where: SQL | undefined): Promise<StoredNotice[]> {
    const rows = await this.db
      .select({ row: edital, orgaoNome: orgao.nome, orgaoSigla: orgao.sigla, orgaoUf: orgao.uf, bancaNome: banca.nome, bancaSite: banca.site })
      .from(edital)
      .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
      .leftJoin(banca, eq(banca.id, edital.bancaId))
      .where(where);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.row.id);
    const lines = await storedCargoLines(this.db, ids);
    const fontes = await this.db.select().from(editalFonte).where(inArray(editalFonte.editalId, ids));
    return rows.map((r) => ({
      row: r.row,
      orgao: r.orgaoNome === null ? null : { nome: r.orgaoNome, sigla: r.orgaoSigla, uf: r.orgaoUf },
      banca: r.bancaNome === null ? null : { nome: r.bancaNome, site: r.bancaSite },
      cargos: lines.filter((l) => l.editalId === r.row.id),
      fontes: new Map(fontes.filter((f) => f.editalId === r.row.id).map((f) => [f.chave, { fonte: f.fonte, url: f.url, linhaHash: f.linhaHash }])),
    }));
  }

  /** The stored notice that is the same concurso as a candidate with an unknown key, if any. */
  private async sameConcursoStored(c: Candidate): Promise<StoredNotice | undefined> {
    const key = concursoKeyOf(c);
    if (key.ano === null || (!key.agency && !key.sigla)) return undefined;
    const entries = await this.mergeEntries(c.uf);
    const several = SEVERAL_ITEMS_PER_CONCURSO.has(c.fonte);
    const match = entries.find((e) => (several || !e.fontes.has(c.fonte)) && sameConcurso(key, e.key));
    if (!match) return undefined;
    const [notice] = await this.loadNotices(eq(edital.id, match.id));
    return notice;
  }

  /** The merge index of a state, read on first use (notices with an agency, created within MERGE_WINDOW, not demo data). */
  private async mergeEntries(uf: string | null): Promise<MergeEntry[]> {
    const cached = this.mergeIndex.get(uf ?? '');
    if (cached) return cached;
    const rows = await this.db
      .select({
        id: edital.id,
        titulo: edital.titulo,
        uf: edital.uf,
        inscricoes_inicio: edital.inscricoesInicio,
        inscricoes_fim: edital.inscricoesFim,
        prova_data: edital.provaData,
        fonte: edital.fonte,
        orgaoNome: orgao.nome,
        orgaoSigla: orgao.sigla,
        cargos: sql<string[] | null>`(select array_agg(${cargo.nome}) from ${editalCargo}
          inner join ${cargo} on ${cargo.id} = ${editalCargo.cargoId} where ${editalCargo.editalId} = ${edital.id})`,
        fontes: sql<string[] | null>`(select array_agg(distinct ${editalFonte.fonte}) from ${editalFonte}
          where ${editalFonte.editalId} = ${edital.id})`,
      })
      .from(edital)
      .innerJoin(orgao, eq(orgao.id, edital.orgaoId))
      // Demo notices are invented (the seed's illustrations): a real notice never merges into one.
      .where(and(uf === null ? isNull(edital.uf) : eq(edital.uf, uf), ne(edital.fonte, DEMO_FONTE), sql`${edital.createdAt} > now() - ${MERGE_WINDOW}::interval`));
    const entries = rows.map((r) => ({
      id: r.id,
      key: concursoKey({ ...r, orgao: { nome: r.orgaoNome, sigla: r.orgaoSigla }, cargos: r.cargos ?? [] }),
      fontes: new Set([r.fonte, ...(r.fontes ?? [])]),
    }));
    this.mergeIndex.set(uf ?? '', entries);
    return entries;
  }

  private async create(c: Candidate, key: string, oferta: Oferta): Promise<{ outcome: WriteOutcome; id: number }> {
    const learned: Learned = [];
    const id = await this.db.transaction(async (tx) => {
      const refs = await this.references(tx, c, learned);
      // municipio_ibge is derived from uf and municipio, which the comparison covers: written with
      // them, it never counts as a rectification by itself (db/backfill-municipios.ts fills older rows).
      const values = { ...editalValues(c), municipioIbge: municipioIbgeOf(c.uf, c.municipio) };
      const [row] = await tx
        .insert(edital)
        .values({ ...values, orgaoId: refs.orgaoId, bancaId: refs.bancaId, fonteChave: key, proveniencia: initialProveniencia(c, oferta) })
        .onConflictDoNothing({ target: edital.fonteChave })
        .returning({ id: edital.id });
      if (!row) throw new Error(`fonte_chave ${key} gravada por outro processo durante a coleta`);
      if (refs.cargoRows.length) await tx.insert(editalCargo).values(refs.cargoRows.map((r) => ({ editalId: row.id, ...r })));
      await upsertFonte(tx, row.id, c, key);
      await tx.insert(editalVersao).values({ editalId: row.id, fonte: c.fonte, fatos: fatosOf(c, null), mudancas: [] });
      return row.id;
    });
    this.learn(learned);
    this.created.add(id);
    // Later listings of this run may be the same concurso (a state's index not read yet will read it).
    if (c.orgao) this.mergeIndex.get(c.uf ?? '')?.push({ id, key: concursoKeyOf(c), fontes: new Set([c.fonte]) });
    return { outcome: 'criado', id };
  }

  /** Merges the candidate into a stored notice: its fields, its source row, a version when the facts change. */
  private async update(c: Candidate, key: string, oferta: Oferta, stored: StoredNotice): Promise<{ outcome: WriteOutcome; id: number }> {
    const id = stored.row.id;
    const merged = mergeCandidate(c, stored, oferta);
    const fonte = stored.fontes.get(key);
    // A source the notice did not have (its own key missing from edital_fonte is no new source).
    const newSource = !fonte && key !== stored.row.fonteChave;
    const linkChanged = newSource || (!!fonte && fonte.url !== c.fonte_url);
    const fonteStale = !fonte || linkChanged || fonte.linhaHash !== (c.linha_hash ?? null);
    const same = unchanged(merged.candidate, stored);
    if (same && !merged.provenienciaChanged && !fonteStale) return { outcome: 'inalterado', id };

    const learned: Learned = [];
    await this.db.transaction(async (tx) => {
      if (fonteStale) await upsertFonte(tx, id, c, key);
      if (same) {
        // Only where the values came from, or the source's row: the notice's facts stand.
        const touched = linkChanged ? { updatedAt: sql`now()` } : {};
        await tx.update(edital).set({ proveniencia: merged.proveniencia, ...touched }).where(eq(edital.id, id));
        return;
      }
      await this.rewrite(tx, { c: merged.candidate, stored, merged, fonte: c.fonte }, learned);
    });
    this.learn(learned);
    if (newSource) this.mergeIndex.get(c.uf ?? '')?.find((e) => e.id === id)?.fontes.add(c.fonte);
    const wrote = !same || newSource || linkChanged;
    return { outcome: wrote && !this.created.has(id) ? 'atualizado' : 'inalterado', id };
  }

  /** Writes a stored notice's new values, its positions when they changed, and the version of its facts. */
  private async rewrite(
    tx: Tx,
    { c, stored, merged, fonte }: { c: Candidate; stored: StoredNotice; merged: Merged; fonte: string },
    learned: Learned,
  ): Promise<void> {
    const id = stored.row.id;
    const refs = await this.references(tx, c, learned);
    const [known, pdf] = await Promise.all([versionPdf(tx, id), latestPdf(tx, id)]);
    // Without an earlier version, the current PDF is taken as the known one.
    const before = storedFatos(stored.row, stored.cargos, known === undefined ? pdf : known);
    const fatos = fatosOf(c, pdf);
    const mudancas = diffFatos(before, fatos);
    const retificacao = mudancas.some((m) => m.campo === 'pdf_sha256');
    const rectified = merged.replaced.length > 0 || retificacao;
    await tx
      .update(edital)
      .set({
        ...editalValues(c),
        municipioIbge: municipioIbgeOf(c.uf, c.municipio),
        orgaoId: refs.orgaoId,
        bancaId: refs.bancaId,
        proveniencia: merged.proveniencia,
        updatedAt: sql`now()`,
        ...(rectified ? { retificadoEm: sql`now()` } : {}),
      })
      .where(eq(edital.id, id));
    if (!sameCargoLines(cargoLines(c), stored.cargos)) {
      await tx.delete(editalCargo).where(eq(editalCargo.editalId, id));
      if (refs.cargoRows.length) await tx.insert(editalCargo).values(refs.cargoRows.map((r) => ({ editalId: id, ...r })));
    }
    if (mudancas.length) await tx.insert(editalVersao).values({ editalId: id, fonte, fatos, mudancas, retificacao });
  }

  /** Committed: the ids are real now. */
  private learn(learned: Learned): void {
    for (const [cache, k, id] of learned) cache.set(k, id);
  }

  /** The agency, board and position rows a notice refers to, upserted. */
  private async references(tx: Tx, c: Candidate, learned: Learned) {
    const orgaoId = await this.orgaoId(tx, c, learned);
    const bancaId = await this.bancaId(tx, c, learned);
    const cargoRows = [];
    for (const line of cargoLines(c)) {
      cargoRows.push({
        cargoId: await this.cargoId(tx, line, learned),
        vagas: line.vagas,
        remuneracaoBase: line.remuneracaoBase,
        taxaInscricao: line.taxa,
      });
    }
    return { orgaoId, bancaId, cargoRows };
  }

  private async orgaoId(tx: Tx, c: Candidate, learned: Learned): Promise<number | null> {
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

  private async bancaId(tx: Tx, c: Candidate, learned: Learned): Promise<number | null> {
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

  private async cargoId(tx: Tx, line: CargoLine, learned: Learned): Promise<number> {
    const k = `${cargoKey(line)}\u0000${line.jornada ?? ''}`;
    const cached = this.cargoIds.get(k);
    if (cached !== undefined) return cached;
    const [row] = await tx
      .insert(cargo)
      .values({ nome: line.nome, escolaridade: line.escolaridade, jornada: line.jornada, cargaHorariaSemanal: horasSemanais(line.jornada) })
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

/** The candidate's source row of the notice: its address and listing line hash as read now, seen now. */
async function upsertFonte(tx: Tx, editalId: number, c: Candidate, key: string): Promise<void> {
  await tx
    .insert(editalFonte)
    .values({ editalId, fonte: c.fonte, chave: key, url: c.fonte_url, linhaHash: c.linha_hash ?? null })
    .onConflictDoUpdate({
      target: editalFonte.chave,
      set: { url: sql`excluded.url`, linhaHash: sql`excluded.linha_hash`, vistoEm: sql`now()` },
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
