import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const NOW = new Date('2026-11-23T12:00:00Z');

function flip(text: string, index: number): string {
  const c = text[index]!;
  return text.slice(0, index) + (c === 'A' ? 'B' : 'A') + text.slice(index + 1);
}

describe('unsubscribe token', () => {
  it('a fresh token names its account', () => {
    const token = createUnsubscribeToken(SECRET, 'user-123', NOW);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyUnsubscribeToken(SECRET, token, NOW)).toEqual({ ok: true, userId: 'user-123' });
  });

  it(`is valid for ${UNSUBSCRIBE_TOKEN_DAYS} days, then expired`, () => {
    const token = createUnsubscribeToken(SECRET, 'user-123', NOW);
    const day = 86_400_000;
    expect(verifyUnsubscribeToken(SECRET, token, new Date(NOW.getTime() + (UNSUBSCRIBE_TOKEN_DAYS - 1) * day)).ok).toBe(true);
    expect(verifyUnsubscribeToken(SECRET, token, new Date(NOW.getTime() + UNSUBSCRIBE_TOKEN_DAYS * day))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a tampered payload or signature is invalid', () => {
    const token = createUnsubscribeToken(SECRET, 'user-123', NOW);
    const [body, signature] = token.split('.') as [string, string];
    // Another account's id in the payload, the old signature.
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 'user-999' })).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(SECRET, `${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(SECRET, `${body}.${flip(signature, 3)}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(SECRET, `${flip(body, 3)}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    // A longer expiry, re-encoded, is still caught by the signature.
    const later = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(SECRET, `${later}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a token signed with another secret is invalid', () => {
    const token = createUnsubscribeToken('outro-segredo-com-mais-de-32-caracteres!!', 'user-123', NOW);
    expect(verifyUnsubscribeToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([undefined, null, 42, '', '.', 'abc', 'a.b.c', `${'a'.repeat(600)}.b`])('rejects %j', (token) => {
    expect(verifyUnsubscribeToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
