import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@/shared/auth-schemas';
import { api } from '@/web/lib/api-client';

/** POST /api/auth/sign-up/email: creates the account (profile and free plan too), without a session. */
export function signUp(input: SignUpInput): Promise<{ user: { id: string; email: string; name: string } }> {
  return api.post('/api/auth/sign-up/email', { name: input.fullName, email: input.email, password: input.password });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
