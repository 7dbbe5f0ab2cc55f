import { count, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdital } from '#tests/factories';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { ACCOUNT_DATA_ABOUT } from '#shared/account';
import type { AccountDataExport, MeResponse } from '#shared/api/account';
import { todayInBrasilia } from '#shared/editais/dates';
import {
  account,
  agendaToken,
  alertPreferences,
  alertSent,
  buscaSalva,
  collectorRun,
  lembreteEnviado,
  mailQueue,
  profiles,
  rateLimit,
  session,
  subscription,
  twoFactor,
  user,
  userEditalStatus,
  verification,
} from '#server/db/schema';
import { settleAfterResponse } from '#server/lib/after-response';
import { enqueueMail } from '#server/mail/enqueue-mail';
import { newAgendaToken } from '../agenda/agenda-subscription.service';
import { newRssToken } from '../buscas/buscas.service';
import { DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE, deleteAccount } from './account-deletion.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

const db = () => t.database.db;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function idOf(email: string): Promise<string> {
  const [u] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return u!.id;
}

const patchName = (client: TestClient, body: unknown) => client.request('/api/me', { method: 'PATCH', json: body });
const deleteMe = (client: TestClient, body: unknown) => client.request('/api/me', { method: 'DELETE', json: body });

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [key, ...keysOf(v)]);
  }
  return [];
}

const iso = (value: Date | string) => new Date(value).toISOString();

describe(`PATCH /api/me: change the name (${testDatabaseKind})`, () => {
  it('changes user.name and profiles.full_name, trimmed with inner spaces collapsed, and answers the new MeResponse', async () => {
    const { client, email } = await signedInClient(t, { name: 'Maria da Silva' });
    const id = await idOf(email);
    const [before] = await db().select({ updatedAt: user.updatedAt }).from(user).where(eq(user.id, id));

    const res = await patchName(client, { name: '  Maria   Aparecida  de Souza ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const me = (await res.json()) as MeResponse;
    expect(me).toMatchObject({
      user: { id, email, name: 'Maria Aparecida de Souza' },
      profile: { full_name: 'Maria Aparecida de Souza' },
      subscription: { plan: 'free', status: 'active' },
      usage: { plan: 'free', saved: 0, limit: 5 },
    });

    const [row] = await db().select({ name: user.name, updatedAt: user.updatedAt }).from(user).where(eq(user.id, id));
    expect(row!.name).toBe('Maria Aparecida de Souza');
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await db().select().from(profiles).where(eq(profiles.id, id))).toEqual([
      { id, fullName: 'Maria Aparecida de Souza' },
    ]);
    // The session (top bar) and GET /api/me say the same.
    expect(await (await client.get('/api/auth/get-session')).json()).toMatchObject({ user: { name: 'Maria Aparecida de Souza' } });
    expect(await (await client.get('/api/me')).json()).toEqual(me);
  });

  it('creates the profile row when it is missing', async () => {
    const { client, email } = await signedInClient(t);
    const id = await idOf(email);
    await db().delete(profiles).where(eq(profiles.id, id));
    const res = await patchName(client, { name: 'José Araújo' });
    expect(res.status).toBe(200);
    expect(await db().select().from(profiles).where(eq(profiles.id, id))).toEqual([{ id, fullName: 'José Araújo' }]);
  });

  it('answers 400 with the sign-up messages and changes nothing', async () => {
    const { client, email } = await signedInClient(t, { name: 'Carla Dias' });
    const id = await idOf(email);
    const cases: [unknown, string][] = [
      [{ name: '' }, 'Nome muito curto'],
      [{ name: '   ' }, 'Nome muito curto'],
      [{ name: 'A' }, 'Nome muito curto'],
      [{ name: 'A'.repeat(101) }, 'Nome muito longo'],
      [{ name: 'Carla 2' }, 'Nome deve conter apenas letras e espaços'],
      [{ name: 'Carla-Dias' }, 'Nome deve conter apenas letras e espaços'],
      [{ name: 42 }, 'Nome muito curto'],
      [{}, 'Nome muito curto'],
    ];
    for (const [body, message] of cases) {
      const res = await patchName(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'BAD_REQUEST', message });
    }
    // 100 letters is still a name.
    expect((await patchName(client, { name: 'A'.repeat(100) })).status).toBe(200);
    await patchName(client, { name: 'Carla Dias' });
    const [row] = await db().select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(row!.name).toBe('Carla Dias');
    expect((await db().select().from(profiles).where(eq(profiles.id, id)))[0]!.fullName).toBe('Carla Dias');
  });

  it('401 for a visitor, whatever the body', async () => {
    for (const body of [{ name: 'Ana Souza' }, { name: '' }]) {
      const res = await new TestClient(t).request('/api/me', { method: 'PATCH', json: body });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    }
  });
});

