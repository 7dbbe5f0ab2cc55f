import { z } from 'zod';
import { AUTH_LIMITS, fullNameSchema } from './auth-schemas';

/**
 * The user's own account (issue 7, LGPD): changing the name, downloading one's data and deleting
 * the account. The same rules and Portuguese messages run in the /conta forms and on the server.
 */

/** PATCH /api/me: the sign-up rules for the full name (one schema, normalised the same way). */
export const updateNameSchema = z.object({
  name: fullNameSchema,
});
export type UpdateNameInput = z.infer<typeof updateNameSchema>;

export const PROFILE_IMAGE_MAX = 2048;
export const PROFILE_IMAGE_INVALID = 'Imagem inválida: use um endereço https.';

/**
 * The account's picture (better-auth's `image`, set through its update-user endpoints): an https
 * address of a named host, or null to clear it. Never javascript:, data:, http: or a path.
 */
export const profileImageSchema = z
  .string({ error: PROFILE_IMAGE_INVALID })
  .max(PROFILE_IMAGE_MAX, 'Endereço da imagem muito longo.')
  // Stored as the browser reads it (`https:x.com` becomes `https://x.com/`).
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, normalize: true, error: PROFILE_IMAGE_INVALID }))
  .nullable();

export const DELETE_ACCOUNT_PASSWORD_REQUIRED = 'Digite sua senha para confirmar.';
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'Senha incorreta.';
export const DELETE_ACCOUNT_RATE_LIMITED = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
export const ACCOUNT_DELETED_MESSAGE = 'Conta excluída';

/** DELETE /api/me: the current password, checked on the server before anything is removed. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_PASSWORD_REQUIRED })
    .min(1, DELETE_ACCOUNT_PASSWORD_REQUIRED)
    .max(AUTH_LIMITS.passwordMax, 'Senha muito longa'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The first line of the downloaded file, saying what it is. */
export const ACCOUNT_DATA_ABOUT =
  'Seus dados no MCI (conta, plano, concursos acompanhados, alertas, lembretes, buscas salvas, assinatura da agenda e sessões), exportados a seu pedido na página Minha conta, como garante a LGPD (Lei nº 13.709/2018, art. 18).';

/** GET /api/me/dados's file name for a given day ('YYYY-MM-DD', Brasília time). */
export function accountDataFileName(isoDate: string): string {
  return `mci-meus-dados-${isoDate}.json`;
}
