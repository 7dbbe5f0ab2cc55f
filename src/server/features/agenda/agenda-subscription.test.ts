import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import { parseRobotsTxt } from '#server/collector/robots';
import { agendaToken, user } from '#server/db/schema';
import { createEdital, createOrgao } from '#tests/factories';
import { signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { AGENDA_CALENDAR_NAME, AGENDA_NOT_FOUND_MESSAGE } from './agenda-subscription.routes';
import { newAgendaToken } from './agenda-subscription.service';

/** A page for every path, as the web app's catch-all answers: the calendar must never reach it. */
const renderPage = () =>
  Promise.resolve({ kind: 'page' as const, status: 200, html: '<!doctype html><p>página</p>', personal: false, day: '2025-03-10' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { renderPage });
});
afterAll(async () => {
  await t.destroy();
});

const URL_PATTERN = new RegExp(`^${TEST_ORIGIN}/agenda/([A-Za-z0-9_-]{43})\\.ics$`);

/** The subscription URL (asserting its shape and headers) and its path on this site. */
async function agendaUrl(client: TestClient, method: 'GET' | 'POST' = 'GET') {
  const res = await client.request(method === 'GET' ? '/api/me/agenda' : '/api/me/agenda/renovar', { method });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  const body = (await res.json()) as { url: string };
  expect(Object.keys(body)).toEqual(['url']);
  expect(body.url).toMatch(URL_PATTERN);
  return { url: body.url, path: body.url.slice(TEST_ORIGIN.length) };
}

const put = (client: TestClient, id: number, status: string) =>
  client.request(`/api/me/editais/${id}/status`, { method: 'PUT', json: { status, origin: 'feed' } });

/** The calendar as a calendar app reads it (ical.js), fetched without any cookie. */
async function fetchCalendar(path: string) {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
  return { res, text, calendar, events };
}

async function expectNotFound(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(404);
  expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: AGENDA_NOT_FOUND_MESSAGE } });
}

