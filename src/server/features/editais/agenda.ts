import ical, { escape, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import type { Edital } from '#shared/api/editais';
import { addDays, BRASILIA_TIME_ZONE, isIsoDate } from '#shared/editais/dates';
import { agencyName } from '#shared/editais/format';
import { paths } from '#shared/paths';

/**
 * Notices' dates as an iCalendar file, for the candidate's own calendar app: one notice (GET
 * /api/editais/{id}/agenda.ics) or many (the private subscription /agenda/{token}.ics). Pure: the
 * notices and the site's public address in, the .ics text out.
 */

export const AGENDA_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The .ics file's name when downloaded. */
export const agendaFileName = (id: number) => `concurso-${id}.ics`;

/** What the calendar needs of a notice (the detail answer's `edital` has it all). */
export type AgendaNotice = Pick<Edital, 'id' | 'titulo' | 'inscricoes_fim' | 'prova_data' | 'updated_at' | 'orgao'>;

/** A 'YYYY-MM-DD' as ical-generator writes a date without a time zone: UTC midnight of that day. */
const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * An empty calendar named `name`. Dates are DATE values, the calendar day as the notice gives it,
 * never shifted by a time zone. So the calendar names Brasília's zone only as X-WR-TIMEZONE:
 * ical-generator's own timezone option would write DTSTAMP as a local time of the server without
 * the UTC 'Z' (RFC 5545 requires UTC) and would take the all-day dates from the server's zone (a day
 * early on a server running in Brasília). The name is escaped here: ical-generator writes it as
 * given, and a title with a line break would break the file.
 */
function newCalendar(name: string, ttlSeconds?: number): ICalCalendar {
  const calendar = ical({
    name: escape(name, false),
    prodId: { company: 'MCI', product: 'Concursos', language: 'PT-BR' },
    ...(ttlSeconds === undefined ? {} : { ttl: ttlSeconds }),
  });
  calendar.x('X-WR-TIMEZONE', BRASILIA_TIME_ZONE);
  return calendar;
}

/**
 * A notice's all-day events: the end of registrations and the exam, each only when the notice has
 * that date. DTSTAMP is the notice's last update, so the same notice gives the same bytes (ETag).
 */
function addNoticeEvents(calendar: ICalCalendar, notice: AgendaNotice, publicUrl: string): void {
  const pageUrl = `${publicUrl}${paths.edital.to(notice.id)}`;
  const orgao = agencyName(notice.orgao);
  const events = [
    {
      key: 'inscricoes',
      date: notice.inscricoes_fim,
      summary: `Fim das inscrições: ${notice.titulo}`,
      what: `Último dia de inscrições do concurso ${notice.titulo}.`,
    },
    {
      key: 'prova',
      date: notice.prova_data,
      summary: `Prova: ${notice.titulo}`,
      what: `Data da prova do concurso ${notice.titulo}.`,
    },
  ];
  for (const event of events) {
    if (event.date === null || !isIsoDate(event.date)) continue;
    calendar.createEvent({
      id: `edital-${notice.id}-${event.key}@mci`,
      allDay: true,
      start: utcMidnight(event.date),
      // Exclusive end: the next day, as clients expect of a one-day event.
      end: utcMidnight(addDays(event.date, 1)),
      stamp: new Date(notice.updated_at),
      summary: event.summary,
      description: [event.what, orgao ? `Órgão: ${orgao}` : '', `Detalhes no MCI: ${pageUrl}`].filter(Boolean).join('\n'),
      url: pageUrl,
      // A reminder of a date, not an appointment: the day is not shown as busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
}

/**
 * One notice's .ics: an all-day event for the end of registrations and one for the exam, each only
 * when the notice has that date (none: a valid calendar without events).
 */
export function buildAgendaIcs(notice: AgendaNotice, publicUrl: string): string {
  const calendar = newCalendar(`MCI — ${notice.titulo}`);
  addNoticeEvents(calendar, notice, publicUrl);
  return calendar.toString();
}

export interface AgendaCalendarOptions {
  /** The calendar's name, as the calendar app lists it. */
  name: string;
  /**
   * How often a subscribed client should fetch it again, in seconds (REFRESH-INTERVAL and
   * X-PUBLISHED-TTL; clients that honour them, as Apple's, otherwise pick their own interval).
   */
  refreshSeconds?: number;
}

/**
 * Many notices in one calendar (the private subscription): each notice's events as buildAgendaIcs
 * writes them, in the order given, so the same notices give the same bytes. No notices: a valid
 * calendar without events.
 */
export function buildAgendaCalendarIcs(notices: readonly AgendaNotice[], publicUrl: string, options: AgendaCalendarOptions): string {
  const calendar = newCalendar(options.name, options.refreshSeconds);
  for (const notice of notices) addNoticeEvents(calendar, notice, publicUrl);
  return calendar.toString();
}
