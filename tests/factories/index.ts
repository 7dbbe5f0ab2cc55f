/**
 * Test data factories (DESIGN.md section 9): each inserts one valid row with sensible defaults and
 * returns it; pass overrides for what the test is about. Unique values come from one counter, so
 * factories can be called any number of times on one database.
 */
import type { Candidate } from '#server/collector/types';
import type { Database, Tx } from '#server/db/client';
import { banca, cargo, edital, editalCargo, orgao, user, userEditalStatus } from '#server/db/schema';

type Db = Database | Tx;

let sequence = 0;
/** A number unique within the test process. */
export function nextId(): number {
  sequence += 1;
  return sequence;
}

export type OrgaoInsert = typeof orgao.$inferInsert;
export type BancaInsert = typeof banca.$inferInsert;
export type CargoInsert = typeof cargo.$inferInsert;
export type EditalInsert = typeof edital.$inferInsert;
export type EditalCargoInsert = typeof editalCargo.$inferInsert;
export type UserInsert = typeof user.$inferInsert;

export async function createOrgao(db: Db, overrides: Partial<OrgaoInsert> = {}) {
  const n = nextId();
  const [row] = await db
    .insert(orgao)
    .values({ nome: `Órgão de Teste ${n}`, sigla: `OT${n}`, uf: 'SP', municipio: 'São Paulo', ...overrides })
    .returning();
  return row!;
}

export async function createBanca(db: Db, overrides: Partial<BancaInsert> = {}) {
  const n = nextId();
  const [row] = await db
    .insert(banca)
    .values({ nome: `Banca de Teste ${n}`, site: `https://banca-${n}.example.com`, ...overrides })
    .returning();
  return row!;
}

export async function createCargo(db: Db, overrides: Partial<CargoInsert> = {}) {
  const n = nextId();
  const [row] = await db
    .insert(cargo)
    .values({ nome: `Cargo de Teste ${n}`, escolaridade: 'Ensino_Superior', jornada: '40 horas semanais', ...overrides })
    .returning();
  return row!;
}

/** A notice's defaults: open in SP, no agency or board, created now. */
export function editalValues(overrides: Partial<EditalInsert> = {}): EditalInsert {
  const n = nextId();
  return {
    titulo: `Concurso de Teste ${n}`,
    uf: 'SP',
    municipio: 'São Paulo',
    escolaridade: 'Ensino_Superior',
    vagas: 10,
    remuneracaoMin: 3000,
    remuneracaoMax: 6000,
    status: 'inscricoes_abertas',
    tags: ['Teste'],
    fonte: 'teste',
    fonteChave: `teste:${n}`,
    ...overrides,
  };
}

export async function createEdital(db: Db, overrides: Partial<EditalInsert> = {}) {
  const [row] = await db.insert(edital).values(editalValues(overrides)).returning();
  return row!;
}

/** `count` notices in one insert; `overrides(i)` customises the i-th (0-based). Returned in order. */
export async function createEditais(db: Db, count: number, overrides: (i: number) => Partial<EditalInsert> = () => ({})) {
  if (count === 0) return [];
  const values = Array.from({ length: count }, (_, i) => editalValues(overrides(i)));
  const rows = await db.insert(edital).values(values).returning();
  const byKey = new Map(rows.map((r) => [r.fonteChave, r]));
  return values.map((v) => byKey.get(v.fonteChave ?? null)!);
}

/** Adds a position to a notice (creating the cargo unless cargoId is given). */
export async function createEditalCargo(
  db: Db,
  overrides: Partial<EditalCargoInsert> & { editalId: number; cargo?: Partial<CargoInsert> },
) {
  const { cargo: cargoOverrides, ...rest } = overrides;
  const cargoId = rest.cargoId ?? (await createCargo(db, cargoOverrides)).id;
  const [row] = await db
    .insert(editalCargo)
    .values({ vagas: 1, remuneracaoBase: 5000, formatoProva: 'Objetiva', taxaInscricao: 100, ...rest, cargoId })
    .returning();
  return row!;
}

/** A row in better-auth's user table (no password: enough for ownership in the data model), its address verified. */
export async function createUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const n = nextId();
  const [row] = await db
    .insert(user)
    .values({ id: `user-teste-${n}`, name: `Pessoa de Teste ${n}`, email: `pessoa${n}@teste.example.com`, emailVerified: true, ...overrides })
    .returning();
  return row!;
}

/** Records (upserts) a user's status for a notice. */
export async function setUserEditalStatus(
  db: Db,
  values: { userId: string; editalId: number; status: 'salvo' | 'visto' | 'oculto' | 'inscrito'; origin?: 'feed' | 'busca' },
) {
  const [row] = await db
    .insert(userEditalStatus)
    .values({ origin: 'feed', ...values })
    .onConflictDoUpdate({
      target: [userEditalStatus.userId, userEditalStatus.editalId],
      set: { status: values.status, origin: values.origin ?? 'feed' },
    })
    .returning();
  return row!;
}

/** A notice as a collector source hands it over (nothing stored): open, in Niterói (RJ), its own key. */
export function buildCandidate(overrides: Partial<Candidate> = {}): Candidate {
  const n = nextId();
  return {
    fonte: 'teste',
    fonte_chave: `teste:candidato-${n}`,
    fonte_url: 'https://fonte.exemplo.com.br/concurso',
    titulo: `Concurso candidato ${n}`,
    orgao: { nome: 'Prefeitura de Niterói', sigla: null },
    uf: 'RJ',
    municipio: 'Niterói',
    status: 'inscricoes_abertas',
    escolaridade: 'Ensino_Médio',
    vagas: 12,
    cadastro_reserva: false,
    remuneracao_min: 2500,
    remuneracao_max: 2500,
    inscricoes_inicio: '2026-11-20',
    inscricoes_fim: '2026-12-15',
    prova_data: null,
    cargos: [],
    tags: [],
    link_edital: null,
    link_inscricao: null,
    banca: null,
    texto: '',
    extracao: 'estruturado',
    ...overrides,
  };
}

/** An ISO timestamp `minutes` before `from` (default: a fixed instant), for created_at ordering. */
export function minutesAgo(minutes: number, from = '2025-03-10T12:00:00.000Z'): string {
  return new Date(Date.parse(from) - minutes * 60_000).toISOString();
}
