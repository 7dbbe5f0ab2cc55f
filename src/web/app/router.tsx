import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import { PageSkeleton } from '@/web/components/layout/page-skeleton';
import { RootErrorBoundary, RootLayout } from './root-layout';

/**
 * Each page is its own chunk: the landing page downloads only the frame and itself. While the
 * first page's code loads, the frame is already drawn with a skeleton in place of the page.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageSkeleton,
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: paths.home.pattern, ...page(() => import('./routes/landing')) },
      { path: paths.auth.pattern, ...page(() => import('./routes/auth')) },
      { path: paths.feed.pattern, ...page(() => import('./routes/feed')) },
      { path: paths.explorar.pattern, ...page(() => import('./routes/explorar')) },
      { path: paths.meusConcursos.pattern, ...page(() => import('./routes/meus-concursos')) },
      { path: paths.edital.pattern, ...page(() => import('./routes/edital')) },
      { path: paths.admin.pattern, ...page(() => import('./routes/admin')) },
      { path: paths.conta.pattern, ...page(() => import('./routes/conta')) },
      { path: paths.redefinirSenha.pattern, ...page(() => import('./routes/redefinir-senha')) },
      { path: paths.cancelarAlertas.pattern, ...page(() => import('./routes/cancelar-alertas')) },
      { path: paths.sobre.pattern, ...page(() => import('./routes/sobre')) },
      { path: paths.termos.pattern, ...page(() => import('./routes/termos')) },
      { path: paths.privacidade.pattern, ...page(() => import('./routes/privacidade')) },
      { path: paths.contato.pattern, ...page(() => import('./routes/contato')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

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
