import { eq } from 'drizzle-orm';
import { subscription, user } from '#server/db/schema';
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

/** Signs up and signs in a fresh user (from its own address unless `ip` is given); returns the client. */
export async function signedInClient(t: Pick<TestApp, 'request'>, opts: { email?: string; name?: string; ip?: string } = {}) {
  const client = new TestClient(t, opts.ip ?? uniqueIp());
  const email = opts.email ?? uniqueEmail();
  const up = await client.signUp({ name: opts.name ?? 'Maria da Silva', email, password: GOOD_PASSWORD });
  if (up.status !== 200) throw new Error(`sign-up falhou: ${up.status} ${await up.text()}`);
  const res = await client.signIn(email, GOOD_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in falhou: ${res.status} ${await res.text()}`);
  return { client, email };
}

/** A signed-in user on the premium plan (as the admin grants it: the subscription row). */
export async function premiumClient(t: Pick<TestApp, 'request' | 'database'>, opts: { email?: string; name?: string; ip?: string } = {}) {
  const signedIn = await signedInClient(t, opts);
  const db = t.database.db;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, signedIn.email));
  await db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, row!.id));
  return { ...signedIn, userId: row!.id };
}
