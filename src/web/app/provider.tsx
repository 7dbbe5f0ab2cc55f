import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/web/lib/query-client';

// Toasts only follow user actions, so sonner loads right after the first render instead of
// weighing on the landing page's first download.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          richColors
          position="top-right"
          closeButton
          customAriaLabel="Notificações (Alt+T)"
          toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
