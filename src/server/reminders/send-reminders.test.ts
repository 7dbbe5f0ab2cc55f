import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertPreferencesResponse } from '#shared/api/alerts';
import { signedInClient } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital, createOrgao, createUser, setUserEditalStatus, type EditalInsert } from '#tests/factories';
import { createUnsubscribeToken } from '../alerts/unsubscribe-token';
import { alertPreferences, edital, lembreteEnviado, mailQueue, subscription, user } from '../db/schema';
import { sendMissedReminders } from '../jobs/schedule';
import { createLogger } from '../lib/logger';
import { sendReminders, type RemindersDeps } from './send-reminders';

/**
 * Reminders on the real app and database, with a fake clock: which e-mails are queued, what they
 * say, that each reminder goes once (twice run, two runs racing), and the unsubscribe link.
 */

let t: TestApp;
let deps: RemindersDeps;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  deps = { database: t.database, env: t.env, logger: createLogger('silent'), secret: TEST_SECRET };
});
afterAll(async () => {
  await t.destroy();
});

/** 08:30 in Brasília (UTC−3) of a calendar day: when the scheduled run happens. */
const at = (day: string, time = '11:30:00') => new Date(`${day}T${time}Z`);
const run = (day: string) => sendReminders(deps, { now: at(day) });

/** Every test has its own people, so a run's e-mails are read per person. */
async function person(plan: 'free' | 'premium' | null = null, name?: string) {
  const row = await createUser(t.database.db, name ? { name } : {});
  if (plan) await t.database.db.insert(subscription).values({ userId: row.id, plan });
  return row;
}

async function track(userId: string, status: 'salvo' | 'inscrito' | 'visto', values: Partial<EditalInsert>) {
  const notice = await createEdital(t.database.db, values);
  await setUserEditalStatus(t.database.db, { userId, editalId: notice.id, status });
  return notice;
}

async function mailsOf(userId: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'lembrete')))
    .orderBy(asc(mailQueue.id));
}

async function recordedFor(userId: string) {
  return t.database.db
    .select({ editalId: lembreteEnviado.editalId, tipo: lembreteEnviado.tipo, data: lembreteEnviado.data, mailId: lembreteEnviado.mailId })
    .from(lembreteEnviado)
    .where(eq(lembreteEnviado.userId, userId))
    .orderBy(asc(lembreteEnviado.sentAt), asc(lembreteEnviado.data));
}

const tokenIn = (text: string) => decodeURIComponent(/\/cancelar-lembretes\?token=([\w.%-]+)/.exec(text)![1]!);