/**
 * Statuses, alert preferences, alert e-mails with their notices, a password-reset e-mail, two saved
 * searches, two reminders sent and a calendar subscription.
 */
async function giveData(
  userId: string,
  email: string,
  label: string,
  options: { keywords?: string[]; createdAt?: string; lembretes?: boolean } = {},
) {
  const createdAt = new Date(options.createdAt ?? '2026-01-05T10:00:00.000Z');
  const editais = [
    await createEdital(db(), { titulo: `Concurso ${label} 1` }),
    await createEdital(db(), { titulo: `Concurso ${label} 2` }),
    await createEdital(db(), { titulo: `Concurso ${label} 3` }),
  ] as const;
  await db()
    .insert(userEditalStatus)
    .values([
      { userId, editalId: editais[0].id, status: 'salvo', origin: 'feed', createdAt: iso(createdAt), updatedAt: iso(createdAt) },
      { userId, editalId: editais[1].id, status: 'oculto', origin: 'busca', createdAt: iso(new Date(createdAt.getTime() + 60_000)), updatedAt: iso(new Date(createdAt.getTime() + 120_000)) },
    ]);
  await db().insert(alertPreferences).values({
    userId,
    enabled: true,
    ufs: ['SP', 'RJ'],
    escolaridades: ['Ensino_Superior'],
    keywords: options.keywords ?? ['enfermeiro'],
    lembretes: options.lembretes ?? true,
    newSince: new Date(createdAt.getTime() + 3_600_000),
    lastAlertAt: new Date(createdAt.getTime() + 7_200_000),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 3_600_000),
  });
  const sentMail = await enqueueMail(
    db(),
    { to: email, userId, kind: 'alerta', subject: `2 novos concursos para ${label}`, html: '<p>alerta</p>', text: 'alerta' },
    { now: createdAt },
  );
  const sentAt = new Date(createdAt.getTime() + 30_000);
  await db().update(mailQueue).set({ status: 'enviado', sentAt, createdAt }).where(eq(mailQueue.id, sentMail.id));
  const queuedMail = await enqueueMail(
    db(),
    { to: email, userId, kind: 'alerta', subject: `1 novo concurso para ${label}`, html: '<p>alerta</p>', text: 'alerta' },
    { now: createdAt },
  );
  await db().update(mailQueue).set({ createdAt: new Date(createdAt.getTime() + 86_400_000) }).where(eq(mailQueue.id, queuedMail.id));
  await db()
    .insert(alertSent)
    .values([
      { userId, editalId: editais[0].id, mailId: sentMail.id, sentAt: createdAt },
      { userId, editalId: editais[2].id, mailId: sentMail.id, sentAt: new Date(createdAt.getTime() + 1000) },
      { userId, editalId: editais[1].id, mailId: queuedMail.id, sentAt: new Date(createdAt.getTime() + 86_400_000) },
    ]);
  // Mail that is not an alert (a reset link) is not listed in the file.
  await enqueueMail(db(), { to: email, userId, kind: 'password_reset', subject: `Redefinição ${label}`, html: '<p>link</p>', text: 'link' });
  const buscas = await db()
    .insert(buscaSalva)
    .values([
      { userId, nome: `Polícia ${label}`, filtros: { q: 'policia', uf: ['SP', 'RJ'] }, rssToken: newRssToken(), createdAt: iso(createdAt) },
      { userId, nome: `Saúde ${label}`, filtros: { q: 'enfermeiro' }, rssToken: newRssToken(), createdAt: iso(new Date(createdAt.getTime() + 86_400_000)) },
    ])
    .returning();
  await db()
    .insert(lembreteEnviado)
    .values([
      { userId, editalId: editais[0].id, tipo: 'prova', data: '2026-02-20', mailId: null, sentAt: new Date(createdAt.getTime() + 172_800_000) },
      { userId, editalId: editais[0].id, tipo: 'inscricoes_fim', data: '2026-01-12', mailId: null, sentAt: new Date(createdAt.getTime() + 3_600_000) },
    ]);
  const [agenda] = await db()
    .insert(agendaToken)
    .values({ userId, token: newAgendaToken(), createdAt: iso(new Date(createdAt.getTime() + 600_000)) })
    .returning();
  return { editais, sentMail, queuedMail, createdAt, sentAt, rssTokens: buscas.map((b) => b.rssToken), agendaToken: agenda!.token };
}

