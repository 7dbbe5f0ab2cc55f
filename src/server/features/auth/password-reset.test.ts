import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { readOutbox, recipients, resetLinkIn } from '#tests/helpers/outbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { mailQueue, user, verification } from '#server/db/schema';
import { parseEnv } from '#server/env';
import { PASSWORD_RESET_MAILS_PER_HOUR, queuePasswordResetMail } from './auth.service';
import { afterResponsePending, settleAfterResponse } from '#server/lib/after-response';
import { createLogger } from '#server/lib/logger';
import { outboxDir } from '#server/mail/mail-transport';
import { startMailer } from '#server/mail/mailer';

const NEUTRAL = 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.';
const INVALID_LINK = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo link.';
const NEW_PASSWORD = 'Nova#Senha456';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

function requestReset(email: string, ip = uniqueIp()) {
  return new TestClient(t, ip).post('/api/auth/request-password-reset', { email });
}

function resetPassword(token: string | undefined, newPassword: string, ip = uniqueIp()) {
  return new TestClient(t, ip).post('/api/auth/reset-password', { token, newPassword });
}

async function userIdOf(email: string): Promise<string> {
  const [u] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return u!.id;
}

/** The reset e-mails queued for `email`, once the work left for after the answers has run. */
async function resetMails(email: string) {
  await settleAfterResponse();
  return t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'password_reset')))
    .orderBy(desc(mailQueue.id));
}

/** The token of the newest reset e-mail queued for `email`, read from its text part as a person would. */
async function latestToken(email: string): Promise<string> {
  const [mail] = await resetMails(email);
  const link = /\/redefinir-senha\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!link) throw new Error(`nenhum link de redefinição para ${email}`);
  return link[1]!;
}

describe(`password reset request (${testDatabaseKind})`, () => {
  it('answers the same for an existing and an unknown e-mail, and queues a mail only for the account', async () => {
    const { email } = await signedInClient(t);
    const unknown = uniqueEmail('ninguem');
    const known = await requestReset(email.toUpperCase());
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({ status: true, message: NEUTRAL });
    expect(await missing.json()).toEqual(body);

    expect(await resetMails(unknown)).toEqual([]);
    const [mail, ...others] = await resetMails(email);
    expect(others).toEqual([]);
    // Queued, not sent: the request never waits on the mail server.
    expect(mail).toMatchObject({
      userId: await userIdOf(email),
      subject: 'Redefinição de senha do MCI',
      status: 'pendente',
      attempts: 0,
    });
    expect(mail!.text).toMatch(new RegExp(`^${TEST_ORIGIN}/redefinir-senha\\?token=[\\w-]+$`, 'm'));
    expect(mail!.text).toContain('Ele vale por 1 hora e só pode ser usado uma vez.');
    expect(mail!.html).toContain(`href="${TEST_ORIGIN}/redefinir-senha?token=${await latestToken(email)}"`);
  });

  it('validates the e-mail with the form messages', async () => {
    expect(await errorOf(await requestReset(''))).toEqual({ code: 'VALIDATION_ERROR', message: 'Email é obrigatório' });
    expect(await errorOf(await requestReset('ana@'))).toEqual({ code: 'VALIDATION_ERROR', message: 'Email inválido' });
  });

  it('keeps the link for an hour, and stores only a hash of the token', async () => {
    const { email } = await signedInClient(t);
    await requestReset(email);
    const token = await latestToken(email);
    const rows = await t.database.db.select().from(verification).where(eq(verification.value, await userIdOf(email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
  });

  it(`caps one account at ${PASSWORD_RESET_MAILS_PER_HOUR} reset e-mails an hour, whatever the addresses asking`, async () => {
    const { email } = await signedInClient(t);
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR + 2; i++) {
      const res = await requestReset(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true, message: NEUTRAL });
    }
    expect(await resetMails(email)).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });
});

/**
 * The SQL statements the test database runs from now on, by their text: PGlite's query() (drizzle's
 * and so better-auth's way in), or the pool's query() on PostgreSQL.
 */
function watchStatements(database: TestDatabase) {
  const statements: string[] = [];
  const client = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    statements.push(typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text));
    return original.apply(this, args);
  };
  return {
    statements,
    restore: () => {
      client.query = original;
    },
  };
}

