import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of alert e-mails: a token that names the account and expires,
 * signed with HMAC-SHA256 under a key derived from the app secret, so it works signed out and
 * cannot be made up or altered. Format: base64url(JSON payload) "." base64url(signature).
 */

/** Long enough for an old e-mail's link to keep working. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;
/** What a token may do: turn off the alerts (this module's links) or the reminders (reminders/). */
export type UnsubscribePurpose = 'alertas-cancelar' | 'lembretes-cancelar';
const MAX_TOKEN_LENGTH = 512;

interface Payload {
  /** user id */
  u: string;
  /** what the token may do */
  p: UnsubscribePurpose;
  /** expiry, seconds since the epoch */
  e: number;
}

export type UnsubscribeTokenCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

function signingKey(secret: string): Buffer {
  // A key of its own: a token of this kind can never pass for anything else signed with the secret.
  return createHmac('sha256', secret).update('mci:unsubscribe-token:v1').digest();
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(body).digest();
}

export function createUnsubscribeToken(
  secret: string,
  userId: string,
  now: Date = new Date(),
  purpose: UnsubscribePurpose = 'alertas-cancelar',
): string {
  const payload: Payload = { u: userId, p: purpose, e: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: unknown,
  now: Date = new Date(),
  purpose: UnsubscribePurpose = 'alertas-cancelar',
): UnsubscribeTokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'invalid' };
  const [body, signature] = parts as [string, string];
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.p !== purpose || typeof payload.u !== 'string' || !payload.u || typeof payload.e !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: payload.u };
}
