import type { EditalStatus, Escolaridade, Plan, SubscriptionStatus, TrackingOrigin, TrackingStatus, UserStatus } from './domain';
import type { Uf } from './ufs';

/**
 * JSON shapes of the HTTP API (DESIGN.md section 5), shared by server and web. Notice fields keep
 * the names of SPEC.md section 3 (snake_case); userStatus is the client-facing addition.
 */

export interface OrgaoRef {
  nome: string;
  sigla: string | null;
}

export interface BancaRef {
  nome: string;
  site: string | null;
}

export interface Edital {
  id: number;
  titulo: string;
  uf: Uf | null;
  municipio: string | null;
  escolaridade: Escolaridade | null;
  vagas: number | null;
  remuneracao_min: number | null;
  remuneracao_max: number | null;
  /** Dates as 'YYYY-MM-DD'. */
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  /** Timestamps as ISO 8601. */
  retificado_em: string | null;
  created_at: string;
  updated_at: string;
  status: EditalStatus;
  tags: string[];
  link_edital: string | null;
  link_inscricao: string | null;
  orgao: OrgaoRef | null;
  banca: BancaRef | null;
  /** The caller's own status; present on answers for a signed-in caller. */
  userStatus?: UserStatus;
}

export interface EditalCargo {
  cargo_id: number;
  nome: string;
  escolaridade: Escolaridade | null;
  jornada: string | null;
  vagas: number | null;
  remuneracao_base: number | null;
  formato_prova: string | null;
  taxa_inscricao: number | null;
}

/** GET /api/feed-publico, GET /api/feed, GET /api/editais */
export interface EditaisResponse {
  editais: Edital[];
}

/** GET /api/editais/:id */
export interface EditalDetalheResponse {
  edital: Edital;
  cargos: EditalCargo[];
  similares: Edital[];
  /** null for a visitor. */
  userStatus: UserStatus | null;
}

/** A user's plan and how much of it is used: saved notices against the plan's limit. */
export interface PlanUsage {
  plan: Plan;
  saved: number;
  /** null = unlimited (premium) */
  limit: number | null;
}

/** GET /api/me */
export interface MeResponse {
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean; createdAt: string };
  profile: { full_name: string } | null;
  subscription: { plan: Plan; status: SubscriptionStatus; started_at: string } | null;
  roles: { admin: boolean };
  usage: PlanUsage;
}

/** GET /api/me/roles/admin */
export interface HasRoleResponse {
  hasRole: boolean;
}

/** PUT /api/me/editais/:id/status body */
export interface SetStatusBody {
  status: 'salvo' | 'visto' | 'oculto';
  origin: TrackingOrigin;
}

/** PUT /api/me/editais/:id/status answer */
export interface SetStatusResponse {
  userStatus: 'salvo' | 'visto' | 'oculto';
  usage: PlanUsage;
}

/** GET /api/me/editais: Meus Concursos, most recently changed first. */
export interface MeusConcursosResponse {
  salvos: Edital[];
  vistos: Edital[];
  ocultos: Edital[];
  inscritos: Edital[];
  counts: { salvos: number; vistos: number; ocultos: number; inscritos: number };
  usage: PlanUsage;
}

/** One account in the admin's user list. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  plan: Plan;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** GET /api/admin/users?q=&plan=&role= (up to 100, e-mail order) */
export interface AdminUsersResponse {
  users: AdminUser[];
}

/** PUT /api/admin/users/:id/plan answer */
export interface SetUserPlanResponse {
  user: AdminUser;
}

/** One line of a collector run's report. */
export interface CollectorDetalhe {
  /** criado / atualizado: a notice written; erro: an item or a source that failed; aviso: data kept, but worth knowing. */
  tipo: 'criado' | 'atualizado' | 'erro' | 'aviso';
  /** The notice's title, or the item/page that failed. */
  edital: string;
  /** The source's name ('pci-mcp', 'pci-html', 'jc', 'querido-diario'). */
  fonte: string;
  /** Portuguese explanation (errors and warnings). */
  mensagem?: string;
}

/** POST /api/admin/coleta answer, also stored as collector_run.result. */
export interface CollectorResult {
  total_fontes: number;
  editais_criados: number;
  editais_atualizados: number;
  erros: number;
  detalhes: CollectorDetalhe[];
}

/** GET /api/admin/coletas */
export interface CollectorRunsResponse {
  runs: {
    id: number;
    trigger: 'manual' | 'agendado';
    started_at: string;
    finished_at: string | null;
    /** null while running (or if the process stopped mid-run). */
    result: CollectorResult | null;
  }[];
  schedule: {
    enabled: boolean;
    /** Cron expressions in America/Sao_Paulo. */
    crons: string[];
    /** Human times, e.g. '00:00, 06:00, 07:00, 12:00, 18:00'. */
    times: string[];
    /** ISO timestamp of the next scheduled run, or null when the schedule is off. */
    next_run: string | null;
  };
  running: boolean;
}

/** PATCH /api/me body: the new full name (the answer is the new MeResponse). */
export interface UpdateNameBody {
  name: string;
}

/** DELETE /api/me body: the current password. */
export interface DeleteAccountBody {
  password: string;
}

/** DELETE /api/me answer; the session cookies are cleared with it. */
export interface DeleteAccountResponse {
  message: string;
}

/** A notice as the data export names it. */
export interface AccountDataEditalRef {
  id: number;
  titulo: string;
}

/**
 * GET /api/me/dados: everything MCI keeps about the signed-in user (LGPD), as a JSON file. Never
 * the password hash, session tokens or the two-factor secret. Timestamps are ISO 8601.
 */
export interface AccountDataExport {
  /** One line in Portuguese saying what the file is. */
  about: string;
  exportedAt: string;
  profile: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: string;
    twoFactorEnabled: boolean;
    role: string | null;
    full_name: string | null;
  };
  subscription: { plan: Plan; status: SubscriptionStatus; started_at: string } | null;
  /** Every saved, seen, hidden (or registered) notice. */
  statuses: {
    edital: AccountDataEditalRef;
    status: TrackingStatus;
    origin: TrackingOrigin;
    created_at: string;
    updated_at: string;
  }[];
  /** null: the user never chose alert settings. */
  alertPreferences: {
    enabled: boolean;
    ufs: Uf[];
    escolaridades: Escolaridade[];
    keywords: string[];
    newSince: string;
    lastAlertAt: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  /** Alert e-mails, oldest first, with the notices each one carried. */
  sentAlerts: {
    id: number;
    subject: string;
    status: 'pendente' | 'enviado' | 'falhou';
    createdAt: string;
    sentAt: string | null;
    editais: { edital: AccountDataEditalRef; sentAt: string }[];
  }[];
  /** Notices recorded as alerted whose e-mail record no longer exists (normally empty). */
  alertedEditaisWithoutEmail: { edital: AccountDataEditalRef; sentAt: string }[];
  /** Open sessions (signed-in devices), newest first; never their tokens. */
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
}