describe(`GET /api/me/dados: download my data (${testDatabaseKind})`, () => {
  it('is an attachment with exactly the user’s data, and nothing of anyone else', async () => {
    const ana = await signedInClient(t, { name: 'Ana Beatriz Lima' });
    const bruno = await signedInClient(t, { name: 'Bruno Costa' });
    const anaId = await idOf(ana.email);
    const brunoId = await idOf(bruno.email);
    const a = await giveData(anaId, ana.email, 'da Ana', { lembretes: false });
    const b = await giveData(brunoId, bruno.email, 'do Bruno', { keywords: ['segredo-do-bruno'] });
    // Bruno also follows one of Ana's notices: his row must not show up in her file.
    await db().insert(userEditalStatus).values({ userId: brunoId, editalId: a.editais[2].id, status: 'visto', origin: 'feed' });
    // An alerted notice whose e-mail record is gone is still listed.
    const orphan = await createEdital(db(), { titulo: 'Concurso avulso da Ana' });
    await db().insert(alertSent).values({ userId: anaId, editalId: orphan.id, mailId: null, sentAt: new Date('2026-01-03T08:00:00.000Z') });
    // A second device signed in to Ana's account.
    const anaPhone = new TestClient(t, uniqueIp());
    expect((await anaPhone.signIn(ana.email, GOOD_PASSWORD)).status).toBe(200);

    const before = Date.now();
    const res = await ana.client.get('/api/me/dados');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="mci-meus-dados-${todayInBrasilia()}.json"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    const data = JSON.parse(text) as AccountDataExport;

    const [anaUser] = await db().select().from(user).where(eq(user.id, anaId));
    const [anaPlan] = await db().select().from(subscription).where(eq(subscription.userId, anaId));
    const anaSessions = await db().select().from(session).where(eq(session.userId, anaId));
    expect(anaSessions).toHaveLength(2);
    const statusRows = await db().select().from(userEditalStatus).where(eq(userEditalStatus.userId, anaId));
    const statusOf = (editalId: number) => statusRows.find((r) => r.editalId === editalId)!;

    expect(Date.parse(data.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(data).toEqual({
      about: ACCOUNT_DATA_ABOUT,
      exportedAt: data.exportedAt,
      profile: {
        id: anaId,
        name: 'Ana Beatriz Lima',
        email: ana.email,
        emailVerified: false,
        createdAt: anaUser!.createdAt.toISOString(),
        twoFactorEnabled: false,
        role: 'user',
        full_name: 'Ana Beatriz Lima',
      },
      subscription: { plan: 'free', status: 'active', started_at: iso(anaPlan!.startedAt) },
      statuses: [
        {
          edital: { id: a.editais[0].id, titulo: 'Concurso da Ana 1' },
          status: 'salvo',
          origin: 'feed',
          created_at: iso(statusOf(a.editais[0].id).createdAt),
          updated_at: iso(statusOf(a.editais[0].id).updatedAt),
        },
        {
          edital: { id: a.editais[1].id, titulo: 'Concurso da Ana 2' },
          status: 'oculto',
          origin: 'busca',
          created_at: '2026-01-05T10:01:00.000Z',
          updated_at: '2026-01-05T10:02:00.000Z',
        },
      ],
      alertPreferences: {
        enabled: true,
        ufs: ['SP', 'RJ'],
        escolaridades: ['Ensino_Superior'],
        keywords: ['enfermeiro'],
        newSince: '2026-01-05T11:00:00.000Z',
        lastAlertAt: '2026-01-05T12:00:00.000Z',
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-01-05T11:00:00.000Z',
      },
      sentAlerts: [
        {
          id: a.sentMail.id,
          subject: '2 novos concursos para da Ana',
          status: 'enviado',
          createdAt: '2026-01-05T10:00:00.000Z',
          sentAt: '2026-01-05T10:00:30.000Z',
          editais: [
            { edital: { id: a.editais[0].id, titulo: 'Concurso da Ana 1' }, sentAt: '2026-01-05T10:00:00.000Z' },
            { edital: { id: a.editais[2].id, titulo: 'Concurso da Ana 3' }, sentAt: '2026-01-05T10:00:01.000Z' },
          ],
        },
        {
          id: a.queuedMail.id,
          subject: '1 novo concurso para da Ana',
          status: 'pendente',
          createdAt: '2026-01-06T10:00:00.000Z',
          sentAt: null,
          editais: [{ edital: { id: a.editais[1].id, titulo: 'Concurso da Ana 2' }, sentAt: '2026-01-06T10:00:00.000Z' }],
        },
      ],
      alertedEditaisWithoutEmail: [
        { edital: { id: orphan.id, titulo: 'Concurso avulso da Ana' }, sentAt: '2026-01-03T08:00:00.000Z' },
      ],
      reminders: {
        enabled: false,
        sent: [
          { edital: { id: a.editais[0].id, titulo: 'Concurso da Ana 1' }, tipo: 'inscricoes_fim', data: '2026-01-12', sentAt: '2026-01-05T11:00:00.000Z' },
          { edital: { id: a.editais[0].id, titulo: 'Concurso da Ana 1' }, tipo: 'prova', data: '2026-02-20', sentAt: '2026-01-07T10:00:00.000Z' },
        ],
      },
      savedSearches: [
        { nome: 'Saúde da Ana', filtros: { q: 'enfermeiro' }, createdAt: '2026-01-06T10:00:00.000Z' },
        { nome: 'Polícia da Ana', filtros: { q: 'policia', uf: ['SP', 'RJ'] }, createdAt: '2026-01-05T10:00:00.000Z' },
      ],
      calendarSubscription: { createdAt: '2026-01-05T10:10:00.000Z' },
      sessions: [...anaSessions]
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
        .map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), ipAddress: s.ipAddress, userAgent: s.userAgent })),
    });
    expect(data.sessions.map((s) => s.ipAddress).sort()).toEqual([ana.client.ip, anaPhone.ip].sort());

    // Nothing of Bruno's.
    for (const foreign of [
      brunoId,
      bruno.email,
      'Bruno Costa',
      'Concurso do Bruno',
      'segredo-do-bruno',
      'para do Bruno',
      'Polícia do Bruno',
      'Saúde do Bruno',
      `"${bruno.client.ip}"`,
      ...b.rssTokens,
      b.agendaToken,
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(data.sentAlerts.map((m) => m.id)).not.toContain(b.sentMail.id);
    expect(data.statuses.map((s) => s.status)).not.toContain('visto');

    // No secret, under any key or as any value.
    const keys = keysOf(data).map((k) => k.toLowerCase());
    for (const secret of ['password', 'hash', 'token', 'secret', 'backupcodes', 'html', 'text', 'headers', 'to']) {
      expect(keys, secret).not.toContain(secret);
    }
    const [credential] = await db().select({ password: account.password }).from(account).where(eq(account.userId, anaId));
    expect(text).not.toContain(credential!.password!);
    for (const s of anaSessions) expect(text).not.toContain(s.token);
    // Nor the secret addresses of the private RSS feeds and calendar.
    expect(a.rssTokens).toHaveLength(2);
    for (const rssToken of a.rssTokens) expect(text).not.toContain(rssToken);
    expect(text).not.toContain(a.agendaToken);
  });

  it('a user with nothing chosen yet gets empty lists and null preferences', async () => {
    const { client, email } = await signedInClient(t, { name: 'Nova Pessoa' });
    const data = (await (await client.get('/api/me/dados')).json()) as AccountDataExport;
    expect(data).toMatchObject({
      profile: { email, name: 'Nova Pessoa', full_name: 'Nova Pessoa' },
      subscription: { plan: 'free', status: 'active' },
      statuses: [],
      alertPreferences: null,
      sentAlerts: [],
      alertedEditaisWithoutEmail: [],
      // No alert preferences yet: reminders count as on.
      reminders: { enabled: true, sent: [] },
      savedSearches: [],
      calendarSubscription: null,
    });
    expect(data.sessions).toHaveLength(1);
  });

  it('401 for a visitor', async () => {
    const res = await t.request('/api/me/dados');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    expect(res.headers.get('content-disposition')).toBeNull();
  });
});

