import type { AccountDataExport } from '@/shared/api/account';
import { api } from '@/web/lib/api-client';

/**
 * GET /api/me/dados: the user's data as a JSON file (attachment mci-meus-dados-AAAA-MM-DD.json). The
 * page offers it as a plain download link, so the browser saves the file itself.
 */
export const ACCOUNT_DATA_URL = '/api/me/dados';

export function getAccountData({ signal }: { signal?: AbortSignal } = {}): Promise<AccountDataExport> {
  return api.get<AccountDataExport>(ACCOUNT_DATA_URL, { signal });
}
