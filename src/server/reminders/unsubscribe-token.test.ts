import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from '../alerts/unsubscribe-token';
import { createReminderUnsubscribeToken, verifyReminderUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('reminders unsubscribe token', () => {
  it('names its account, and expires like the alerts token', () => {
    const token = createReminderUnsubscribeToken(SECRET, 'user-123', NOW);
    expect(verifyReminderUnsubscribeToken(SECRET, token, NOW)).toEqual({ ok: true, userId: 'user-123' });
    const later = new Date(NOW.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000);
    expect(verifyReminderUnsubscribeToken(SECRET, token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('an alerts token is not a reminders token, nor the other way round', () => {
    const alerts = createUnsubscribeToken(SECRET, 'user-123', NOW);
    const reminders = createReminderUnsubscribeToken(SECRET, 'user-123', NOW);
    expect(reminders).not.toBe(alerts);
    expect(verifyReminderUnsubscribeToken(SECRET, alerts, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(SECRET, reminders, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says what it is for: its payload names the reminders, and that purpose is checked too', () => {
    const token = createReminderUnsubscribeToken(SECRET, 'user-123', NOW);
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { p: string };
    expect(payload.p).toBe('lembretes-cancelar');
    // Signed under the alerts' key but with the reminders' purpose: refused by both checks.
    const crossed = createUnsubscribeToken(SECRET, 'user-123', NOW, 'lembretes-cancelar');
    expect(verifyUnsubscribeToken(SECRET, crossed, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyReminderUnsubscribeToken(SECRET, crossed, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('another secret, or an altered token, is invalid', () => {
    const token = createReminderUnsubscribeToken('outro-segredo-com-mais-de-32-caracteres!!', 'user-123', NOW);
    expect(verifyReminderUnsubscribeToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const mine = createReminderUnsubscribeToken(SECRET, 'user-123', NOW);
    expect(verifyReminderUnsubscribeToken(SECRET, `${mine.slice(0, -2)}${mine.endsWith('AA') ? 'BB' : 'AA'}`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
