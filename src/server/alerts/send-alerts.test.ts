import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertPreferencesResponse } from '#shared/api/alerts';
import type { CollectorResult } from '#shared/api/collector';
import { signedInClient, verifyEmailOf, type TestClient } from '#tests/helpers/auth-client';
import { startSmtpSink, unusedPort, type ReceivedMail, type SmtpSink } from '#tests/helpers/smtp-sink';
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { buildCandidate, createEdital, createEditalCargo, createOrgao, setUserEditalStatus } from '#tests/factories';
import { scriptedSource } from '../collector/testing/fixture-sources';
import { alertPreferences, alertSent, edital, mailQueue, subscription, user } from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { startMailer, type Mailer } from '../mail/mailer';
import { sendMissedWeeklyAlerts } from '../jobs/schedule';
import { sendAlerts, type AlertsDeps } from './send-alerts';

/**
 * Alerts end to end on the real app and database: preferences through the API, the dispatcher,
 * the mail queue and a real SMTP server on loopback.
 */

const ADMIN = 'admin.alertas@exemplo.com.br';
let t: TestApp;
let deps: AlertsDeps;
let smtp: SmtpSink;
const mailers: Mailer[] = [];
/** The collector's source: `scripted.next` is what it hands over on its next run. */
const scripted = scriptedSource();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'silent' }, { collector: { sources: [scripted.source] } });
  deps = { database: t.database, env: t.env, logger: createLogger('silent'), secret: TEST_SECRET };
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(async () => {
  smtp = await startSmtpSink();
  scripted.next = [];
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await smtp.close();
});

function mailer(url = smtp.url, now?: () => Date): Mailer {
  const m = startMailer(
    { database: t.database, env: parseEnv({ NODE_ENV: 'test', SMTP_URL: url, MAIL_FROM: 'MCI <alertas@mci.exemplo.com.br>' }), logger: deps.logger },
    { poll: false, ...(now ? { now } : {}) },
  );
  mailers.push(m);
  return m;
}

/** Queued alerts go out through the SMTP server; returns what it received now. */
async function deliver(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await mailer().runOnce();
  return smtp.received.slice(before);
}

interface Person {
  client: TestClient;
  email: string;
  id: string;
}

async function person(plan: 'free' | 'premium' = 'free', name = 'Maria da Silva'): Promise<Person> {
  const { client, email } = await signedInClient(t, { name, verified: true });
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (plan === 'premium') await t.database.db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, row!.id));
  return { client, email, id: row!.id };
}

async function savePreferences(p: Person, prefs: { enabled: boolean; ufs?: string[]; escolaridades?: string[]; keywords?: string[] }) {
  const res = await p.client.request('/api/me/alertas', {
    method: 'PUT',
    json: { ufs: [], escolaridades: [], keywords: [], ...prefs },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AlertPreferencesResponse;
}

/** Notices collected before the user turned alerts on: never "new" to them. */
async function backlog(titulo: string) {
  return createEdital(t.database.db, { titulo, uf: 'RJ', createdAt: new Date(Date.now() - 86_400_000).toISOString() });
}

function textOf(m: ReceivedMail): string {
  return m.mail.text ?? '';
}

/** A header as sent (unfolded), e.g. List-Unsubscribe, which mailparser reshapes. */
function header(m: ReceivedMail, name: string): string | undefined {
  const line = m.mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n(?=[ \t])/g, '').replace(/^[^:]+:\s*/, '');
}

describe(`an address not yet confirmed (${testDatabaseKind})`, () => {
  it('gets no alert (issue 20); once the e-mailed link confirms it, the next run sends the notices it missed', async () => {
    const { client, email } = await signedInClient(t, { name: 'Rita Sem Confirmar' });
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const rita: Person = { client, email, id: row!.id };
    await savePreferences(rita, { enabled: true, ufs: ['RJ'], keywords: ['bombeiro'] });
    const notice = await createEdital(t.database.db, { titulo: 'Corpo de Bombeiros Militar do RJ', uf: 'RJ' });
    const alertsOf = () =>
      t.database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, rita.id), eq(mailQueue.kind, 'alerta')));

    await sendAlerts(deps, { plan: 'free' });
    expect(await alertsOf()).toEqual([]);
    expect(await t.database.db.select().from(alertSent).where(eq(alertSent.userId, rita.id))).toEqual([]);

    await verifyEmailOf(t, email);
    await sendAlerts(deps, { plan: 'free' });
    const [alert, ...more] = await alertsOf();
    expect(more).toEqual([]);
    expect(alert!.text).toContain(`${TEST_ORIGIN}/edital/${notice.id}`);
    // Out of the queue, so the next tests read only their own mail.
    expect((await deliver()).map((m) => m.envelope.to)).toEqual([[email]]);
  });
});

