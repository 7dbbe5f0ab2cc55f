/**
 * sonner's `toast`, imported when called. A page that can show a toast imported sonner with it:
 * ~9 kB of gzip evaluated in the page's first long task, and a stylesheet injected into the document
 * (a style recalculation of the whole page) before it even hydrates. Now sonner comes with the
 * Toaster that app/provider.tsx mounts after hydration, or with the first toast if that is sooner.
 * Calls keep their order (dismiss, then show), since each waits on the same import.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Shown = 'success' | 'error' | 'info';

let loading: Promise<Sonner> | undefined;

function sonner(): Promise<Sonner> {
  loading ??= import('sonner').then((m) => m.toast);
  return loading;
}

function later<K extends Shown>(kind: K) {
  return (...args: Parameters<Sonner[K]>): void => {
    void sonner().then((toast) => (toast[kind] as (...a: Parameters<Sonner[K]>) => unknown)(...args));
  };
}

export const toast = {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  /** Closes the toast with this id, or every toast. */
  dismiss: (id?: string | number): void => {
    void sonner().then((toast) => toast.dismiss(id));
  },
};
