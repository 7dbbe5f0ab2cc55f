import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@/shared/auth-schemas';
import { api } from '@/web/lib/api-client';

/**
 * POST /api/auth/request-password-reset: e-mails a reset link if the account exists. The answer is
 * the same either way (no account enumeration).
 */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ status: boolean; message: string }> {
  return api.post('/api/auth/request-password-reset', { email: input.email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