/** Rows of the account in every table that holds any, by table name. */
async function rowsOwnedBy(userId: string, email: string): Promise<Record<string, number>> {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const d = db();
  return {
    user: await n(d.select({ n: count() }).from(user).where(eq(user.id, userId))),
    session: await n(d.select({ n: count() }).from(session).where(eq(session.userId, userId))),
    account: await n(d.select({ n: count() }).from(account).where(eq(account.userId, userId))),
    two_factor: await n(d.select({ n: count() }).from(twoFactor).where(eq(twoFactor.userId, userId))),
    profiles: await n(d.select({ n: count() }).from(profiles).where(eq(profiles.id, userId))),
    subscription: await n(d.select({ n: count() }).from(subscription).where(eq(subscription.userId, userId))),
    user_edital_status: await n(d.select({ n: count() }).from(userEditalStatus).where(eq(userEditalStatus.userId, userId))),
    alert_preferences: await n(d.select({ n: count() }).from(alertPreferences).where(eq(alertPreferences.userId, userId))),
    alert_sent: await n(d.select({ n: count() }).from(alertSent).where(eq(alertSent.userId, userId))),
    lembrete_enviado: await n(d.select({ n: count() }).from(lembreteEnviado).where(eq(lembreteEnviado.userId, userId))),
    busca_salva: await n(d.select({ n: count() }).from(buscaSalva).where(eq(buscaSalva.userId, userId))),
    agenda_token: await n(d.select({ n: count() }).from(agendaToken).where(eq(agendaToken.userId, userId))),
    mail_queue: await n(
      d
        .select({ n: count() })
        .from(mailQueue)
        .where(or(eq(mailQueue.userId, userId), eq(sql`lower(${mailQueue.to})`, email.toLowerCase()))),
    ),
    verification: await n(
      d
        .select({ n: count() })
        .from(verification)
        .where(or(eq(verification.value, userId), like(verification.identifier, `2fa-attempts-2fa-${userId}%`))),
    ),
    rate_limit: await n(d.select({ n: count() }).from(rateLimit).where(like(rateLimit.key, `%${userId}%`))),
    collector_run: await n(d.select({ n: count() }).from(collectorRun).where(eq(collectorRun.requestedBy, userId))),
  };
}