describe(`free accounts: the weekly digest (${testDatabaseKind})`, () => {
  it('lists only new notices that fit, never hidden ones, with deadline, pay, link and unsubscribe', async () => {
    const ana = await person('free', 'Ana Paula Souza');
    await backlog('Polícia Militar RJ: concurso antigo');
    await savePreferences(ana, { enabled: true, ufs: ['RJ'], keywords: ['policia'] });

    const orgao = await createOrgao(t.database.db, { nome: 'Polícia Civil do Rio de Janeiro', sigla: 'PCERJ', uf: 'RJ' });
    const fits = await createEdital(t.database.db, {
      titulo: 'Concurso PCERJ 2026: Inspetor',
      uf: 'RJ',
      municipio: 'Rio de Janeiro',
      orgaoId: orgao.id,
      inscricoesFim: '2026-12-18',
      remuneracaoMin: 5800,
      remuneracaoMax: 5800,
      vagas: 400,
    });
    const viaCargo = await createEdital(t.database.db, { titulo: 'Prefeitura de Macaé', uf: 'RJ', status: 'publicado', inscricoesFim: null });
    await createEditalCargo(t.database.db, { editalId: viaCargo.id, cargo: { nome: 'Guarda Municipal (Polícia Administrativa)' } });
    await createEdital(t.database.db, { titulo: 'Polícia Militar de SP', uf: 'SP' }); // another state
    await createEdital(t.database.db, { titulo: 'Polícia Penal RJ', uf: 'RJ', status: 'encerrado' }); // closed
    await createEdital(t.database.db, { titulo: 'Detran RJ', uf: 'RJ' }); // no keyword
    const hidden = await createEdital(t.database.db, { titulo: 'Polícia Civil RJ: Perito', uf: 'RJ' });
    await setUserEditalStatus(t.database.db, { userId: ana.id, editalId: hidden.id, status: 'oculto' });

    // Premium runs (after collections) leave free accounts alone.
    expect(await sendAlerts(deps, { plan: 'premium' })).toMatchObject({ emails: 0 });
    const report = await sendAlerts(deps, { plan: 'free' });
    expect(report).toMatchObject({ plan: 'free', emails: 1, notices: 2, failed: 0 });

    const [mail, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(mail!.envelope.to).toEqual([ana.email]);
    expect(mail!.mail.subject).toBe('Resumo semanal do MCI: 2 concursos novos para você');
    const text = textOf(mail!);
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain('Nesta semana, surgiram 2 concursos novos que combinam com os seus alertas:');
    // Open first: title, agency, place, deadline, pay, link.
    expect(text.indexOf('Concurso PCERJ 2026: Inspetor')).toBeLessThan(text.indexOf('Prefeitura de Macaé'));
    // Agency and place as the site's notice card writes them.
    expect(text).toContain('PCERJ · Polícia Civil do Rio de Janeiro · Rio de Janeiro – RJ');
    expect(text).toContain('Inscrições Abertas · Inscrições até 18/12/2026');
    expect(text).toContain('Remuneração: R$\u00a05.800,00 · 400 vagas');
    expect(text).toContain(`${TEST_ORIGIN}/edital/${fits.id}`);
    expect(text).toContain('Previsto · Previsto: inscrições ainda não abertas');
    expect(text).toContain(`${TEST_ORIGIN}/edital/${viaCargo.id}`);
    for (const absent of ['concurso antigo', 'Polícia Militar de SP', 'Polícia Penal', 'Detran', 'Perito']) {
      expect(text).not.toContain(absent);
    }
    expect(text).toContain(`${TEST_ORIGIN}/conta#alertas`);
    expect(text).toMatch(new RegExp(`${TEST_ORIGIN}/cancelar-alertas\\?token=[\\w.-]+`));
    expect(mail!.mail.html).toContain(`href="${TEST_ORIGIN}/edital/${fits.id}"`);
    expect(mail!.mail.html).toContain('Cancelar alertas');
    // One-click unsubscribe for mail clients (RFC 8058).
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail!, 'List-Unsubscribe')).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/alertas/cancelar\\?token=[\\w.%-]+>$`));

    // Recorded: which notices went in which e-mail.
    const sent = await t.database.db.select().from(alertSent).where(eq(alertSent.userId, ana.id));
    expect(sent.map((s) => s.editalId).sort()).toEqual([fits.id, viaCargo.id].sort());
    const [queued] = await t.database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, ana.id), eq(mailQueue.kind, 'alerta')));
    expect(sent.every((s) => s.mailId === queued!.id)).toBe(true);
    expect(queued).toMatchObject({ status: 'enviado', to: ana.email });

    // Next week: nothing new, no e-mail (never an empty one, never the same notice twice).
    expect(await sendAlerts(deps, { plan: 'free' })).toMatchObject({ emails: 0 });
    expect(await deliver()).toEqual([]);

    // A new notice, and the old ones again in the window: only the new one goes.
    const later = await createEdital(t.database.db, { titulo: 'Polícia Civil RJ: Delegado', uf: 'RJ' });
    expect(await sendAlerts(deps, { plan: 'free' })).toMatchObject({ emails: 1, notices: 1 });
    const [second] = await deliver();
    expect(second!.mail.subject).toBe('Resumo semanal do MCI: 1 concurso novo para você');
    expect(textOf(second!)).toContain('Nesta semana, surgiu 1 concurso novo que combina com os seus alertas:');
    expect(textOf(second!)).toContain(`${TEST_ORIGIN}/edital/${later.id}`);
    expect(textOf(second!)).not.toContain('Inspetor');

    // Alerts off: nothing more.
    await savePreferences(ana, { enabled: false });
    await createEdital(t.database.db, { titulo: 'Polícia Civil RJ: Escrivão', uf: 'RJ' });
    expect(await sendAlerts(deps, { plan: 'free' })).toMatchObject({ users: expect.any(Number), emails: 0 });
    expect(await deliver()).toEqual([]);
  });

  it('users who never chose, or chose off, get nothing', async () => {
    const never = await person();
    const off = await person();
    await savePreferences(off, { enabled: false });
    await createEdital(t.database.db, { titulo: 'Concurso para todos', uf: 'SP' });
    await sendAlerts(deps, { plan: 'free' });
    const queued = await t.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'alerta'));
    expect(queued.filter((m) => m.userId === never.id || m.userId === off.id)).toEqual([]);
  });

  it('two runs at once (two instances at 08:00) still send one e-mail', async () => {
    const bia = await person();
    await savePreferences(bia, { enabled: true, keywords: ['corrida simultanea'] });
    await createEdital(t.database.db, { titulo: 'Concurso da corrida simultânea', uf: 'SP' });
    await Promise.all([sendAlerts(deps, { plan: 'free' }), sendAlerts(deps, { plan: 'free' })]);
    const queued = await t.database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, bia.id), eq(mailQueue.kind, 'alerta')));
    expect(queued).toHaveLength(1);
    expect((await deliver()).map((m) => m.envelope.to[0])).toEqual([bia.email]);
  });
});

describe(`a missed Monday (${testDatabaseKind})`, () => {
  it("at start-up, sends the week's digest only to those who did not get it", async () => {
    const missed = await person();
    const done = await person();
    await savePreferences(missed, { enabled: true, keywords: ['segunda perdida'] });
    await savePreferences(done, { enabled: true, keywords: ['segunda perdida'] });
    // `missed` was last checked nine days ago; `done` had this week's digest (checked just now).
    await t.database.db
      .update(alertPreferences)
      .set({ newSince: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(alertPreferences.userId, missed.id));
    await createEdital(t.database.db, { titulo: 'Concurso da segunda perdida', uf: 'SP' });

    expect(await sendMissedWeeklyAlerts(deps)).toMatchObject({ users: 1, emails: 1 });
    expect((await deliver()).map((m) => m.envelope.to[0])).toEqual([missed.email]);
    // Run again (another restart): nobody is due.
    expect(await sendMissedWeeklyAlerts(deps)).toMatchObject({ users: 0, emails: 0 });
    expect(await deliver()).toEqual([]);
    // `done` gets that notice next Monday; the other tests' Mondays are their own.
    await savePreferences(done, { enabled: false });
    await savePreferences(missed, { enabled: false });
  });
});

describe(`premium accounts: right after each collection (${testDatabaseKind})`, () => {
  it('a collection that creates matching notices queues the e-mail at once; the weekly run skips premium', async () => {
    const admin = (await signedInClient(t, { email: ADMIN, name: 'Admin Alertas', verified: true })).client;
    const carla = await person('premium', 'Carla Dias');
    const free = await person('free');
    await savePreferences(carla, { enabled: true, escolaridades: ['Ensino_Médio'], keywords: ['niteroi'] });
    await savePreferences(free, { enabled: true, keywords: ['niteroi'] });

    scripted.next = [
      buildCandidate({ titulo: 'Prefeitura de Niterói: Agente Administrativo' }),
      buildCandidate({ titulo: 'Prefeitura de Niterói: Médico', escolaridade: 'Ensino_Superior' }),
    ];
    const res = await admin.request('/api/admin/coleta', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CollectorResult).editais_criados).toBe(2);

    const received = await deliver();
    expect(received.map((m) => m.envelope.to[0])).toEqual([carla.email]);
    expect(received[0]!.mail.subject).toBe('MCI: 1 concurso novo para você');
    expect(textOf(received[0]!)).toContain('A coleta mais recente encontrou 1 concurso novo que combina com os seus alertas:');
    expect(textOf(received[0]!)).toContain('Prefeitura de Niterói: Agente Administrativo');
    expect(textOf(received[0]!)).not.toContain('Médico');

    // The weekly run is for free accounts: the free user gets the digest; Carla nothing more.
    await sendAlerts(deps, { plan: 'free' });
    const weekly = await deliver();
    expect(weekly.map((m) => m.envelope.to[0])).toEqual([free.email]);
    expect(textOf(weekly[0]!)).toContain('Prefeitura de Niterói: Médico');

    // A collection that changes nothing sends nothing.
    const again = await admin.request('/api/admin/coleta', { method: 'POST' });
    expect(((await again.json()) as CollectorResult).editais_criados).toBe(0);
    expect(await deliver()).toEqual([]);
  });

  it('SMTP down: the alert waits in the queue and is delivered once the server is back', async () => {
    const dan = await person('premium');
    await savePreferences(dan, { enabled: true, keywords: ['servidor fora do ar'] });
    await createEdital(t.database.db, { titulo: 'Concurso do servidor fora do ar', uf: 'SP' });
    expect(await sendAlerts(deps, { plan: 'premium' })).toMatchObject({ emails: 1 });

    const port = await unusedPort();
    let offset = 0;
    const down = mailer(`smtp://127.0.0.1:${port}`, () => new Date(Date.now() + offset));
    expect(await down.runOnce()).toMatchObject({ sent: 0, retrying: 1 });
    const [row] = await t.database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, dan.id), eq(mailQueue.kind, 'alerta')));
    expect(row).toMatchObject({ status: 'pendente', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    const back = await startSmtpSink({ port });
    try {
      offset = 61_000;
      expect(await down.runOnce()).toMatchObject({ sent: 1 });
      expect(back.received.map((m) => m.envelope.to[0])).toEqual([dan.email]);
      expect(back.received[0]!.mail.subject).toBe('MCI: 1 concurso novo para você');
    } finally {
      await back.close();
    }
  });
});

