import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@/shared/auth-schemas';
import { api } from '@/web/lib/api-client';

export type SignInResponse =
  | { twoFactorRedirect: true; twoFactorMethods?: string[] }
  | { twoFactorRedirect?: undefined; redirect: boolean; user: { id: string; email: string; name: string } };

/**
 * POST /api/auth/sign-in/email. Sets the session cookie, or, for an account with two-factor on,
 * answers `twoFactorRedirect` and waits for a code (verify-totp / verify-backup-code).
 */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