/** A signed-in account with a row in every table that can hold one of its rows. */
async function fullAccount(name: string) {
  const { client, email } = await signedInClient(t, { name });
  const id = await idOf(email);
  await giveData(id, email, name);
  // Reset links: the verification row (value = user id) and the e-mail, through the real endpoint.
  expect((await new TestClient(t, uniqueIp()).post('/api/auth/request-password-reset', { email })).status).toBe(200);
  await settleAfterResponse();
  // A two-factor secret, a pending two-factor sign-in challenge with its attempts counter, a
  // trusted device, and mail to the address not tied to the account.
  await db().insert(twoFactor).values({ id: `tf-${id}`, secret: 'cifrado', backupCodes: 'cifrados', userId: id });
  await db()
    .insert(verification)
    .values([
      { id: `v1-${id}`, identifier: `2fa-${id}`, value: id, expiresAt: new Date(Date.now() + 600_000) },
      { id: `v2-${id}`, identifier: `2fa-attempts-2fa-${id}`, value: '1', expiresAt: new Date(Date.now() + 600_000) },
      { id: `v3-${id}`, identifier: `trust-device-${id}`, value: id, expiresAt: new Date(Date.now() + 600_000) },
    ]);
  await enqueueMail(db(), { to: email.toUpperCase(), kind: 'password_reset', subject: 'Sem vínculo', html: '<p>x</p>', text: 'x' });
  const [run] = await db().insert(collectorRun).values({ trigger: 'manual', requestedBy: id }).returning();
  return { client, email, id, runId: run!.id };
}