describe(`deadline reminders of saved notices (${testDatabaseKind})`, () => {
  it('go 3 days before the end of registrations, not 4, once, with the notice and the unsubscribe links', async () => {
    const ana = await person('free', 'Ana Paula Souza');
    const orgao = await createOrgao(t.database.db, { nome: 'Polícia Civil do Rio de Janeiro', sigla: 'PCERJ', uf: 'RJ' });
    const notice = await track(ana.id, 'salvo', {
      titulo: 'Concurso PCERJ 2026: Inspetor',
      orgaoId: orgao.id,
      uf: 'RJ',
      municipio: 'Rio de Janeiro',
      inscricoesFim: '2026-12-18',
    });

    await run('2026-12-14');
    expect(await mailsOf(ana.id)).toEqual([]);

    const report = await run('2026-12-15');
    expect(report).toMatchObject({ today: '2026-12-15', failed: 0 });
    const [mail, ...others] = await mailsOf(ana.id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: ana.email, status: 'pendente', subject: 'Inscrições terminam em 3 dias: Concurso PCERJ 2026: Inspetor' });
    expect(mail!.text).toContain('Olá, Ana!');
    expect(mail!.text).toContain('Inscrições terminam em 3 dias (18/12/2026)');
    expect(mail!.text).toContain('PCERJ · Polícia Civil do Rio de Janeiro · Rio de Janeiro – RJ');
    expect(mail!.text).toContain(`${TEST_ORIGIN}/edital/${notice.id}`);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/meus-concursos`);
    expect(mail!.text).toMatch(new RegExp(`${TEST_ORIGIN}/cancelar-lembretes\\?token=[\\w.%-]+`));
    expect(mail!.html).toContain('Cancelar lembretes');
    expect(mail!.html).toContain(`href="${TEST_ORIGIN}/edital/${notice.id}"`);
    expect(mail!.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/lembretes/cancelar\\?token=[\\w.%-]+>$`));
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await recordedFor(ana.id)).toEqual([{ editalId: notice.id, tipo: 'inscricoes_fim', data: '2026-12-18', mailId: mail!.id }]);

    // The next days, down to the last one, and a second run the same day: nothing more.
    for (const day of ['2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19']) await run(day);
    expect(await mailsOf(ana.id)).toHaveLength(1);
  });

  it('a day the job did not run is made up the next day; a passed date never is', async () => {
    const bia = await person();
    await track(bia.id, 'salvo', { titulo: 'Concurso perdido', inscricoesFim: '2026-12-10' });
    await track(bia.id, 'salvo', { titulo: 'Concurso de amanhã', inscricoesFim: '2026-12-12' });
    await run('2026-12-11');
    const [mail, ...others] = await mailsOf(bia.id);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Inscrições terminam amanhã: Concurso de amanhã');
  });

  it('saved notices only, and not once registrations ended, were suspended or cancelled', async () => {
    const caio = await person();
    await track(caio.id, 'visto', { inscricoesFim: '2026-12-12' });
    for (const status of ['encerrado', 'suspenso', 'cancelado'] as const) await track(caio.id, 'salvo', { status, inscricoesFim: '2026-12-12' });
    await run('2026-12-10');
    expect(await mailsOf(caio.id)).toEqual([]);
  });
});

