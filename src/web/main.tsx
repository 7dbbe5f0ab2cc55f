import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, resolveLazyRoutes } from './app/router';
import { readSsrState } from './app/ssr-state';
import type { ServerDay } from './lib/today';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

const state = readSsrState();

/** Lets the browser run what is waiting (a tap, a frame) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function app(today?: ServerDay) {
  return (
    <StrictMode>
      <AppProvider today={today}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
}

if (state) {
  // A page the server rendered: the same data and route modules, then React takes over its HTML.
  hydrate(queryClient, state.queries);
  await resolveLazyRoutes(window.location);
  // tailwind-merge builds its class map on its first call (~13 ms on a phone, four times that on
  // Lighthouse's slowed CPU): in a task of its own, not inside the first slice of hydration, where
  // it would make one long task of the two. The page's modules have loaded it already.
  const { cn } = await import('./lib/utils');
  await nextTask();
  cn('p-0');
  await nextTask();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer a tap
  // between them; a plain hydrateRoot is one long task (hundreds of ms of blocked main thread on a phone).
  startTransition(() => {
    hydrateRoot(container, app({ day: state.day, utcOffset: state.utcOffset }));
  });
} else {
  // `npm run dev`: Vite serves an empty page and the browser renders everything.
  createRoot(container).render(app());
}
