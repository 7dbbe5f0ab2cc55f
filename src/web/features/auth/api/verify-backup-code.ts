import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** POST /api/auth/two-factor/verify-backup-code: completes a sign-in with a one-time recovery code. */
export function verifyBackupCode(code: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-backup-code', { code });
}

export function useVerifyBackupCode() {
  return useMutation({ mutationFn: verifyBackupCode });
}
