/**
 * Value sets of the data model (SPEC.md sections 3 and 4). The database enforces the same sets
 * through enums built from these arrays, so a value added here reaches both sides.
 */
export const EDITAL_STATUSES = [
  'inscricoes_abertas',
  'publicado',
  'autorizado',
  'encerrado',
  'suspenso',
  'cancelado',
] as const;
export type EditalStatus = (typeof EDITAL_STATUSES)[number];

/** Education levels; underscores are shown as spaces (SPEC.md section 2). */
export const ESCOLARIDADES = [
  'Ensino_Fundamental',
  'Ensino_Médio',
  'Ensino_Técnico',
  'Ensino_Superior',
  'Pós_Graduação',
  'Vários_Níveis',
] as const;
export type Escolaridade = (typeof ESCOLARIDADES)[number];

/** The levels a notice is open to (`niveis`): every education level but 'Vários_Níveis'. */
export const NIVEIS = ['Ensino_Fundamental', 'Ensino_Médio', 'Ensino_Técnico', 'Ensino_Superior', 'Pós_Graduação'] as const;
export type Nivel = (typeof NIVEIS)[number];

/** The sphere of government that hires (`esfera`). */
export const ESFERAS = ['federal', 'estadual', 'municipal'] as const;
export type Esfera = (typeof ESFERAS)[number];

/** Areas of work a candidate filters by (`areas`), from the positions, the agency and the title. */
export const AREAS = [
  'Administrativa',
  'Bancária',
  'Controle',
  'Educação',
  'Fiscal',
  'Jurídica',
  'Legislativa',
  'Saúde',
  'Segurança',
  'TI',
] as const;
export type Area = (typeof AREAS)[number];

/** Statuses a user can record for a notice; 'novo' is the absence of a record. */
export const TRACKING_STATUSES = ['salvo', 'visto', 'oculto', 'inscrito'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export type UserStatus = TrackingStatus | 'novo';

export const TRACKING_ORIGINS = ['feed', 'busca'] as const;
export type TrackingOrigin = (typeof TRACKING_ORIGINS)[number];

export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An e-mail's state. pendente: waiting for its next attempt · enviado: the server took it · falhou: gave up. */
export const MAIL_STATUSES = ['pendente', 'enviado', 'falhou'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const COLLECTOR_TRIGGERS = ['manual', 'agendado'] as const;
export type CollectorTrigger = (typeof COLLECTOR_TRIGGERS)[number];

/** Business limits of SPEC.md section 9. */
export const LIMITS = {
  freeSaves: 5,
  anonymousFeedOpen: 10,
  anonymousFeedOthers: 10,
  signedInFeed: 20,
  search: 50,
  similar: 3,
  landingCarousel: 8,
  cardTags: 3,
  /** Each list of a state's page (/concursos/sp); its totals still count them all. */
  estadoList: 100,
} as const;
