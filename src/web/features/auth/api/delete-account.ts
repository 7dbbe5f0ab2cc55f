import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody, DeleteAccountResponse } from '@/shared/api/account';
import { api } from '@/web/lib/api-client';

/**
 * DELETE /api/me: deletes the account and all its data after the server checks the password, and
 * clears the session cookies. Wrong or missing password: 400 with the message to show; too many
 * attempts: 429.
 */
export function deleteAccount(body: DeleteAccountBody): Promise<DeleteAccountResponse> {
  return api.delete<DeleteAccountResponse>('/api/me', body);
}

/** What happens after (signed out, cache emptied, home page) is the caller's: see DeleteAccountDialog. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
