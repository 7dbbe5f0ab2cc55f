import { z } from 'zod';
import { ESCOLARIDADES } from './domain';
import { UFS } from './ufs';

export * from './alerts-texts';

/**
 * E-mail alerts (issue 7, SPEC.md section 6): what a user asks for, validated the same way by the
 * form on /conta and by the server.
 */

export const ALERT_LIMITS = {
  keywords: 10,
  keywordMin: 2,
  keywordMax: 40,
} as const;

/** At most this many notices are listed in one e-mail; the rest are counted with a link to the site. */
export const ALERT_MAX_LISTED = 30;

const keywordSchema = z
  .string({ error: 'Palavra-chave inválida' })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(ALERT_LIMITS.keywordMin, `Cada palavra-chave precisa de pelo menos ${ALERT_LIMITS.keywordMin} letras`)
      .max(ALERT_LIMITS.keywordMax, `Cada palavra-chave pode ter até ${ALERT_LIMITS.keywordMax} caracteres`),
  );

/** Removes repeats that differ only in case or accents, keeping the first spelling. */
function uniqueBy<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Lower case, no accents, single spaces: how keywords and notice texts are compared. */
export function normalizeForMatch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const alertPreferencesSchema = z.object({
  enabled: z.boolean({ error: 'Informe se os alertas estão ativos' }),
  /** Empty: every state. */
  ufs: z
    .array(z.enum(UFS, { error: 'Estado inválido' }), { error: 'Estados inválidos' })
    .max(UFS.length, 'Estados inválidos')
    .transform((ufs) => UFS.filter((uf) => ufs.includes(uf))),
  /** Empty: every education level. */
  escolaridades: z
    .array(z.enum(ESCOLARIDADES, { error: 'Escolaridade inválida' }), { error: 'Escolaridades inválidas' })
    .max(ESCOLARIDADES.length, 'Escolaridades inválidas')
    .transform((levels) => ESCOLARIDADES.filter((level) => levels.includes(level))),
  /** Empty: no keyword filter. Repeats are dropped, but a list far past the limit is refused as sent. */
  keywords: z
    .array(keywordSchema, { error: 'Palavras-chave inválidas' })
    .max(ALERT_LIMITS.keywords * 10, `Use no máximo ${ALERT_LIMITS.keywords} palavras-chave`)
    .transform((words) => uniqueBy(words, normalizeForMatch))
    .pipe(z.array(z.string()).max(ALERT_LIMITS.keywords, `Use no máximo ${ALERT_LIMITS.keywords} palavras-chave`)),
  /** Deadline and exam reminders (issue 15), on for every account by default. Absent: left as it is. */
  lembretes: z.boolean({ error: 'Informe se os lembretes estão ativos' }).optional(),
});
export type AlertPreferencesInput = z.input<typeof alertPreferencesSchema>;

/**
 * POST /api/alertas/cancelar?token= and POST /api/lembretes/cancelar?token=: mail clients send the
 * token here; the site's pages send it as JSON.
 */
export const unsubscribeQuerySchema = z.object({ token: z.string().optional() });

/** The preferences once validated: states and levels in list order, keywords without repeats. */
export type AlertPreferences = z.output<typeof alertPreferencesSchema>;
