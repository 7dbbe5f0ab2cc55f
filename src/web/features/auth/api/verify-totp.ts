import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/**
 * POST /api/auth/two-factor/verify-totp: during sign-in it completes the session; signed in right
 * after enable-two-factor it confirms the authenticator and turns two-factor on.
 */
export function verifyTotp(code: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-totp', { code });
}

export function useVerifyTotp() {
  return useMutation({ mutationFn: verifyTotp });
}
