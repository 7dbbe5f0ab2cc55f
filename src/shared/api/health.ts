import { z } from 'zod';

/** GET /api/health: whether the service and its database answer (200 ok, 503 error). */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthSchema>;
