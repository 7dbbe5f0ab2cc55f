import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  ACCOUNT_DELETED_MESSAGE,
  accountDataFileName,
  deleteAccountSchema,
  updateNameSchema,
} from '#shared/account';
import {
  accountDataExportSchema,
  deleteAccountResponseSchema,
  hasRoleResponseSchema,
  meResponseSchema,
} from '#shared/api/account';
import { todayInBrasilia } from '#shared/editais/dates';
import type { Auth } from '#server/lib/auth';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { createRouter, errorResponse, jsonBody, jsonResponse, routesTagged, SIGNED_IN_ERRORS, signedInOnly } from '#server/lib/router';
import { requireUser } from '#server/lib/require';
import { exportAccountData } from './account-data.service';
import { deleteAccount } from './account-deletion.service';
import { getMe, hasAdminRole, updateName } from './me.service';

const route = routesTagged('conta');

const meRoute = route('get', '/api/me', {
  summary: 'Usuário autenticado, perfil, assinatura e papéis',
  responses: { 200: jsonResponse('O usuário da sessão', meResponseSchema), ...SIGNED_IN_ERRORS },
});

const adminRoleRoute = route('get', '/api/me/roles/admin', {
  summary: 'O usuário da sessão tem o papel de administrador?',
  responses: { 200: jsonResponse('Resposta do has_role', hasRoleResponseSchema), ...SIGNED_IN_ERRORS },
});

const updateNameRoute = route('patch', '/api/me', {
  summary: 'Alterar o nome completo (mesmas regras do cadastro)',
  request: { body: jsonBody(updateNameSchema) },
  responses: {
    200: jsonResponse('O usuário com o novo nome', meResponseSchema),
    400: errorResponse('Nome inválido (a primeira mensagem de validação)'),
    ...SIGNED_IN_ERRORS,
  },
});

const exportRoute = route('get', '/api/me/dados', {
  summary: 'Baixar meus dados (LGPD): arquivo JSON com tudo o que o MCI guarda sobre o usuário',
  responses: { 200: jsonResponse('Anexo mci-meus-dados-AAAA-MM-DD.json', accountDataExportSchema), ...SIGNED_IN_ERRORS },
});

const deleteRoute = route('delete', '/api/me', {
  summary: 'Excluir a conta e todos os seus dados, depois de conferir a senha; encerra a sessão',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: jsonResponse('Conta excluída; os cookies de sessão são apagados', deleteAccountResponseSchema),
    400: errorResponse('Senha ausente ou incorreta'),
    ...SIGNED_IN_ERRORS,
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
  router.use('/api/me', signedInOnly);
  // A file (indented, as an attachment) rather than c.json: documented here, served by a plain
  // route. The service's return type is the export schema's, so the file still follows the contract.
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
