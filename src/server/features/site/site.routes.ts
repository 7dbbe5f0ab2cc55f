import { siteSchema, type SiteResponse } from '#shared/api/site';
import { createRouter, jsonResponse, routesTagged } from '#server/lib/router';
import type { AppDeps } from '#server/lib/context';

const route = routesTagged('sistema')('get', '/api/site', {
  summary: 'Dados públicos do site, como o e-mail de contato',
  responses: {
    200: jsonResponse('Dados públicos do site', siteSchema),
  },
});

export function siteRoutes(deps: Pick<AppDeps, 'env'>) {
  const body: SiteResponse = { contactEmail: deps.env.CONTACT_EMAIL ?? null };
  return createRouter().openapi(route, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body, 200);
  });
}
