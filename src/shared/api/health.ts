import { z } from 'zod';

/** GET /api/health: whether the service and its database answer (200 ok, 503 error). */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres']),
    /**
     * The latest migration applied to the database, as the release names it
     * ('0011_edital_pdf_validators'); null when the database does not answer or is at a migration
     * this release does not know (a newer release migrated it).
     */
    schema: z.string().nullable().meta({
      description: 'A última migração aplicada ao banco; null se o banco não responde ou está numa migração que esta versão não conhece.',
      example: '0011_edital_pdf_validators',
    }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthSchema>;
