import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toasts on screen, as 'title' or 'title — description'. */
export function visibleToasts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => {
    const title = toast.querySelector('[data-title]')?.textContent ?? '';
    const description = toast.querySelector('[data-description]')?.textContent;
    return description ? `${title} — ${description}` : title;
  });
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(title: string, description?: string) {
  const matches = (toast: string) =>
    description ? toast === `${title} — ${description}` : toast === title || toast.startsWith(`${title} — `);
  await waitFor(() => {
    const toasts = visibleToasts();
    expect(toasts.some(matches), `avisos na tela: ${toasts.join(' | ') || 'nenhum'}`).toBe(true);
  });
}
