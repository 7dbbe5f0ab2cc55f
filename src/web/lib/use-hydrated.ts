import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while the server renders and while the browser hydrates that HTML, true from then on (and
 * at once in a page the browser draws itself). For what only the browser can draw, without a
 * mismatch between the two sides.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
