import { z } from 'zod';
import type { deleteAccountSchema, updateNameSchema } from '../account';
import { MAIL_STATUSES, TRACKING_ORIGINS, TRACKING_STATUSES } from '../domain';
import { alertSettingsSchema } from './alerts';
import { planUsageSchema, subscriptionSchema } from './plan';

/** Answers of the signed-in user's own account (GET/PATCH/DELETE /api/me, GET /api/me/dados). */

/** GET /api/me, and PATCH /api/me's answer. */
export const meResponseSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      /** Whether the address is confirmed (issue 20): until then, no e-mail alerts and no admin role. */
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      createdAt: z.string(),
    }),
    profile: z.object({ full_name: z.string() }).nullable(),
    subscription: subscriptionSchema.nullable(),
    roles: z.object({ admin: z.boolean() }),
    usage: planUsageSchema,
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/me/roles/admin */
export const hasRoleResponseSchema = z.object({ hasRole: z.boolean() }).meta({ id: 'HasRole' });
export type HasRoleResponse = z.infer<typeof hasRoleResponseSchema>;

/** PATCH /api/me body: the new full name. */
export type UpdateNameBody = z.input<typeof updateNameSchema>;

/** DELETE /api/me body: the current password. */
export type DeleteAccountBody = z.input<typeof deleteAccountSchema>;

/** DELETE /api/me answer; the session cookies are cleared with it. */
export const deleteAccountResponseSchema = z.object({ message: z.string() }).meta({ id: 'ContaExcluida' });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** A notice as the data export names it. */
const editalRefSchema = z.object({ id: z.number().int(), titulo: z.string() });
export type AccountDataEditalRef = z.infer<typeof editalRefSchema>;

const alertedEditalSchema = z.object({ edital: editalRefSchema, sentAt: z.string() });

const exportProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
  role: z.string().nullable(),
  full_name: z.string().nullable(),
});

const exportStatusSchema = z.object({
  edital: editalRefSchema,
  status: z.enum(TRACKING_STATUSES),
  origin: z.enum(TRACKING_ORIGINS),
  created_at: z.string(),
  updated_at: z.string(),
});

const exportAlertPreferencesSchema = alertSettingsSchema.extend({
  newSince: z.string(),
  lastAlertAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const exportSentAlertSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  editais: z.array(alertedEditalSchema),
});

const exportSavedSearchSchema = z
  .object({
    nome: z.string(),
    filtros: z
      .record(z.string(), z.unknown())
      .meta({
        description: 'Os filtros como foram gravados: os parâmetros de GET /api/editais (q, uf, nivel, …), um valor ou uma lista.',
        additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      }),
    createdAt: z.string(),
  })
  .meta({
    description:
      'Uma busca salva. O endereço do feed RSS privado da busca não é exportado: ele é secreto (funciona sem login, como uma senha).',
  });

/** Which date a reminder was about, as lembrete_enviado.tipo: end of registrations or the exam. */
const REMINDER_KINDS = ['inscricoes_fim', 'prova'] as const;

const exportSentReminderSchema = z.object({
  edital: editalRefSchema,
  tipo: z.enum(REMINDER_KINDS),
  /** The date the reminder was about (YYYY-MM-DD). */
  data: z.string(),
  sentAt: z.string(),
});

const exportRemindersSchema = z.object({
  /** Deadline and exam reminders by e-mail: on unless the user turned them off. */
  enabled: z.boolean(),
  /** Reminders sent, oldest first. */
  sent: z.array(exportSentReminderSchema),
});

const exportCalendarSubscriptionSchema = z
  .object({ createdAt: z.string() })
  .meta({
    description:
      'A assinatura da agenda (calendário privado): só quando foi criada. O endereço privado da agenda não é exportado: ele é secreto.',
  });

const exportSessionSchema = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/**
 * GET /api/me/dados: everything MCI keeps about the signed-in user (LGPD), as a JSON file. Never
 * the password hash, session tokens, the two-factor secret, or the secret tokens of the private RSS
 * feeds and calendar. Timestamps are ISO 8601.
 */
export const accountDataExportSchema = z
  .object({
    /** One line in Portuguese saying what the file is. */
    about: z.string(),
    exportedAt: z.string(),
    profile: exportProfileSchema,
    subscription: subscriptionSchema.nullable(),
    /** Every saved, seen, hidden (or registered) notice. */
    statuses: z.array(exportStatusSchema),
    /** null: the user never chose alert settings. */
    alertPreferences: exportAlertPreferencesSchema.nullable(),
    /** Alert e-mails, oldest first, with the notices each one carried. */
    sentAlerts: z.array(exportSentAlertSchema),
    /** Notices recorded as alerted whose e-mail record no longer exists (normally empty). */
    alertedEditaisWithoutEmail: z.array(alertedEditalSchema),
    /** Deadline and exam reminders: the setting (no alert preferences yet counts as on) and those sent. */
    reminders: exportRemindersSchema,
    /** Saved searches, newest first, without their private RSS addresses. */
    savedSearches: z.array(exportSavedSearchSchema),
    /** null: the user never subscribed to the private calendar. */
    calendarSubscription: exportCalendarSubscriptionSchema.nullable(),
    /** Open sessions (signed-in devices), newest first; never their tokens. */
    sessions: z.array(exportSessionSchema),
  })
  .meta({ id: 'MeusDados' });
export type AccountDataExport = z.infer<typeof accountDataExportSchema>;
