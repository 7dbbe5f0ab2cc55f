import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, recipients } from '#tests/helpers/outbox';
import { startSmtpSink, unusedPort, type SmtpSink } from '#tests/helpers/smtp-sink';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { mailQueue, user } from '../db/schema';
import { parseEnv, type Env } from '../env';
import { createLogger } from '../lib/logger';
import { enqueueMail, type MailMessage } from './enqueue-mail';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs, startMailer, type Mailer, type MailerOptions } from './mailer';
import { outboxDir } from './mail-transport';
import { passwordResetEmail } from './templates/password-reset';

let database: TestDatabase;
let dataDir: string;
const logger = createLogger('silent');
const mailers: Mailer[] = [];
const sinks: SmtpSink[] = [];

/** The test's clock: real time plus whatever the test moved it by. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values({ id: 'u-ana', name: 'Ana Souza', email: 'ana@exemplo.com.br' });
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  offsetMs = 0;
  dataDir = mkdtempSync(path.join(tmpdir(), 'mci-mail-'));
  await database.db.delete(mailQueue);
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await Promise.all(sinks.splice(0).map((s) => s.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

function envWith(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides });
}

function mailer(env: Env, options: MailerOptions = {}): Mailer {
  const m = startMailer({ database, env, logger }, { poll: false, now, ...options });
  mailers.push(m);
  return m;
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const s = await startSmtpSink(options);
  sinks.push(s);
  return s;
}

function resetMessage(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: 'ana@exemplo.com.br',
    userId: 'u-ana',
    kind: 'password_reset',
    ...passwordResetEmail({
      name: 'Ana Souza',
      url: 'http://localhost:3000/redefinir-senha?token=abc123',
      validMinutes: 60,
    }),
    ...overrides,
  };
}

async function rows() {
  return database.db.select().from(mailQueue).orderBy(asc(mailQueue.id));
}

describe(`mail queue (${testDatabaseKind})`, () => {
  it('enqueueMail only writes a pending row: nothing is sent or written', async () => {
    const { id } = await enqueueMail(database.db, resetMessage({ headers: { 'X-Teste': 'sim' } }));
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      to: 'ana@exemplo.com.br',
      kind: 'password_reset',
      userId: 'u-ana',
      status: 'pendente',
      attempts: 0,
      sentAt: null,
      lastError: null,
      headers: { 'X-Teste': 'sim' },
    });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a message without both an HTML and a text part', async () => {
    await expect(enqueueMail(database.db, resetMessage({ text: ' ' }))).rejects.toThrow(/HTML e texto/);
    await expect(enqueueMail(database.db, resetMessage({ html: '' }))).rejects.toThrow(/HTML e texto/);
    expect(await rows()).toEqual([]);
  });

  it("goes with the account: deleting the user deletes the user's queued mail", async () => {
    await database.db.insert(user).values({ id: 'u-tmp', name: 'Temp', email: 'temp@exemplo.com.br' });
    await enqueueMail(database.db, resetMessage({ to: 'temp@exemplo.com.br', userId: 'u-tmp' }));
    await enqueueMail(database.db, resetMessage());
    await database.db.delete(user).where(eq(user.id, 'u-tmp'));
    expect((await rows()).map((r) => r.userId)).toEqual(['u-ana']);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, then gives up', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS.slice(0, 3)).toEqual([60_000, 300_000, 1_800_000]);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
  });
});

describe(`outbox mode, without SMTP_URL (${testDatabaseKind})`, () => {
  it('writes each message as a parseable .eml in DATA_DIR/outbox, with HTML and text in Portuguese', async () => {
    const env = envWith({ MAIL_FROM: 'MCI <nao-responda@mci.exemplo.com.br>' });
    const m = mailer(env);
    expect(m.transport.kind).toBe('outbox');
    await enqueueMail(database.db, resetMessage({ headers: { 'List-Unsubscribe': '<http://localhost:3000/sair>' } }));

    expect(await m.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const outbox = await readOutbox(outboxDir(dataDir));
    expect(outbox).toHaveLength(1);
    const [{ file, mail }] = outbox as [(typeof outbox)[number]];
    expect(path.basename(file)).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-password_reset\.eml$/);
    // A real RFC 5322 message: CRLF line ends, MIME alternative parts.
    const raw = readFileSync(file, 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);

    expect(mail.subject).toBe('Redefinição de senha do MCI');
    expect(mail.from?.value).toEqual([{ name: 'MCI', address: 'nao-responda@mci.exemplo.com.br' }]);
    expect(recipients(mail)).toEqual(['ana@exemplo.com.br']);
    expect(mail.messageId).toMatch(/@mci\.exemplo\.com\.br>$/);
    expect(mail.headers.get('content-language')).toBe('pt-BR');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(raw).toContain('List-Unsubscribe: <http://localhost:3000/sair>');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('Recebemos um pedido para redefinir a senha da sua conta no MCI.');
    expect(mail.text).toContain('Ele vale por 1 hora e só pode ser usado uma vez.');
    expect(mail.text).toContain('http://localhost:3000/redefinir-senha?token=abc123');
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('Criar nova senha');
    expect(mail.html).toContain('href="http://localhost:3000/redefinir-senha?token=abc123"');
    expect(mail.html).toContain('Se você não pediu a redefinição, ignore este e-mail');

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'enviado', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Sent is sent: the next runs find nothing to do.
    expect(await m.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await readOutbox(outboxDir(dataDir))).toHaveLength(1);
  });

  it('escapes what it is given in the HTML part', async () => {
    const { html, text } = passwordResetEmail({ name: '<b>Ana</b>', url: 'http://x/redefinir-senha?token=a&b="c"', validMinutes: 90 });
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(html).toContain('href="http://x/redefinir-senha?token=a&amp;b=&quot;c&quot;"');
    expect(text).toContain('Ele vale por 90 minutos');
  });

  it('polls on its own: a queued message reaches the outbox without anyone asking', async () => {
    const m = startMailer({ database, env: envWith({ MAIL_POLL_MS: '50' }), logger });
    mailers.push(m);
    await enqueueMail(database.db, resetMessage());
    await expect.poll(async () => (await readOutbox(outboxDir(dataDir))).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 5000 }).toBe('enviado');
  });
});

describe(`SMTP mode (${testDatabaseKind})`, () => {
  it('delivers through a real SMTP server on loopback', async () => {
    const server = await sink();
    const m = mailer(envWith({ SMTP_URL: server.url, MAIL_FROM: 'nao-responda@mci.exemplo.com.br' }));
    expect(m.transport.kind).toBe('smtp');
    await enqueueMail(database.db, resetMessage());
    await enqueueMail(database.db, resetMessage({ to: 'bia@exemplo.com.br', userId: null, subject: 'Outro assunto' }));

    expect(await m.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(server.received.map((r) => r.envelope)).toEqual([
      { from: 'nao-responda@mci.exemplo.com.br', to: ['ana@exemplo.com.br'] },
      { from: 'nao-responda@mci.exemplo.com.br', to: ['bia@exemplo.com.br'] },
    ]);
    const { mail } = server.received[0]!;
    expect(mail.subject).toBe('Redefinição de senha do MCI');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.html).toContain('Redefina sua senha');
    expect(server.received[1]!.mail.subject).toBe('Outro assunto');
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['enviado', 1],
      ['enviado', 1],
    ]);
  });

  it('SMTP down: records the failure, retries after the backoff and delivers once the server is back', async () => {
    const port = await unusedPort();
    const m = mailer(envWith({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    await enqueueMail(database.db, resetMessage());
    await enqueueMail(database.db, resetMessage({ to: 'bia@exemplo.com.br', userId: null }));

    const before = Date.now();
    expect(await m.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pendente', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      const wait = row.nextAttemptAt.getTime() - before;
      expect(wait).toBeGreaterThanOrEqual(59_000);
      expect(wait).toBeLessThan(70_000);
    }

    // Not due yet: nothing is tried, nothing counted.
    expect(await m.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rows()).map((r) => r.attempts)).toEqual([1, 1]);

    const server = await sink({ port });
    offsetMs = 61_000;
    expect(await m.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(server.received.map((r) => r.envelope.to[0])).toEqual(['ana@exemplo.com.br', 'bia@exemplo.com.br']);
    expect((await rows()).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['enviado', 2, null],
      ['enviado', 2, null],
    ]);

    offsetMs = 24 * 3_600_000;
    expect(await m.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.received).toHaveLength(2);
  });

  it('a refused message is retried with the server reply recorded, and gives up after the last attempt', async () => {
    const server = await sink({ reject: { code: 451, message: 'Caixa temporariamente indisponível' } });
    const m = mailer(envWith({ SMTP_URL: server.url }));
    await enqueueMail(database.db, resetMessage());

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await m.runOnce();
      const [row] = await rows();
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toContain('Caixa temporariamente indisponível');
      if (attempt < MAX_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
        expect(row!.status).toBe('pendente');
        offsetMs = row!.nextAttemptAt.getTime() - Date.now() + 1000;
      } else {
        expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row!.status).toBe('falhou');
      }
    }
    offsetMs += 7 * 24 * 3_600_000;
    expect(await m.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rows())[0]!.attempts).toBe(MAX_ATTEMPTS);
    expect(server.received).toHaveLength(0);
  });

  it('two mailers on one database (two app instances) never send a message twice', async () => {
    const server = await sink();
    const env = envWith({ SMTP_URL: server.url });
    const a = mailer(env, { batchSize: 4 });
    const b = mailer(env, { batchSize: 4 });
    const total = 25;
    for (let i = 0; i < total; i++) {
      await enqueueMail(database.db, resetMessage({ to: `pessoa${i}@exemplo.com.br`, userId: null }));
    }
    // Each run claims batches until none is left, so both work through the queue at once.
    const reports = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(reports.every((r) => r.sent > 0)).toBe(true);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(total);
    const to = server.received.map((r) => r.envelope.to[0]);
    expect(to).toHaveLength(total);
    expect(new Set(to).size).toBe(total);
    expect((await rows()).every((r) => r.status === 'enviado' && r.attempts === 1)).toBe(true);
  });
});
