import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/**
 * POST /api/auth/send-verification-email: e-mails the signed-in user a new confirmation link. The
 * link always leads to /email-confirmado (the server builds it; no callback is sent).
 */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
