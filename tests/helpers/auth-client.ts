import { and, desc, eq } from 'drizzle-orm';
import { mailQueue, subscription, user } from '#server/db/schema';
import { settleAfterResponse } from '#server/lib/after-response';
import { TEST_ORIGIN, type TestApp } from './test-app';

/**
 * A browser-like client for API tests: keeps cookies between calls and sends the site's Origin,
 * as a same-origin fetch from the web app does.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly t: Pick<TestApp, 'request'>,
    readonly ip = '127.0.0.1',
  ) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await this.t.request(path, { ...init, headers, body }, this.ip);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json: unknown = {}) {
    return this.request(path, { method: 'POST', json });
  }

  get(path: string) {
    return this.request(path);
  }

  /** The same cookies on another client (another device keeping them, or the same browser on another instance). */
  copyTo(t: Pick<TestApp, 'request'>, ip = this.ip): TestClient {
    const copy = new TestClient(t, ip);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  signUp(input: { name: string; email: string; password: string }) {
    return this.post('/api/auth/sign-up/email', input);
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

export const GOOD_PASSWORD = 'Senha#Forte123';

let counter = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@exemplo.com.br`;
}

/** A distinct client address per call, so sign-ups spread over tests never meet the rate limit. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The confirmation link (path and query) of the newest verification e-mail queued for `email`. */
export async function verificationLinkFor(t: Pick<TestApp, 'database'>, email: string): Promise<string> {
  await settleAfterResponse(); // the e-mail is queued after the sign-up's answer
  const [mail] = await t.database.db
    .select({ text: mailQueue.text })
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email.toLowerCase()), eq(mailQueue.kind, 'verificacao_email')))
    .orderBy(desc(mailQueue.id))
    .limit(1);
  const link = /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`nenhum e-mail de confirmação para ${email}`);
  return link;
}

/**
 * Opens the e-mailed confirmation link as the mail's reader would: a plain GET, no cookie. The
 * message is then recorded as delivered (it was read), so tests counting the mail they send do not
 * meet it.
 */
export async function verifyEmailOf(t: Pick<TestApp, 'request' | 'database'>, email: string): Promise<Response> {
  const res = await t.request(await verificationLinkFor(t, email));
  if (res.status !== 302) throw new Error(`confirmação falhou: ${res.status} ${await res.text()}`);
  await t.database.db
    .update(mailQueue)
    .set({ status: 'enviado', sentAt: new Date() })
    .where(and(eq(mailQueue.to, email.toLowerCase()), eq(mailQueue.kind, 'verificacao_email')));
  return res;
}

type TestAppMaybeWithDb = Pick<TestApp, 'request'> & Partial<Pick<TestApp, 'database'>>;

/**
 * Signs up and signs in a fresh user (from its own address unless `ip` is given); returns the
 * client. `verified`: the address is confirmed first, through the e-mailed link (needs t.database).
 */
export async function signedInClient(
  t: TestAppMaybeWithDb,
  opts: { email?: string; name?: string; ip?: string; verified?: boolean } = {},
) {
  const client = new TestClient(t, opts.ip ?? uniqueIp());
  const email = opts.email ?? uniqueEmail();
  const up = await client.signUp({ name: opts.name ?? 'Maria da Silva', email, password: GOOD_PASSWORD });
  if (up.status !== 200) throw new Error(`sign-up falhou: ${up.status} ${await up.text()}`);
  if (opts.verified) {
    if (!t.database) throw new Error('verified: true precisa de t.database');
    await verifyEmailOf({ request: t.request.bind(t), database: t.database }, email);
  }
  const res = await client.signIn(email, GOOD_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in falhou: ${res.status} ${await res.text()}`);
  return { client, email };
}

/** A signed-in user on the premium plan (as the admin grants it: the subscription row). */
export async function premiumClient(
  t: Pick<TestApp, 'request' | 'database'>,
  opts: { email?: string; name?: string; ip?: string; verified?: boolean } = {},
) {
  const signedIn = await signedInClient(t, opts);
  const db = t.database.db;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, signedIn.email));
  await db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, row!.id));
  return { ...signedIn, userId: row!.id };
}