describe(`exam reminders of registered notices (${testDatabaseKind})`, () => {
  it('go 7 days before the exam, not 8', async () => {
    const dani = await person();
    await track(dani.id, 'inscrito', { titulo: 'Concurso TRF 2026', status: 'encerrado', inscricoesFim: '2026-11-30', provaData: '2026-12-20' });
    await run('2026-12-12');
    expect(await mailsOf(dani.id)).toEqual([]);
    await run('2026-12-13');
    const [mail] = await mailsOf(dani.id);
    expect(mail!.subject).toBe('Prova em 7 dias: Concurso TRF 2026');
    expect(mail!.text).toContain('Prova em 7 dias (20/12/2026)');
    await run('2026-12-19');
    expect(await mailsOf(dani.id)).toHaveLength(1);
  });

  it('several due the same day go in one e-mail, each recorded with it', async () => {
    const edu = await person();
    const a = await track(edu.id, 'salvo', { titulo: 'Concurso A', inscricoesFim: '2026-12-12' });
    const b = await track(edu.id, 'salvo', { titulo: 'Concurso B', inscricoesFim: '2026-12-10' });
    const c = await track(edu.id, 'inscrito', { titulo: 'Concurso C', status: 'encerrado', provaData: '2026-12-16' });
    await run('2026-12-10');
    const [mail, ...others] = await mailsOf(edu.id);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Lembretes dos seus concursos');
    // Soonest first.
    const lines = ['Último dia de inscrições (10/12/2026)', 'Inscrições terminam em 2 dias (12/12/2026)', 'Prova em 6 dias (16/12/2026)'];
    const positions = lines.map((line) => mail!.text.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    const recorded = await recordedFor(edu.id);
    expect(recorded.map((r) => [r.editalId, r.tipo]).sort()).toEqual(
      [
        [a.id, 'inscricoes_fim'],
        [b.id, 'inscricoes_fim'],
        [c.id, 'prova'],
      ].sort(),
    );
    expect(recorded.every((r) => r.mailId === mail!.id)).toBe(true);
  });
});

describe(`never twice (${testDatabaseKind})`, () => {
  it('two runs racing (two instances) queue one e-mail per reminder', async () => {
    const fabi = await person();
    await track(fabi.id, 'salvo', { titulo: 'Concurso disputado', inscricoesFim: '2026-12-12' });
    await track(fabi.id, 'inscrito', { titulo: 'Prova disputada', status: 'encerrado', provaData: '2026-12-14' });
    await Promise.all([run('2026-12-09'), run('2026-12-09'), run('2026-12-09')]);
    const mails = await mailsOf(fabi.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lembretes dos seus concursos');
    expect(await recordedFor(fabi.id)).toHaveLength(2);
  });

  it('a date that moves gets a new reminder', async () => {
    const gabi = await person();
    const notice = await track(gabi.id, 'salvo', { titulo: 'Concurso prorrogado', inscricoesFim: '2026-12-12' });
    await run('2026-12-09');
    expect(await mailsOf(gabi.id)).toHaveLength(1);
    // Registrations extended by a week.
    await t.database.db.update(edital).set({ inscricoesFim: '2026-12-19' }).where(eq(edital.id, notice.id));
    await run('2026-12-10');
    expect(await mailsOf(gabi.id)).toHaveLength(1);
    await run('2026-12-16');
    const mails = await mailsOf(gabi.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Inscrições terminam em 3 dias: Concurso prorrogado');
    expect((await recordedFor(gabi.id)).map((r) => r.data)).toEqual(['2026-12-12', '2026-12-19']);
  });

  it('a start-up after 08:30 sends what is due today and not sent yet; before 08:30 it waits', async () => {
    const hugo = await person();
    await track(hugo.id, 'salvo', { inscricoesFim: '2026-12-22' });
    expect(await sendMissedReminders(deps, at('2026-12-19', '11:00:00'))).toBeNull(); // 08:00
    expect(await mailsOf(hugo.id)).toEqual([]);
    expect(await sendMissedReminders(deps, at('2026-12-19', '13:00:00'))).toMatchObject({ today: '2026-12-19' }); // 10:00
    expect(await mailsOf(hugo.id)).toHaveLength(1);
    // The scheduled run and another restart the same day.
    await run('2026-12-19');
    await sendMissedReminders(deps, at('2026-12-19', '20:00:00'));
    expect(await mailsOf(hugo.id)).toHaveLength(1);
  });

  it('the day is Brasília’s: 23:30 there (02:30 UTC next day) still counts as the earlier day', async () => {
    const iris = await person();
    await track(iris.id, 'salvo', { inscricoesFim: '2026-12-25' });
    const report = await sendReminders(deps, { now: new Date('2026-12-21T02:30:00Z') });
    expect(report.today).toBe('2026-12-20');
    expect(await mailsOf(iris.id)).toEqual([]); // 5 days before
  });
});

describe(`who gets reminders (${testDatabaseKind})`, () => {
  it('free and premium accounts alike, and accounts that never chose alerts', async () => {
    const free = await person('free');
    const premium = await person('premium');
    const none = await person(null);
    for (const p of [free, premium, none]) await track(p.id, 'salvo', { inscricoesFim: '2026-12-12' });
    await run('2026-12-09');
    for (const p of [free, premium, none]) expect(await mailsOf(p.id)).toHaveLength(1);
  });

  it('not those who turned reminders off, whether alerts are on or off', async () => {
    const { client, email } = await signedInClient(t);
    const [owner] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const saved = await client.request('/api/me/alertas', {
      method: 'PUT',
      json: { enabled: true, ufs: [], escolaridades: [], keywords: [], lembretes: false },
    });
    expect(((await saved.json()) as AlertPreferencesResponse).lembretes).toBe(false);
    const quiet = await person();
    await t.database.db.insert(alertPreferences).values({ userId: quiet.id, enabled: false, lembretes: false });
    for (const id of [owner!.id, quiet.id]) {
      await track(id, 'salvo', { inscricoesFim: '2026-12-12' });
      await track(id, 'inscrito', { provaData: '2026-12-12', status: 'encerrado' });
    }
    await run('2026-12-09');
    expect(await mailsOf(owner!.id)).toEqual([]);
    expect(await mailsOf(quiet.id)).toEqual([]);
    expect(await recordedFor(owner!.id)).toEqual([]);
  });

  it('not an address that is not confirmed yet (issue 20); once confirmed, what is still due goes', async () => {
    const unconfirmed = await createUser(t.database.db, { emailVerified: false });
    await track(unconfirmed.id, 'salvo', { inscricoesFim: '2026-12-12' });
    await run('2026-12-09');
    expect(await mailsOf(unconfirmed.id)).toEqual([]);
    expect(await recordedFor(unconfirmed.id)).toEqual([]);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, unconfirmed.id));
    await run('2026-12-10');
    expect(await mailsOf(unconfirmed.id)).toHaveLength(1);
  });
});

describe(`the unsubscribe link (${testDatabaseKind})`, () => {
  async function remindedWithAlertsOn() {
    const p = await person('free');
    await t.database.db.insert(alertPreferences).values({ userId: p.id, enabled: true, keywords: ['fiscal'] });
    await track(p.id, 'salvo', { inscricoesFim: '2026-12-12' });
    await run('2026-12-09');
    const [mail] = await mailsOf(p.id);
    return { p, mail: mail! };
  }

  async function prefsOf(userId: string) {
    const [row] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
    return row;
  }

  it('the page posts the token: reminders off, alerts untouched, and no more reminders', async () => {
    const { p, mail } = await remindedWithAlertsOn();
    const res = await t.request('/api/lembretes/cancelar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenIn(mail.text) }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'Lembretes desativados' });
    expect(await prefsOf(p.id)).toMatchObject({ lembretes: false, enabled: true, keywords: ['fiscal'] });

    await track(p.id, 'salvo', { inscricoesFim: '2026-12-13' });
    await run('2026-12-10');
    expect(await mailsOf(p.id)).toHaveLength(1);
  });

  it("the mail client's one-click POST (RFC 8058) to the header's URL works too", async () => {
    const { p, mail } = await remindedWithAlertsOn();
    const url = /^<([^>]+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!;
    const res = await t.request(url.slice(TEST_ORIGIN.length), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await prefsOf(p.id)).toMatchObject({ lembretes: false, enabled: true });
  });

  it('an account that never chose alerts gets reminders off and alerts still off', async () => {
    const p = await person();
    await track(p.id, 'salvo', { inscricoesFim: '2026-12-12' });
    await run('2026-12-09');
    const [mail] = await mailsOf(p.id);
    const res = await t.request(`/api/lembretes/cancelar?token=${encodeURIComponent(tokenIn(mail!.text))}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await prefsOf(p.id)).toMatchObject({ lembretes: false, enabled: false });
  });

  it('an alerts link cannot turn reminders off, nor a reminders link alerts; a tampered one changes nothing', async () => {
    const { p, mail } = await remindedWithAlertsOn();
    const reminders = tokenIn(mail.text);
    const post = (path: string, token: string) =>
      t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const invalid = { error: { code: 'BAD_REQUEST', message: 'Link de cancelamento inválido.' } };

    const alertsOnReminders = await post('/api/lembretes/cancelar', createUnsubscribeToken(TEST_SECRET, p.id));
    expect(alertsOnReminders.status).toBe(400);
    expect(await alertsOnReminders.json()).toEqual(invalid);
    const remindersOnAlerts = await post('/api/alertas/cancelar', reminders);
    expect(remindersOnAlerts.status).toBe(400);
    const tampered = await post('/api/lembretes/cancelar', `${reminders.slice(0, -2)}${reminders.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(await tampered.json()).toEqual(invalid);
    expect(await prefsOf(p.id)).toMatchObject({ lembretes: true, enabled: true });

    const none = await t.request('/api/lembretes/cancelar', { method: 'POST' });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual(invalid);
  });

  it('an expired link says so; a deleted account is answered the same as a live one', async () => {
    const { createReminderUnsubscribeToken } = await import('./unsubscribe-token');
    const old = createReminderUnsubscribeToken(TEST_SECRET, 'qualquer', new Date(Date.now() - 400 * 86_400_000));
    const expired = await t.request(`/api/lembretes/cancelar?token=${encodeURIComponent(old)}`, { method: 'POST' });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toBe(
      'Este link de cancelamento expirou. Entre na sua conta para desativar os lembretes.',
    );
    const gone = createReminderUnsubscribeToken(TEST_SECRET, 'conta-apagada');
    const res = await t.request(`/api/lembretes/cancelar?token=${encodeURIComponent(gone)}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await prefsOf('conta-apagada')).toBeUndefined();
  });
});
