import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import { PageSkeleton } from '@/web/components/layout/page-skeleton';
import type { PageHandle } from './page-handle';
import { RootErrorBoundary, RootLayout } from './root-layout';

/**
 * Each page is its own chunk: the landing page downloads only the frame and itself. The route id is
 * the module's file name: the server finds the page's chunk in Vite's manifest by it. A module may
 * export a `handle` (PageHandle: prefetch, redirect, head) for the server render.
 */
interface PageModule {
  default: ComponentType;
  handle?: PageHandle;
}

function page(id: string, load: () => Promise<PageModule>): Pick<RouteObject, 'id' | 'lazy' | 'HydrateFallback'> {
  return {
    id,
    lazy: async () => {
      const module = await load();
      return { Component: module.default, handle: module.handle };
    },
    HydrateFallback: PageSkeleton,
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: paths.home.pattern, ...page('landing', () => import('./routes/landing')) },
      { path: paths.auth.pattern, ...page('auth', () => import('./routes/auth')) },
      { path: paths.feed.pattern, ...page('feed', () => import('./routes/feed')) },
      { path: paths.explorar.pattern, ...page('explorar', () => import('./routes/explorar')) },
      { path: paths.meusConcursos.pattern, ...page('meus-concursos', () => import('./routes/meus-concursos')) },
      { path: paths.edital.pattern, ...page('edital', () => import('./routes/edital')) },
      { path: paths.estado.pattern, ...page('estado', () => import('./routes/estado')) },
      { path: paths.admin.pattern, ...page('admin', () => import('./routes/admin')) },
      { path: paths.conta.pattern, ...page('conta', () => import('./routes/conta')) },
      { path: paths.redefinirSenha.pattern, ...page('redefinir-senha', () => import('./routes/redefinir-senha')) },
      { path: paths.emailConfirmado.pattern, ...page('email-confirmado', () => import('./routes/email-confirmado')) },
      { path: paths.cancelarAlertas.pattern, ...page('cancelar-alertas', () => import('./routes/cancelar-alertas')) },
      { path: paths.cancelarLembretes.pattern, ...page('cancelar-lembretes', () => import('./routes/cancelar-lembretes')) },
      { path: paths.sobre.pattern, ...page('sobre', () => import('./routes/sobre')) },
      { path: paths.termos.pattern, ...page('termos', () => import('./routes/termos')) },
      { path: paths.privacidade.pattern, ...page('privacidade', () => import('./routes/privacidade')) },
      { path: paths.contato.pattern, ...page('contato', () => import('./routes/contato')) },
      { path: paths.planos.pattern, ...page('planos', () => import('./routes/planos')) },
      { path: '*', ...page('not-found', () => import('./routes/not-found')) },
    ],
  },
];

/**
 * Before hydrating a server-rendered page, its route modules are loaded and put in place, so the
 * first render draws the page itself (as the server did) rather than the HydrateFallback.
 */
export async function resolveLazyRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Lets a navigation asked for with { flushSync: true } (after a sign-in) commit before the session
 * change that follows it, instead of in a later transition.
 */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

export function AppRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return <RouterProvider router={browserRouter} flushSync={flushRouterUpdate} />;
}
