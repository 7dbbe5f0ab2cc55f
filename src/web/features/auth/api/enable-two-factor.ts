import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export interface EnableTwoFactorResponse {
  /** otpauth://totp/MCI:<e-mail>?secret=<BASE32>&issuer=MCI… */
  totpURI: string;
  backupCodes: string[];
}

/**
 * POST /api/auth/two-factor/enable: creates the TOTP secret and the recovery codes. Two-factor is
 * only on after a verify-totp with a code from the authenticator.
 */
export function enableTwoFactor(password: string): Promise<EnableTwoFactorResponse> {
  return api.post<EnableTwoFactorResponse>('/api/auth/two-factor/enable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
