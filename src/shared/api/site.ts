import { z } from 'zod';

/** GET /api/site: public facts about this installation that the institutional pages show. */
export const siteSchema = z
  .object({
    /** The address people write to (CONTACT_EMAIL), or null while it is not configured. */
    contactEmail: z.email().nullable(),
  })
  .meta({ id: 'Site' });
export type SiteResponse = z.infer<typeof siteSchema>;
