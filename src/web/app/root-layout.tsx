import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { NavigationProgress } from '@/web/components/layout/navigation-progress';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { SessionNavContext } from '@/web/components/layout/session-nav';
import { SessionSync } from '@/web/features/auth/components/session-sync';
import { usePageTitle } from '@/web/lib/use-page-title';
import { SessionNavProvider } from './session-nav';

export function RootLayout() {
  return (
    <>
      <SessionSync />
      <NavigationProgress />
      <SessionNavProvider>
        <AppShell>
          <Outlet />
        </AppShell>
      </SessionNavProvider>
      <ScrollRestoration />
    </>
  );
}

/**
 * Unexpected failures, most often a page's code that no longer exists on the server after a new
 * deployment: reloading fetches the current version.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Página não encontrada' : 'Algo deu errado';
  usePageTitle(title);
  return (
    <SessionNavProvider>
      <AppShell>
        <PageContainer>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Não foi possível exibir esta página. Recarregue para tentar novamente.
          </p>
          <button
            type="button"
            className={buttonVariants({ className: 'mt-6' })}
            onClick={() => window.location.reload()}
          >
            <RotateCwIcon aria-hidden="true" />
            Recarregar a página
          </button>
        </PageContainer>
      </AppShell>
    </SessionNavProvider>
  );
}

const NO_SESSION_NAV = { status: 'signed-out', signOut: () => {}, signingOut: false } as const;

/**
 * What the server sends when a page could not be rendered at all (status 500): the frame and a
 * way to try again, drawn without data and without JavaScript.
 */
export function ServerErrorPage({ retryHref }: { retryHref: string }) {
  return (
    <SessionNavContext value={NO_SESSION_NAV}>
      <AppShell>
        <PageContainer>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Algo deu errado</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Não foi possível exibir esta página agora. Tente novamente em alguns instantes.
          </p>
          <a href={retryHref} className={buttonVariants({ className: 'mt-6' })}>
            <RotateCwIcon aria-hidden="true" />
            Tentar novamente
          </a>
        </PageContainer>
      </AppShell>
    </SessionNavContext>
  );
}
