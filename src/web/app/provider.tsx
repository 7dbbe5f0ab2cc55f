import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/web/lib/query-client';
import { TodayProvider, type ServerDay } from '@/web/lib/today';
import { useHydrated } from '@/web/lib/use-hydrated';

// Toasts only follow user actions, so sonner loads right after the first render instead of
// weighing on the landing page's first download; the server does not render it at all.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient?: QueryClient;
  /** Brasília's date the server rendered the page for (deadline badges); absent: the browser's. */
  today?: ServerDay | undefined;
}

export function AppProvider({ children, queryClient = appQueryClient, today }: AppProviderProps) {
  const mounted = useHydrated();
  useEffect(() => {
    // A mark for the browser tests: from here on, the page's buttons answer.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TodayProvider server={today}>{children}</TodayProvider>
      {mounted && (
      <Suspense fallback={null}>
        <Toaster
          richColors
          position="top-right"
          closeButton
          customAriaLabel="Notificações (Alt+T)"
          toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        />
      </Suspense>
      )}
    </QueryClientProvider>
  );
}