/** The table each statement reads or writes, in order: what a request did, whatever the values. */
function tablesOf(statements: string[]): string[] {
  return statements.map((sql) => /\b(?:from|into|update)\s+"(\w+)"/i.exec(sql)?.[1] ?? sql);
}

/**
 * better-auth's sweep of expired verification rows: at most once a minute per process, on whichever
 * request looks a verification value up first (an unknown address's dummy lookup among them). It
 * tells nothing about the address asked for, and a test must not depend on the minute.
 */
function withoutPeriodicSweep(statements: string[]): string[] {
  return statements.filter((sql) => !/^(select .* from|delete from) "verification" where "verification"\."expires_at" < \$1/i.test(sql));
}

describe(`password reset request: the same work before answering (${testDatabaseKind})`, () => {
  it('a registered address costs what an unknown one does before the answer; its mail is queued after', async () => {
    const { email } = await signedInClient(t);
    const unknown = uniqueEmail('ninguem');
    await settleAfterResponse();
    const watch = watchStatements(t.database);
    let known: Response, missing: Response;
    let beforeKnownAnswer: string[], afterKnownAnswer: string[], beforeUnknownAnswer: string[], afterUnknownAnswer: string[];
    let waitingAtAnswer: number;
    try {
      known = await requestReset(email);
      // Read as the answer arrives (in-process: nothing has run since the app answered).
      beforeKnownAnswer = withoutPeriodicSweep(watch.statements.splice(0));
      waitingAtAnswer = afterResponsePending();
      await settleAfterResponse();
      afterKnownAnswer = watch.statements.splice(0);
      missing = await requestReset(unknown);
      beforeUnknownAnswer = withoutPeriodicSweep(watch.statements.splice(0));
      await settleAfterResponse();
      afterUnknownAnswer = watch.statements.splice(0);
    } finally {
      watch.restore();
    }
    expect([known.status, missing.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await missing.json());

    // Before the answer, the same statements on both paths: the rate limit, the user lookup, the
    // account's sign-in methods (better-auth's for a registered address, ours of nobody for an
    // unknown one), then the token's row or better-auth's dummy lookup of one.
    expect(tablesOf(beforeKnownAnswer).sort()).toEqual(tablesOf(beforeUnknownAnswer).sort());
    expect(tablesOf(beforeUnknownAnswer).sort()).toEqual(['account', 'rate_limit', 'rate_limit', 'user', 'verification']);
    // The hourly-cap count and the mail_queue insert wait for the answer.
    expect(waitingAtAnswer).toBe(1);
    expect(tablesOf(afterKnownAnswer)).toEqual(['mail_queue', 'mail_queue']);
    expect(afterUnknownAnswer).toEqual([]);

    expect(await resetMails(email)).toHaveLength(1);
    expect(await resetMails(unknown)).toEqual([]);
  });

  it('keeps the hourly cap when the e-mails are queued together', async () => {
    const { email } = await signedInClient(t);
    const account = { id: await userIdOf(email), email, name: 'Maria da Silva' };
    const log = createLogger('silent');
    // All asked for in one go, as by simultaneous requests: each count must see the inserts before it.
    await Promise.all(
      Array.from({ length: PASSWORD_RESET_MAILS_PER_HOUR + 3 }, (_, i) =>
        queuePasswordResetMail(t.database.db, log, { user: account, url: `${TEST_ORIGIN}/redefinir-senha?token=t${i}` }),
      ),
    );
    expect(await resetMails(email)).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });
});

describe(`resetting the password (${testDatabaseKind})`, () => {
  it('the link works once: new password in, old password and every old session out', async () => {
    const { client: laptop, email } = await signedInClient(t);
    const phone = new TestClient(t, uniqueIp());
    expect((await phone.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);

    await requestReset(email);
    const token = await latestToken(email);

    // The sign-up rules, with their messages; a refused password leaves the link usable.
    const weak = await resetPassword(token, 'senha#fraca1');
    expect(weak.status).toBe(400);
    expect(await errorOf(weak)).toEqual({ code: 'VALIDATION_ERROR', message: 'Deve conter pelo menos uma letra maiúscula' });
    expect(await errorOf(await resetPassword(token, 'Ab1!'))).toMatchObject({ message: 'A senha deve ter no mínimo 8 caracteres' });

    const done = await resetPassword(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: true });

    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await new TestClient(t, uniqueIp()).signIn(email, GOOD_PASSWORD)).status).toBe(401);
    const fresh = new TestClient(t, uniqueIp());
    expect((await fresh.signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await fresh.get('/api/me')).status).toBe(200);

    const again = await resetPassword(token, 'Outra#Senha789');
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({ code: 'INVALID_TOKEN', message: INVALID_LINK });
    expect((await new TestClient(t, uniqueIp()).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('an expired link fails and changes nothing', async () => {
    const { client, email } = await signedInClient(t);
    await requestReset(email);
    const token = await latestToken(email);
    // An hour and a bit later.
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.value, await userIdOf(email)));

    const res = await resetPassword(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'INVALID_TOKEN', message: INVALID_LINK });
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await new TestClient(t, uniqueIp()).signIn(email, GOOD_PASSWORD)).status).toBe(200);
    expect((await new TestClient(t, uniqueIp()).signIn(email, NEW_PASSWORD)).status).toBe(401);
  });

  it('an unknown or missing token fails with the same message', async () => {
    expect(await errorOf(await resetPassword('token-inventado-000000000', NEW_PASSWORD))).toEqual({
      code: 'INVALID_TOKEN',
      message: INVALID_LINK,
    });
    const missing = await resetPassword(undefined, NEW_PASSWORD);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toEqual({ code: 'INVALID_TOKEN', message: INVALID_LINK });
  });

  it('end to end through the mailer: the link read from the .eml in the outbox resets the password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mci-reset-'));
    const mailer = startMailer(
      { database: t.database, env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }), logger: createLogger('silent') },
      { poll: false },
    );
    try {
      const { email } = await signedInClient(t);
      await requestReset(email);
      await settleAfterResponse();
      await mailer.runOnce();
      // The reset e-mail among what the address was sent (the sign-up's confirmation e-mail too).
      const outbox = (await readOutbox(outboxDir(dataDir))).filter(
        (m) => recipients(m.mail).includes(email) && m.mail.subject === 'Redefinição de senha do MCI',
      );
      expect(outbox).toHaveLength(1);
      const link = resetLinkIn(outbox[0]!.mail);
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/redefinir-senha`);
      expect((await resetPassword(url.searchParams.get('token')!, NEW_PASSWORD)).status).toBe(200);
      expect((await new TestClient(t, uniqueIp()).signIn(email, NEW_PASSWORD)).status).toBe(200);
    } finally {
      await mailer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe(`rate limits (${testDatabaseKind})`, () => {
  it('answers 429 in Portuguese after AUTH_RATE_LIMIT reset requests a minute from one address', async () => {
    // 4, not better-auth's own 3 a minute for this path: the limit is ours, the same as sign-in's.
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '4' }, { database: t.database });
    const ip = uniqueIp();
    const ask = () => new TestClient(limited, ip).post('/api/auth/request-password-reset', { email: uniqueEmail() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await errorOf(await ask())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect((await new TestClient(limited, uniqueIp()).post('/api/auth/request-password-reset', { email: uniqueEmail() })).status).toBe(200);

    // Guessing tokens is limited the same way.
    const guesses: number[] = [];
    for (let i = 0; i < 5; i++) {
      guesses.push((await new TestClient(limited, ip).post('/api/auth/reset-password', { token: `chute-${i}`, newPassword: NEW_PASSWORD })).status);
    }
    expect(guesses).toEqual([400, 400, 400, 400, 429]);
  });
});
