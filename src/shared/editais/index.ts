/** Notice rules shared by the server and the web app (no I/O). */
export { statusLabel, type StatusLabel } from './status';
export { addDays, BRASILIA_TIME_ZONE, daysUntil, formatDate, formatDateTime, isIsoDate, todayInBrasilia } from './dates';
export {
  deadlineBadge,
  DEADLINE_COUNTDOWN_DAYS,
  DEADLINE_URGENT_DAYS,
  DEADLINE_WARNING_DAYS,
  type DeadlineBadge,
  type DeadlineTone,
} from './deadline';
export {
  agencyName,
  agencyShortName,
  formatCurrency,
  formatEscolaridade,
  formatInteger,
  formatSalary,
  formatVagas,
  placeName,
  visibleTags,
} from './format';
export { registrationTarget, safeExternalUrl } from './links';
export {
  BUSCA_INVALIDA,
  BUSCA_MUITO_LONGA,
  EDITAL_ID_MAX,
  editalIdSchema,
  editalParamsSchema,
  feedQuerySchema,
  ID_INVALIDO,
  SEARCH_MAX_LENGTH,
  searchQuerySchema,
  UF_INVALIDA,
  ufQuerySchema,
  type FeedQuery,
  type SearchQuery,
} from './schemas';