describe(`unsubscribe (${testDatabaseKind})`, () => {
  async function alertOf(p: Person, titulo: string): Promise<ReceivedMail> {
    await createEdital(t.database.db, { titulo, uf: 'SP' });
    await sendAlerts(deps, { plan: 'free' });
    const mails = (await deliver()).filter((m) => m.envelope.to[0] === p.email);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it("one click from the mail client (the List-Unsubscribe header), signed out, turns alerts off for good", async () => {
    const eva = await person();
    await savePreferences(eva, { enabled: true, keywords: ['clique unico'] });
    const mail = await alertOf(eva, 'Concurso do clique único');
    const url = new URL(header(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));

    // As RFC 8058 mail clients do: a form POST with no cookie.
    const res = await t.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Alertas desativados' });
    const [prefs] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, eva.id));
    expect(prefs!.enabled).toBe(false);

    await createEdital(t.database.db, { titulo: 'Outro concurso do clique único', uf: 'SP' });
    await sendAlerts(deps, { plan: 'free' });
    expect((await deliver()).filter((m) => m.envelope.to[0] === eva.email)).toEqual([]);
    // The account page shows them off.
    const page = (await (await eva.client.get('/api/me/alertas')).json()) as AlertPreferencesResponse;
    expect(page.preferences?.enabled).toBe(false);
  });

  it("the link in the text (the site's page) posts the token as JSON; a tampered one changes nothing", async () => {
    const fabi = await person();
    await savePreferences(fabi, { enabled: true, keywords: ['link do texto'] });
    const mail = await alertOf(fabi, 'Concurso do link do texto');
    const link = /\/cancelar-alertas\?token=([\w.%-]+)/.exec(textOf(mail))!;
    const token = decodeURIComponent(link[1]!);

    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    const bad = await t.request('/api/alertas/cancelar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tampered }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Link de cancelamento inválido.' } });
    const [still] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, fabi.id));
    expect(still!.enabled).toBe(true);

    const ok = await t.request('/api/alertas/cancelar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(ok.status).toBe(200);
    const [after] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, fabi.id));
    expect(after!.enabled).toBe(false);
  });

  it('no token, or an expired one: 400 with a clear message', async () => {
    const none = await t.request('/api/alertas/cancelar', { method: 'POST' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe('Link de cancelamento inválido.');

    const { createUnsubscribeToken } = await import('./unsubscribe-token');
    const old = createUnsubscribeToken(TEST_SECRET, 'qualquer', new Date(Date.now() - 400 * 86_400_000));
    const expired = await t.request(`/api/alertas/cancelar?token=${encodeURIComponent(old)}`, { method: 'POST' });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toBe(
      'Este link de cancelamento expirou. Entre na sua conta para desativar os alertas.',
    );
  });
});

describe(`many notices (${testDatabaseKind})`, () => {
  it('lists the first 30 and counts the rest, all recorded as sent', async () => {
    const gil = await person();
    await savePreferences(gil, { enabled: true, keywords: ['lote grande'] });
    for (let i = 0; i < 33; i += 1) await createEdital(t.database.db, { titulo: `Lote grande ${i}`, uf: 'SP' });
    expect(await sendAlerts(deps, { plan: 'free' })).toMatchObject({ notices: 33 });
    const [mail] = (await deliver()).filter((m) => m.envelope.to[0] === gil.email);
    expect(mail!.mail.subject).toBe('Resumo semanal do MCI: 33 concursos novos para você');
    expect(textOf(mail!).match(/Lote grande \d+/g)).toHaveLength(30);
    expect(textOf(mail!)).toContain('E mais 3 concursos: veja todos no MCI.');
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${alertSent} where ${alertSent.userId} = ${gil.id}`)
    ).rows as [{ n: number }];
    expect(n).toBe(33);
    expect(await t.database.db.select({ id: edital.id }).from(edital)).not.toHaveLength(0);
  });
});