describe(`DELETE /api/me: delete my account (${testDatabaseKind})`, () => {
  it('with the right password removes every row of the user, table by table, signs out, and leaves others alone', async () => {
    const ana = await fullAccount('Ana Excluída');
    const bruno = await fullAccount('Bruno Fica');
    // A wrong attempt first: it leaves the limiter's counter, one more row to remove.
    expect((await deleteMe(ana.client, { password: 'Senha#Errada1' })).status).toBe(400);
    const anaBefore = await rowsOwnedBy(ana.id, ana.email);
    const brunoBefore = await rowsOwnedBy(bruno.id, bruno.email);
    // The setup really put rows everywhere (else the check after would prove nothing).
    for (const [table, n] of Object.entries(anaBefore)) expect(n, table).toBeGreaterThan(0);
    // Sign in once more to hold the session cookie the browser has now, to replay it afterwards.
    const signIn = await ana.client.signIn(ana.email, GOOD_PASSWORD);
    const cookieHeader = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => pair.startsWith('mci.session_token='))
      .join('; ');
    expect(cookieHeader).toMatch(/^mci\.session_token=.+/);
    expect((await t.request('/api/me', { headers: { cookie: cookieHeader } })).status).toBe(200);

    const res = await deleteMe(ana.client, { password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Conta excluída' });
    const cleared = res.headers.getSetCookie();
    const sessionClear = cleared.find((c) => c.startsWith('mci.session_token='));
    expect(sessionClear).toMatch(/^mci\.session_token=;/);
    expect(sessionClear).toMatch(/Max-Age=0/i);
    expect(sessionClear).toMatch(/Path=\//);
    expect(cleared.some((c) => /^mci\.dont_remember=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(ana.client.cookieNames()).toEqual([]);

    const { collector_run: runsOfAna, ...anaAfter } = await rowsOwnedBy(ana.id, ana.email);
    expect(anaAfter).toEqual(Object.fromEntries(Object.keys(anaAfter).map((table) => [table, 0])));
    // The collector run stays, without the person.
    expect(runsOfAna).toBe(0);
    expect(await db().select({ requestedBy: collectorRun.requestedBy }).from(collectorRun).where(eq(collectorRun.id, ana.runId))).toEqual([
      { requestedBy: null },
    ]);
    // Bruno keeps everything.
    expect(await rowsOwnedBy(bruno.id, bruno.email)).toEqual(brunoBefore);
    expect((await bruno.client.get('/api/me')).status).toBe(200);

    // The old session cookie is dead; the e-mail and password no longer sign in.
    const replay = await t.request('/api/me', { headers: { cookie: cookieHeader } });
    expect(replay.status).toBe(401);
    const again = await new TestClient(t, uniqueIp()).signIn(ana.email, GOOD_PASSWORD);
    expect(again.status).toBe(401);
    expect((await errorOf(again)).message).toBe('E-mail ou senha incorretos.');
  });

  it('with a wrong or missing password deletes nothing', async () => {
    const ana = await fullAccount('Ana Cautelosa');
    const before = await rowsOwnedBy(ana.id, ana.email);
    const cases: [unknown, string][] = [
      [{ password: 'Senha#Errada1' }, 'Senha incorreta.'],
      [{ password: '' }, 'Digite sua senha para confirmar.'],
      [{}, 'Digite sua senha para confirmar.'],
      [{ password: null }, 'Digite sua senha para confirmar.'],
      [{ password: 'x'.repeat(129) }, 'Senha muito longa'],
    ];
    for (const [body, message] of cases) {
      const res = await deleteMe(ana.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await rowsOwnedBy(ana.id, ana.email)).toEqual({ ...before, rate_limit: 1 });
    expect((await ana.client.get('/api/me')).status).toBe(200);
  });

  it('refuses a body that is not JSON (a form posted from another site) and deletes nothing', async () => {
    const { client, email } = await signedInClient(t);
    const id = await idOf(email);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const body = type === 'text/plain' ? JSON.stringify({ password: GOOD_PASSWORD }) : `password=${encodeURIComponent(GOOD_PASSWORD)}`;
      // From another site the origin check answers first; from the site itself, the body's type.
      const foreign = await client.request('/api/me', {
        method: 'DELETE',
        headers: { 'content-type': type, origin: 'https://site-malicioso.example' },
        body,
      });
      expect(foreign.status, type).toBe(403);
      expect((await errorOf(foreign)).code).toBe('FORBIDDEN_ORIGIN');
      expect(foreign.headers.getSetCookie()).toEqual([]);
      const own = await client.request('/api/me', { method: 'DELETE', headers: { 'content-type': type }, body });
      expect(own.status, type).toBe(415);
      expect(own.headers.getSetCookie()).toEqual([]);
    }
    expect((await rowsOwnedBy(id, email)).user).toBe(1);
  });

  it('401 for a visitor, whatever the body', async () => {
    for (const body of [{ password: GOOD_PASSWORD }, {}]) {
      const res = await new TestClient(t).request('/api/me', { method: 'DELETE', json: body });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    }
  });

  it(`allows ${DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE} password attempts a minute per account, then answers 429`, async () => {
    const { client, email } = await signedInClient(t);
    const id = await idOf(email);
    const statuses: number[] = [];
    for (let i = 0; i < DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE; i++) {
      statuses.push((await deleteMe(client, { password: `Errada#${i}abc` })).status);
    }
    expect(statuses).toEqual(Array.from({ length: DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE }, () => 400));
    // Even the right password waits now, from any address.
    const other = new TestClient(t, uniqueIp());
    expect((await other.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    const limited = await deleteMe(other, { password: GOOD_PASSWORD });
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect((await rowsOwnedBy(id, email)).user).toBe(1);

    // Another account is not affected.
    const someoneElse = await signedInClient(t);
    expect((await deleteMe(someoneElse.client, { password: GOOD_PASSWORD })).status).toBe(200);

    // A minute later the account may try again (the window, checked on the service with its clock).
    await expect(
      deleteAccount(db(), { userId: id, password: 'x', verifyPassword: async () => false, now: new Date(Date.now() + 30_000) }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await deleteAccount(db(), { userId: id, password: GOOD_PASSWORD, verifyPassword: async () => true, now: new Date(Date.now() + 61_000) });
    expect(await rowsOwnedBy(id, email)).toMatchObject({ user: 0, rate_limit: 0 });
  });

  it('clears __Secure- cookies when the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://mci.exemplo.com.br' }, { database: t.database });
    const client = new TestClient(https, uniqueIp());
    const email = uniqueEmail('https');
    const post = (path: string, json: unknown) =>
      client.request(path, { method: 'POST', headers: { origin: 'https://mci.exemplo.com.br' }, json });
    expect((await post('/api/auth/sign-up/email', { name: 'Sofia Segura', email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect(client.cookieNames()).toContain('__Secure-mci.session_token');

    const res = await client.request('/api/me', {
      method: 'DELETE',
      headers: { origin: 'https://mci.exemplo.com.br' },
      json: { password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(200);
    const clear = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-mci.session_token='));
    expect(clear).toMatch(/Max-Age=0/i);
    expect(clear).toMatch(/Secure/);
    expect(client.cookieNames()).toEqual([]);
    expect((await db().select({ n: count() }).from(user).where(eq(user.email, email)))[0]!.n).toBe(0);
  });
});
