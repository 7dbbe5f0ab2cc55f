/**
 * Query keys more than one feature reads or refreshes. Features do not import each other, so the
 * keys they share live here.
 */

/** Every notice query (feed, search, detail, landing) starts with this key. */
export const EDITAIS_QUERY_KEY = 'editais';

/** GET /api/auth/get-session */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** GET /api/me: the account page, with the plan's usage. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** GET /api/me/editais: Meus Concursos. */
export const MEUS_CONCURSOS_QUERY_KEY = ['meus-concursos'] as const;

/** GET /api/me/alertas: the account page's form and the invitations on the feed and Meus Concursos. */
export const ALERT_PREFERENCES_QUERY_KEY = ['alertas', 'preferencias'] as const;
