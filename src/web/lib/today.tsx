import { createContext, useContext, type ReactNode } from 'react';
import { todayInBrasilia } from '@/shared/editais/dates';
import { useHydrated } from './use-hydrated';

const TodayContext = createContext<string | null>(null);

/**
 * Brasília's date for everything date-dependent (deadline badges). A page rendered on the server
 * hydrates with the server's day, so both sides draw the same badges; right after, the browser
 * moves to its own clock's day (they differ only across midnight).
 */
export function TodayProvider({ day, children }: { day?: string | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  const today = hydrated || !day ? todayInBrasilia() : day;
  return <TodayContext value={today}>{children}</TodayContext>;
}

/** Brasília's date, 'YYYY-MM-DD', as the page was rendered for. */
export function useToday(): string {
  return useContext(TodayContext) ?? todayInBrasilia();
}
