import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy that can be loaded ahead: once `preload()` has resolved, rendering does not suspend.
 * The server render needs that: a part that suspends while the page is rendered is written with an
 * inline script to reveal it later, which the CSP forbids. The server preloads what a page shows
 * (its handle's prefetch); in the browser it suspends as usual, and hydration waits for it.
 */
export function preloadableLazy<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> } {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  // A thenable that is already settled: React reads it at once instead of suspending.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : load(),
  );
  return Object.assign(Lazy, { preload });
}
