import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/**
 * POST /api/auth/reset-password: sets the new password with the e-mailed token (single use) and
 * ends every session of the account. An unknown, used or expired token fails with INVALID_TOKEN.
 */
export function resetPassword(input: { token: string; newPassword: string }): Promise<{ status: boolean }> {
  return api.post('/api/auth/reset-password', { token: input.token, newPassword: input.newPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
