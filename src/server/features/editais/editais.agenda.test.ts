import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { TEST_ORIGIN } from '#tests/helpers/test-app';
import { createEdital, createOrgao } from '#tests/factories';
import { buildAgendaCalendarIcs, buildAgendaIcs } from './agenda';

const t = useNoticesTestApp();

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  start: string;
  startIsDate: boolean;
  end: string | null;
  endIsDate: boolean | null;
}

/** The .ics as a calendar app reads it: ical.js, unescaped and unfolded. */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtend = vevent.getFirstPropertyValue('dtend') as ICAL.Time | null;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      start: event.startDate.toString(),
      startIsDate: event.startDate.isDate,
      end: dtend ? dtend.toString() : null,
      endIsDate: dtend ? dtend.isDate : null,
    };
  });
  return { calendar, events };
}

/**
 * ical.js leaves properties it does not know (NAME, X-WR-CALNAME) escaped; calendar apps read them
 * as TEXT (RFC 5545 section 3.3.11).
 */
function unescapeText(value: unknown): string {
  return String(value).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
}

async function agenda(id: number | string) {
  const res = await t.request(`/api/editais/${id}/agenda.ics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { res, text, ...parseIcs(text) };
}

describe(`GET /api/editais/:id/agenda.ics (${testDatabaseKind})`, () => {
  it('answers a downloadable calendar with all-day events for the end of registrations and the exam', async () => {
    const db = t.database.db;
    const o = await createOrgao(db, { nome: 'Polícia Federal', sigla: 'PF' });
    const e = await createEdital(db, {
      titulo: 'PF - Agente e Escrivão',
      orgaoId: o.id,
      inscricoesFim: '2025-12-31',
      provaData: '2026-02-28',
    });

    const { res, text, calendar, events } = await agenda(e.id);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="concurso-${e.id}.ics"`);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('ETag')).toMatch(/^W\/".+"$/);

    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//MCI//Concursos//PT-BR');
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('MCI — PF - Agente e Escrivão');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');

    const page = `${TEST_ORIGIN}/edital/${e.id}`;
    expect(events).toEqual([
      {
        uid: `edital-${e.id}-inscricoes@mci`,
        summary: 'Fim das inscrições: PF - Agente e Escrivão',
        description: expect.stringContaining(page),
        url: page,
        start: '2025-12-31',
        startIsDate: true,
        end: '2026-01-01',
        endIsDate: true,
      },
      {
        uid: `edital-${e.id}-prova@mci`,
        summary: 'Prova: PF - Agente e Escrivão',
        description: expect.stringContaining(page),
        url: page,
        start: '2026-02-28',
        startIsDate: true,
        end: '2026-03-01',
        endIsDate: true,
      },
    ]);
    for (const event of events) expect(event.description).toContain('Órgão: PF · Polícia Federal');
    // DATE values, never a time that a client would move to its own time zone.
    expect(text).toContain('DTSTART;VALUE=DATE:20251231\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20260228\r\n');
  });

  it('answers a valid calendar without events for a notice with neither date', async () => {
    const e = await createEdital(t.database.db, { inscricoesFim: null, provaData: null, orgaoId: null });
    const { calendar, events } = await agenda(e.id);
    expect(events).toEqual([]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//MCI//Concursos//PT-BR');
  });

  it('has only the exam when the notice gives only prova_data, and no agency line without an agency', async () => {
    const e = await createEdital(t.database.db, { inscricoesFim: null, provaData: '2026-03-01', orgaoId: null });
    const { events } = await agenda(e.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ uid: `edital-${e.id}-prova@mci`, start: '2026-03-01', end: '2026-03-02', startIsDate: true });
    expect(events[0]!.description).not.toContain('Órgão');
  });

  it('keeps a title with commas, semicolons, accents and a line break through the round trip', async () => {
    const titulo = 'Prefeitura de São João, PE; Edital nº 1/2025 — Atenção\nRetificação: "ação" \\ fim';
    const e = await createEdital(t.database.db, { titulo, inscricoesFim: '2025-11-30', provaData: '2026-01-15' });
    const { text, calendar, events } = await agenda(e.id);
    expect(events.map((ev) => ev.summary)).toEqual([`Fim das inscrições: ${titulo}`, `Prova: ${titulo}`]);
    for (const event of events) expect(event.description).toContain(titulo);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(`MCI — ${titulo}`);
    expect(unescapeText(calendar.getFirstPropertyValue('name'))).toBe(`MCI — ${titulo}`);
    // The line break never reaches the file as one: no line of it starts with the title's second line.
    expect(text.split('\r\n').some((line) => line.startsWith('Retificação'))).toBe(false);
    expect(calendar.getAllSubcomponents()).toHaveLength(2);
  });

  it('answers the same bytes for the same notice, and 304 for a repeat with its ETag', async () => {
    const e = await createEdital(t.database.db, { inscricoesFim: '2025-12-31' });
    const first = await agenda(e.id);
    const second = await agenda(e.id);
    expect(second.text).toBe(first.text);
    const etag = first.res.headers.get('ETag')!;
    const repeat = await t.request(`/api/editais/${e.id}/agenda.ics`, { headers: { 'If-None-Match': etag } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('ETag')).toBe(etag);
  });

  it('answers 404 "Concurso não encontrado" for an unknown id', async () => {
    for (const id of ['999999', '2147483647']) {
      const res = await t.request(`/api/editais/${id}/agenda.ics`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Concurso não encontrado' } });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '01', '2147483648', '123456789012345678901234567890'])(
    'answers 400 "Identificador de concurso inválido" for %j, as the detail does',
    async (id) => {
      const res = await t.request(`/api/editais/${id}/agenda.ics`);
      expect(res.status).toBe(400);
      const body: unknown = await res.json();
      expect(body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Identificador de concurso inválido' } });
      const detail = await t.request(`/api/editais/${id}`);
      expect(detail.status).toBe(res.status);
      expect(await detail.json()).toEqual(body);
    },
  );
});

describe('buildAgendaIcs', () => {
  const notice = {
    id: 7,
    titulo: 'Concurso',
    inscricoes_fim: '2025-02-28',
    prova_data: '2024-02-29',
    updated_at: '2025-03-02T18:45:00.000Z',
    orgao: null,
  };

  it('writes the notice calendar days whatever the time zone of the server', () => {
    try {
      const texts = ['America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'].map((zone) => {
        // Node applies a new TZ at once: Date's local getters then read this zone.
        vi.stubEnv('TZ', zone);
        return buildAgendaIcs(notice, 'https://mci.example');
      });
      for (const text of texts) expect(text).toBe(texts[0]);
      const { events } = parseIcs(texts[0]!);
      expect(events.map((ev) => [ev.start, ev.end])).toEqual([
        ['2025-02-28', '2025-03-01'],
        ['2024-02-29', '2024-03-01'],
      ]);
      // DTSTAMP in UTC, as RFC 5545 requires: the notice's last update.
      expect(texts[0]).toContain('DTSTAMP:20250302T184500Z\r\n');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('uses the public address given for the links', () => {
    const { events } = parseIcs(buildAgendaIcs(notice, 'https://mci.example'));
    expect(events.map((ev) => ev.url)).toEqual(['https://mci.example/edital/7', 'https://mci.example/edital/7']);
  });
});

describe('buildAgendaCalendarIcs', () => {
  const base = { orgao: null, updated_at: '2025-03-02T18:45:00.000Z' };
  const notices = [
    { ...base, id: 3, titulo: 'TRF3 - Analista', inscricoes_fim: '2025-11-30', prova_data: '2026-02-01', orgao: { nome: 'Tribunal Regional Federal', sigla: 'TRF3' } },
    { ...base, id: 9, titulo: 'Sem datas', inscricoes_fim: null, prova_data: null },
    { ...base, id: 5, titulo: 'Prefeitura; Professor, 2025', inscricoes_fim: '2025-12-05', prova_data: null },
  ];
  const options = { name: 'MCI — Meus concursos', refreshSeconds: 6 * 3600 };

  it('puts every notice’s events in one calendar, in the order given, as the one-notice file writes them', () => {
    const text = buildAgendaCalendarIcs(notices, 'https://mci.example', options);
    const { calendar, events } = parseIcs(text);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('MCI — Meus concursos');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//MCI//Concursos//PT-BR');
    expect(events.map((ev) => [ev.uid, ev.summary, ev.start, ev.end, ev.startIsDate, ev.url])).toEqual([
      ['edital-3-inscricoes@mci', 'Fim das inscrições: TRF3 - Analista', '2025-11-30', '2025-12-01', true, 'https://mci.example/edital/3'],
      ['edital-3-prova@mci', 'Prova: TRF3 - Analista', '2026-02-01', '2026-02-02', true, 'https://mci.example/edital/3'],
      ['edital-5-inscricoes@mci', 'Fim das inscrições: Prefeitura; Professor, 2025', '2025-12-05', '2025-12-06', true, 'https://mci.example/edital/5'],
    ]);
    expect(events[0]!.description).toContain('Órgão: TRF3 · Tribunal Regional Federal');
    expect(events[2]!.description).not.toContain('Órgão');

    // Each event exactly as the notice's own file has it (same UID, dates, text).
    const single = parseIcs(buildAgendaIcs(notices[0]!, 'https://mci.example')).events;
    expect(events.slice(0, 2)).toEqual(single);
  });

  it('asks subscribed clients to refresh at the given interval', () => {
    const text = buildAgendaCalendarIcs(notices, 'https://mci.example', options);
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
    expect(text).toContain('X-PUBLISHED-TTL:PT6H\r\n');
    expect(buildAgendaCalendarIcs(notices, 'https://mci.example', { name: 'x' })).not.toContain('REFRESH-INTERVAL');
  });

  it('writes the same bytes for the same notices whatever the server’s time zone', () => {
    try {
      const texts = ['America/Sao_Paulo', 'Pacific/Kiritimati', 'UTC'].map((zone) => {
        vi.stubEnv('TZ', zone);
        return buildAgendaCalendarIcs(notices, 'https://mci.example', options);
      });
      for (const text of texts) expect(text).toBe(texts[0]);
      expect(texts[0]).toContain('DTSTART;VALUE=DATE:20251130\r\n');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is a valid calendar without events for no notices', () => {
    const { calendar, events } = parseIcs(buildAgendaCalendarIcs([], 'https://mci.example', options));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
  });
});
