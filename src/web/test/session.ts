import type { Session } from '@/web/features/auth/api/get-session';

/** GET /api/auth/get-session's answer for a signed-in Maria; override what the test is about. */
export function buildSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    user: { id: 'u1', email: 'maria@exemplo.com.br', name: 'Maria da Silva', twoFactorEnabled: false, ...overrides },
    session: { expiresAt: '2099-01-01T00:00:00.000Z' },
  };
}
