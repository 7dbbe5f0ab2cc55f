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
  /** The one-click unsubscribe page alert e-mails link to, with its signed token. */
  cancelarAlertas: {
    pattern: '/cancelar-alertas',
    to: (token?: string) => (token ? `/cancelar-alertas?token=${encodeURIComponent(token)}` : '/cancelar-alertas'),
  },
} as const;

const KNOWN = [/^\/$/, /^\/auth\/?$/, /^\/feed\/?$/, /^\/explorar\/?$/, /^\/meus-concursos\/?$/, /^\/edital\/[^/]+\/?$/, /^\/admin\/?$/, /^\/conta\/?$/, /^\/redefinir-senha\/?$/, /^\/cancelar-alertas\/?$/];

export function isKnownWebPath(pathname: string): boolean {
  return KNOWN.some((re) => re.test(pathname));
}

/** The product name, appended to every page title. */
export const PRODUCT_NAME = 'MCI';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Seu futuro começa aqui`;
}
