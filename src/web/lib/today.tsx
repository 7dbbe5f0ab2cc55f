import { createContext, useContext, type ReactNode } from 'react';
import { dayAtOffset, todayInBrasilia } from '@/shared/editais/dates';
import { useHydrated } from './use-hydrated';

const TodayContext = createContext<string | null>(null);

/** The day a server-rendered page was drawn for, and Brasília's UTC offset then (minutes). */
export interface ServerDay {
  day: string;
  utcOffset: number;
}

/**
 * Brasília's date for everything date-dependent (deadline badges). A page rendered on the server
 * hydrates with the server's day, so both sides draw the same badges; right after, the browser
 * moves to its own clock's day (they differ only across midnight), by arithmetic on the offset the
 * server sent: a time-zone formatter would cost a phone tens of milliseconds right after hydrating.
 */
export function TodayProvider({ server, children }: { server?: ServerDay | undefined; children: ReactNode }) {
  const hydrated = useHydrated();
  const today = !server ? todayInBrasilia() : hydrated ? dayAtOffset(new Date(), server.utcOffset) : server.day;
  return <TodayContext value={today}>{children}</TodayContext>;
}

/** Brasília's date, 'YYYY-MM-DD', as the page was rendered for. */
export function useToday(): string {
  return useContext(TodayContext) ?? todayInBrasilia();
}
