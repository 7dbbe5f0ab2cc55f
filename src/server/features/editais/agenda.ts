import ical, { escape, ICalEventTransparency } from 'ical-generator';
import type { Edital } from '#shared/api/editais';
import { addDays, BRASILIA_TIME_ZONE, isIsoDate } from '#shared/editais/dates';
import { agencyName } from '#shared/editais/format';
import { paths } from '#shared/paths';

/**
 * A notice's dates as an iCalendar file (GET /api/editais/{id}/agenda.ics), for the candidate's
 * own calendar app. Pure: the notice and the site's public address in, the .ics text out.
 */

export const AGENDA_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The .ics file's name when downloaded. */
export const agendaFileName = (id: number) => `concurso-${id}.ics`;

/** What the calendar needs of a notice (the detail answer's `edital` has it all). */
export type AgendaNotice = Pick<Edital, 'id' | 'titulo' | 'inscricoes_fim' | 'prova_data' | 'updated_at' | 'orgao'>;

/** A 'YYYY-MM-DD' as ical-generator writes a date without a time zone: UTC midnight of that day. */
const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * The .ics text: an all-day event for the end of registrations and one for the exam, each only
 * when the notice has that date (none: a valid calendar without events).
 *
 * Dates are DATE values, the calendar day as the notice gives it, never shifted by a time zone.
 * So the calendar names Brasília's zone only as X-WR-TIMEZONE: ical-generator's own timezone
 * option would write DTSTAMP as a local time of the server without the UTC 'Z' (RFC 5545 requires
 * UTC) and would take the all-day dates from the server's zone (a day early on a server running in
 * Brasília). DTSTAMP is the notice's last update, so the same notice gives the same bytes (ETag).
 * The calendar's name is escaped here: ical-generator writes it as given, and a title with a line
 * break would break the file.
 */
export function buildAgendaIcs(notice: AgendaNotice, publicUrl: string): string {
  const pageUrl = `${publicUrl}${paths.edital.to(notice.id)}`;
  const orgao = agencyName(notice.orgao);
  const calendar = ical({
    name: escape(`MCI — ${notice.titulo}`, false),
    prodId: { company: 'MCI', product: 'Concursos', language: 'PT-BR' },
  });
  calendar.x('X-WR-TIMEZONE', BRASILIA_TIME_ZONE);

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
  return calendar.toString();
}
