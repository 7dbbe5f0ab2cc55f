import { createHmac } from 'node:crypto';
import { createUnsubscribeToken, verifyUnsubscribeToken, type UnsubscribeTokenCheck } from '../alerts/unsubscribe-token';

/**
 * The one-click unsubscribe link of reminder e-mails: the alerts' signed, expiring token
 * (alerts/unsubscribe-token.ts) with the purpose 'lembretes-cancelar', signed under a secret of its
 * own derived from the app secret. So a reminders link turns off only reminders, and an alerts link
 * can never be replayed to turn them off (nor the other way round): each verifies only under its own
 * key and purpose.
 */

function remindersSecret(secret: string): string {
  return createHmac('sha256', secret).update('mci:lembretes-cancelar:v1').digest('base64url');
}

export function createReminderUnsubscribeToken(secret: string, userId: string, now: Date = new Date()): string {
  return createUnsubscribeToken(remindersSecret(secret), userId, now, 'lembretes-cancelar');
}

export function verifyReminderUnsubscribeToken(secret: string, token: unknown, now: Date = new Date()): UnsubscribeTokenCheck {
  return verifyUnsubscribeToken(remindersSecret(secret), token, now, 'lembretes-cancelar');
}
