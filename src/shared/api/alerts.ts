import { z } from 'zod';
import { ESCOLARIDADES } from '../domain';
import { UFS } from '../ufs';
import { planSchema } from './plan';

/** Answers of the e-mail alert endpoints. */

/** What the user chose, as stored: empty lists mean no filter. */
export const alertSettingsSchema = z.object({
  enabled: z.boolean(),
  ufs: z.array(z.enum(UFS)),
  escolaridades: z.array(z.enum(ESCOLARIDADES)),
  keywords: z.array(z.string()),
});

/**
 * GET /api/me/alertas and PUT's answer. `preferences` is null until the user chooses; `lembretes`
 * (deadline and exam reminders) is on unless the user turned it off, chosen or not.
 */
export const alertPreferencesResponseSchema = z
  .object({
    preferences: alertSettingsSchema.extend({ updatedAt: z.string() }).nullable(),
    lembretes: z.boolean(),
    plan: planSchema,
    /** ISO time of the last alert e-mail, if any. */
    lastAlertAt: z.string().nullable(),
  })
  .meta({ id: 'PreferenciasDeAlerta' });
export type AlertPreferencesResponse = z.infer<typeof alertPreferencesResponseSchema>;

/** POST /api/alertas/cancelar and POST /api/lembretes/cancelar answer. */
export const unsubscribeResponseSchema = z.object({ message: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
