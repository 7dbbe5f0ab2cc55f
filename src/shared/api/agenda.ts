import { z } from 'zod';

/** Answers of the private calendar subscription (GET /api/me/agenda, POST /api/me/agenda/renovar). */

/** The user's secret subscription address: /agenda/{token}.ics on the site's public address. */
export const agendaSubscriptionResponseSchema = z
  .object({
    url: z.string().meta({
      description:
        'Endereço absoluto e secreto do calendário (iCalendar) com os concursos salvos e inscritos; funciona sem login, para assinar no Google Agenda ou no celular.',
    }),
  })
  .meta({ id: 'AgendaAssinatura' });
export type AgendaSubscriptionResponse = z.infer<typeof agendaSubscriptionResponseSchema>;