async function userIdOf(email: string) {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe(`private calendar subscription (${testDatabaseKind})`, () => {
  it('answers 401 to visitors on both endpoints, with the API error shape', async () => {
    for (const [path, method] of [
      ['/api/me/agenda', 'GET'],
      ['/api/me/agenda/renovar', 'POST'],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: API_ERROR_MESSAGES.UNAUTHORIZED } });
    }
  });

  it('makes the URL on the first call and answers the same one after, also to two first calls at once', async () => {
    const { client, email } = await signedInClient(t);
    const [a, b] = await Promise.all([agendaUrl(client), agendaUrl(client)]);
    expect(b.url).toBe(a.url);
    expect((await agendaUrl(client)).url).toBe(a.url);
    const rows = await t.database.db.select().from(agendaToken).where(eq(agendaToken.userId, await userIdOf(email)));
    expect(rows).toHaveLength(1);
    expect(a.url).toBe(`${TEST_ORIGIN}/agenda/${rows[0]!.token}.ics`);

    // Each account its own secret.
    const other = await signedInClient(t);
    expect((await agendaUrl(other.client)).url).not.toBe(a.url);
  });

  it('lists, without a cookie, exactly the saved and inscrito notices of its owner', async () => {
    const db = t.database.db;
    const orgao = await createOrgao(db, { nome: 'Tribunal Regional Federal', sigla: 'TRF3' });
    const salvo = await createEdital(db, { titulo: 'TRF3 - Analista Judiciário', orgaoId: orgao.id, inscricoesFim: '2025-11-30', provaData: '2026-02-01' });
    const inscrito = await createEdital(db, { titulo: 'Prefeitura de Niterói - Professor', inscricoesFim: '2025-12-05', provaData: null });
    const visto = await createEdital(db, { titulo: 'Concurso visto', inscricoesFim: '2025-12-10' });
    const oculto = await createEdital(db, { titulo: 'Concurso oculto', inscricoesFim: '2025-12-11' });
    const deOutro = await createEdital(db, { titulo: 'Concurso salvo por outra pessoa', inscricoesFim: '2025-12-12' });
    await createEdital(db, { titulo: 'Concurso sem status', inscricoesFim: '2025-12-13' });

    const { client } = await signedInClient(t);
    const other = await signedInClient(t);
    expect((await put(client, salvo.id, 'salvo')).status).toBe(200);
    expect((await put(client, inscrito.id, 'inscrito')).status).toBe(200);
    expect((await put(client, visto.id, 'visto')).status).toBe(200);
    expect((await put(client, oculto.id, 'oculto')).status).toBe(200);
    expect((await put(other.client, deOutro.id, 'salvo')).status).toBe(200);

    const { path } = await agendaUrl(client);
    const { res, calendar, events } = await fetchCalendar(path);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=0, must-revalidate');
    expect(res.headers.get('ETag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(AGENDA_CALENDAR_NAME);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');

    const byStart = [...events].sort((x, y) => x.start.localeCompare(y.start));
    expect(byStart).toEqual([
      {
        uid: `edital-${salvo.id}-inscricoes@mci`,
        summary: 'Fim das inscrições: TRF3 - Analista Judiciário',
        start: '2025-11-30',
        isDate: true,
        url: `${TEST_ORIGIN}/edital/${salvo.id}`,
      },
      {
        uid: `edital-${inscrito.id}-inscricoes@mci`,
        summary: 'Fim das inscrições: Prefeitura de Niterói - Professor',
        start: '2025-12-05',
        isDate: true,
        url: `${TEST_ORIGIN}/edital/${inscrito.id}`,
      },
      {
        uid: `edital-${salvo.id}-prova@mci`,
        summary: 'Prova: TRF3 - Analista Judiciário',
        start: '2026-02-01',
        isDate: true,
        url: `${TEST_ORIGIN}/edital/${salvo.id}`,
      },
    ]);

    // The other account's calendar has only its own notice.
    const theirs = await fetchCalendar((await agendaUrl(other.client)).path);
    expect(theirs.events.map((e) => e.summary)).toEqual(['Fim das inscrições: Concurso salvo por outra pessoa']);

    // Returning a notice to 'novo' takes it out of the calendar.
    await client.request(`/api/me/editais/${inscrito.id}/status`, { method: 'DELETE' });
    expect((await fetchCalendar(path)).events.map((e) => e.summary)).toEqual([
      'Fim das inscrições: TRF3 - Analista Judiciário',
      'Prova: TRF3 - Analista Judiciário',
    ]);
  });

  it('answers a valid calendar without events to an account that follows nothing', async () => {
    const { client } = await signedInClient(t);
    const { calendar, events } = await fetchCalendar((await agendaUrl(client)).path);
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
  });

  it('answers 304 to a repeat with its ETag, and a new ETag once the list changes', async () => {
    const { client } = await signedInClient(t);
    const { path } = await agendaUrl(client);
    const first = await fetchCalendar(path);
    const etag = first.res.headers.get('ETag')!;
    expect((await fetchCalendar(path)).text).toBe(first.text);
    const repeat = await t.request(path, { headers: { 'If-None-Match': etag } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('ETag')).toBe(etag);

    const e = await createEdital(t.database.db, { inscricoesFim: '2026-01-20' });
    await put(client, e.id, 'salvo');
    const changed = await t.request(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it('renewing gives a new URL that works; the old one answers 404 at once', async () => {
    const { client } = await signedInClient(t);
    const e = await createEdital(t.database.db, { titulo: 'Concurso renovado', inscricoesFim: '2026-03-03' });
    await put(client, e.id, 'salvo');
    const old = await agendaUrl(client);
    expect((await fetchCalendar(old.path)).events).toHaveLength(1);

    const renewed = await agendaUrl(client, 'POST');
    expect(renewed.url).not.toBe(old.url);
    await expectNotFound(old.path);
    expect((await fetchCalendar(renewed.path)).events.map((ev) => ev.summary)).toEqual(['Fim das inscrições: Concurso renovado']);
    // GET answers the new URL from now on.
    expect((await agendaUrl(client)).url).toBe(renewed.url);
  });

  it('renewing before ever asking makes the first URL', async () => {
    const { client } = await signedInClient(t);
    const renewed = await agendaUrl(client, 'POST');
    expect((await agendaUrl(client)).url).toBe(renewed.url);
  });

  it('answers 404 to unknown and malformed tokens, never the web app page', async () => {
    const { client } = await signedInClient(t);
    const { path } = await agendaUrl(client);
    const token = path.slice('/agenda/'.length, -'.ics'.length);
    for (const bad of [
      `/agenda/${newAgendaToken()}.ics`,
      `/agenda/${token}`,
      `/agenda/${token}.ICS`,
      `/agenda/${token}.ics.ics`,
      `/agenda/${token.slice(1)}.ics`,
      `/agenda/${token}A.ics`,
      `/agenda/${token.slice(0, -1)}%2B.ics`,
      `/agenda/${'a'.repeat(43)}.ics`,
      '/agenda/.ics',
      '/agenda/abc.ics',
      `/agenda/${'x'.repeat(5000)}.ics`,
    ]) {
      await expectNotFound(bad);
    }
    // The real one still works, with or without the session cookie.
    expect((await client.request(path)).status).toBe(200);
    expect((await t.request(path)).status).toBe(200);
  });

  it('keeps the calendars out of robots and the sitemap', async () => {
    const { client } = await signedInClient(t);
    const { path } = await agendaUrl(client);
    const robots = parseRobotsTxt(await (await t.request('/robots.txt')).text());
    expect(robots.isAllowed(path, 'Googlebot')).toBe(false);
    expect(robots.isAllowed('/agenda/x.ics', 'Googlebot')).toBe(false);
    expect(robots.isAllowed('/edital/1', 'Googlebot')).toBe(true);
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain('/agenda/');
    expect((await t.request(path)).headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });
});
