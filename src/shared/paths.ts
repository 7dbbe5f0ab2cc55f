/**
 * Every route of the web app (SPEC.md section 2), in one place. The server uses `isKnownWebPath`
 * to answer unknown paths with a 404 status while still serving the app's 404 page.
 */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  auth: { pattern: '/auth', to: () => '/auth' },
  feed: { pattern: '/feed', to: () => '/feed' },
  explorar: {
    pattern: '/explorar',
    to: (query?: { q?: string; uf?: string }) => {
      const params = new URLSearchParams();
      if (query?.q) params.set('q', query.q);
      if (query?.uf) params.set('uf', query.uf);
      const search = params.toString();
      return search ? `/explorar?${search}` : '/explorar';
    },
  },
  meusConcursos: { pattern: '/meus-concursos', to: () => '/meus-concursos' },
  edital: { pattern: '/edital/:id', to: (id: number | string) => `/edital/${encodeURIComponent(String(id))}` },
  admin: { pattern: '/admin', to: () => '/admin' },
  conta: { pattern: '/conta', to: () => '/conta' },
  /** The page a password-reset e-mail links to, with its single-use token. */
  redefinirSenha: {
    pattern: '/redefinir-senha',
    to: (token?: string) => (token ? `/redefinir-senha?token=${encodeURIComponent(token)}` : '/redefinir-senha'),
  },
  /**
   * Where the e-mail confirmation link lands once the server has checked it (GET
   * /api/auth/verify-email redirects here, with ?error=CODE when the link is not valid).
   */
  emailConfirmado: { pattern: '/email-confirmado', to: () => '/email-confirmado' },
  /** The one-click unsubscribe page alert e-mails link to, with its signed token. */
  cancelarAlertas: {
    pattern: '/cancelar-alertas',
    to: (token?: string) => (token ? `/cancelar-alertas?token=${encodeURIComponent(token)}` : '/cancelar-alertas'),
  },
  /** The one-click unsubscribe page reminder e-mails link to (turns off reminders only), with its signed token. */
  cancelarLembretes: {
    pattern: '/cancelar-lembretes',
    to: (token?: string) => (token ? `/cancelar-lembretes?token=${encodeURIComponent(token)}` : '/cancelar-lembretes'),
  },
  /** A state's notices, lower-case UF: /concursos/sp. */
  estado: { pattern: '/concursos/:uf', to: (uf: string) => `/concursos/${encodeURIComponent(uf.toLowerCase())}` },
  sobre: { pattern: '/sobre', to: () => '/sobre' },
  termos: { pattern: '/termos', to: () => '/termos' },
  privacidade: { pattern: '/privacidade', to: () => '/privacidade' },
  contato: { pattern: '/contato', to: () => '/contato' },
  planos: { pattern: '/planos', to: () => '/planos' },
  /**
   * A notice's share image (og:image). ?v= is its updated_at in epoch milliseconds: an edited notice
   * gets a new URL, so link previews that cached the old card fetch the new one.
   */
  ogEdital: {
    pattern: '/og/edital/:id.png',
    to: (id: number | string, updatedAt?: string) => {
      const v = updatedAt ? Date.parse(updatedAt) : Number.NaN;
      return `/og/edital/${encodeURIComponent(String(id))}.png${Number.isNaN(v) ? '' : `?v=${v}`}`;
    },
  },
  /** A notice's dates (end of registrations, exam) as an .ics file for the user's calendar. */
  agendaEdital: { pattern: '/api/editais/:id/agenda.ics', to: (id: number | string) => `/api/editais/${encodeURIComponent(String(id))}/agenda.ics` },
  /**
   * The private calendar subscription (served by the server, no cookie needed): the saved and
   * inscrito notices of the account whose secret token it carries. Never public, never indexed.
   */
  agendaAssinatura: { pattern: '/agenda/:token.ics', to: (token: string) => `/agenda/${encodeURIComponent(token)}.ics` },
  /** The site's RSS feed: the 50 newest notices. */
  rss: { pattern: '/rss.xml', to: () => '/rss.xml' },
  /** A state's RSS feed, lower-case UF (served by the server, not the web app): /rss/sp.xml. */
  rssEstado: { pattern: '/rss/:uf.xml', to: (uf: string) => `/rss/${encodeURIComponent(uf.toLowerCase())}.xml` },
  /** The brand's share image, for every page that is not a notice. */
  ogDefault: { pattern: '/og/default.png', to: () => '/og/default.png' },
} as const;

const KNOWN = [/^\/$/, /^\/auth\/?$/, /^\/feed\/?$/, /^\/explorar\/?$/, /^\/meus-concursos\/?$/, /^\/edital\/[^/]+\/?$/, /^\/concursos\/[^/]+\/?$/, /^\/admin\/?$/, /^\/conta\/?$/, /^\/redefinir-senha\/?$/, /^\/email-confirmado\/?$/, /^\/cancelar-alertas\/?$/, /^\/cancelar-lembretes\/?$/, /^\/sobre\/?$/, /^\/termos\/?$/, /^\/privacidade\/?$/, /^\/contato\/?$/, /^\/planos\/?$/];

export function isKnownWebPath(pathname: string): boolean {
  return KNOWN.some((re) => re.test(pathname));
}

/** The product name, appended to every page title. */
export const PRODUCT_NAME = 'MCI';

export function pageTitle(title?: string): string {
  return title ? `${title} — ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Seu futuro começa aqui`;
}
