import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  ACCOUNT_DELETED_MESSAGE,
  accountDataFileName,
  deleteAccountSchema,
  updateNameSchema,
} from '../../../shared/account';
import { todayInBrasilia } from '../../../shared/editais/dates';
import type { Auth } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { createRouter, errorResponse } from '../../lib/router';
import { requireUser } from '../../lib/require';
import { exportAccountData } from './account-data.service';
import { deleteAccount } from './account-deletion.service';
import { getMe, hasAdminRole, updateName } from './me.service';

const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      twoFactorEnabled: z.boolean(),
      createdAt: z.string(),
    }),
    profile: z.object({ full_name: z.string() }).nullable(),
    subscription: z
      .object({ plan: z.enum(['free', 'premium']), status: z.enum(['active', 'canceled']), started_at: z.string() })
      .nullable(),
    roles: z.object({ admin: z.boolean() }),
  })
  .openapi('Me');

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['conta'],
  summary: 'Usuário autenticado, perfil, assinatura e papéis',
  responses: {
    200: { description: 'O usuário da sessão', content: { 'application/json': { schema: MeSchema } } },
    401: errorResponse('Sem sessão'),
  },
});

const adminRoleRoute = createRoute({
  method: 'get',
  path: '/api/me/roles/admin',
  tags: ['conta'],
  summary: 'O usuário da sessão tem o papel de administrador?',
  responses: {
    200: {
      description: 'Resposta do has_role',
      content: { 'application/json': { schema: z.object({ hasRole: z.boolean() }).openapi('HasRole') } },
    },
    401: errorResponse('Sem sessão'),
  },
});

const updateNameRoute = createRoute({
  method: 'patch',
  path: '/api/me',
  tags: ['conta'],
  summary: 'Alterar o nome completo (mesmas regras do cadastro)',
  request: { body: { required: true, content: { 'application/json': { schema: updateNameSchema } } } },
  responses: {
    200: { description: 'O usuário com o novo nome', content: { 'application/json': { schema: MeSchema } } },
    400: errorResponse('Nome inválido (a primeira mensagem de validação)'),
    401: errorResponse('Sem sessão'),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/me/dados',
  tags: ['conta'],
  summary: 'Baixar meus dados (LGPD): arquivo JSON com tudo o que o MCI guarda sobre o usuário',
  responses: {
    200: {
      description: 'Anexo mci-meus-dados-AAAA-MM-DD.json',
      content: { 'application/json': { schema: z.record(z.string(), z.any()).openapi('MeusDados') } },
    },
    401: errorResponse('Sem sessão'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  tags: ['conta'],
  summary: 'Excluir a conta e todos os seus dados, depois de conferir a senha; encerra a sessão',
  request: { body: { required: true, content: { 'application/json': { schema: deleteAccountSchema } } } },
  responses: {
    200: {
      description: 'Conta excluída; os cookies de sessão são apagados',
      content: { 'application/json': { schema: z.object({ message: z.string() }).openapi('ContaExcluida') } },
    },
    400: errorResponse('Senha ausente ou incorreta'),
    401: errorResponse('Sem sessão'),
    429: errorResponse('Tentativas demais em um minuto'),
  },
});

/**
 * Expires every cookie of better-auth for this site: the session's, and any other under its
 * prefix the browser sent (two-factor challenge, trusted device). Names carry __Secure- when the
 * site is served over https, as better-auth sets them.
 */
async function clearAuthCookies(c: Context<AppEnv>, auth: Auth) {
  const context = await auth.$context;
  const sessionCookie = context.authCookies.sessionToken.name;
  const prefix = sessionCookie.slice(0, sessionCookie.length - 'session_token'.length);
  const names = new Set([
    sessionCookie,
    context.authCookies.sessionData.name,
    context.authCookies.dontRememberToken.name,
    context.createAuthCookie('two_factor').name,
    context.createAuthCookie('trust_device').name,
    ...Object.keys(getCookie(c)).filter((name) => name.startsWith(prefix)),
  ]);
  for (const name of names) {
    deleteCookie(c, name, { path: '/', httpOnly: true, sameSite: 'Lax', secure: name.startsWith('__Secure-') });
  }
}

export function meRoutes(deps: AppDeps) {
  const router = createRouter();
  // Who is asking comes before what they sent: a visitor gets 401 whatever the body.
  router.use('/api/me', async (c, next) => {
    requireUser(c);
    await next();
  });
  // A file rather than a typed JSON answer (indented, as an attachment): documented here, served by
  // a plain route.
  router.openAPIRegistry.registerPath(exportRoute);
  router.get(exportRoute.path, async (c) => {
    const user = requireUser(c);
    const now = new Date();
    const data = await exportAccountData(deps.database.db, user.id, now);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `attachment; filename="${accountDataFileName(todayInBrasilia(now))}"`);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(JSON.stringify(data, null, 2), 200);
  });
  return router
    .openapi(meRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getMe(deps.database.db, user.id), 200);
    })
    .openapi(adminRoleRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ hasRole: await hasAdminRole(deps.database.db, user.id) }, 200);
    })
    .openapi(updateNameRoute, async (c) => {
      const user = requireUser(c);
      const { name } = c.req.valid('json');
      c.header('Cache-Control', 'private, no-store');
      return c.json(await updateName(deps.database.db, user.id, name), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = requireUser(c);
      const { password } = c.req.valid('json');
      const context = await deps.auth.$context;
      await deleteAccount(deps.database.db, {
        userId: user.id,
        password,
        verifyPassword: (input) => context.password.verify(input),
      });
      c.get('log').info({ userId: user.id }, 'account deleted by its owner');
      await clearAuthCookies(c, deps.auth);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ message: ACCOUNT_DELETED_MESSAGE }, 200);
    });
}
