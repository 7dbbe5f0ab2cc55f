import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumClient, signedInClient, TestClient, uniqueIp } from '#tests/helpers/auth-client';
import { ApiContract } from '#tests/helpers/api-contract';

/**
 * Issue 20, 'what held': no route of the API answers anyone it should not. Every operation of the
 * served OpenAPI document is called by a visitor, a free account, a premium account and an admin,
 * and each role gets what the table below says: a route missing from the table fails the test, so
 * a new route must say who may call it. Refusals are 401 for a visitor and 403 for a signed-in
 * account without the plan or the role, with the API's JSON error; the allowed calls are only
 * checked not to be refused (their own tests check what they do).
 */

type Access = 'public' | 'account' | 'premium' | 'admin';
type Role = 'visitor' | 'free' | 'premium' | 'admin';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/site': 'public',
  'GET /api/feed-publico': 'public',
  'GET /api/editais': 'public',
  'GET /api/editais/{id}': 'public',
  'GET /api/editais/{id}/agenda.ics': 'public',
  'GET /api/estados/{uf}': 'public',
  // A visitor gets the public feed; a signed-in account, its own statuses over it.
  'GET /api/feed': 'public',
  'GET /api/municipios': 'public',
  'GET /api/municipios/{codigo}': 'public',
  // Signed links: the token in the address is the credential (their own tests forge them).
  'POST /api/alertas/cancelar': 'public',
  'POST /api/lembretes/cancelar': 'public',
  'GET /agenda/{token}.ics': 'public',
  'GET /rss/buscas/{token}.xml': 'public',
  'GET /api/me': 'account',
  'PATCH /api/me': 'account',
  'DELETE /api/me': 'account',
  'GET /api/me/dados': 'account',
  'GET /api/me/roles/admin': 'account',
  'PUT /api/me/editais/{id}/status': 'account',
  'DELETE /api/me/editais/{id}/status': 'account',
  'GET /api/me/editais': 'account',
  'GET /api/me/alertas': 'account',
  'PUT /api/me/alertas': 'account',
  'GET /api/me/agenda': 'account',
  'POST /api/me/agenda/renovar': 'account',
  'POST /api/me/buscas': 'premium',
  'GET /api/me/buscas': 'premium',
  // Also for who left Premium, to delete what they saved (another account's search is a 404).
  'DELETE /api/me/buscas/{id}': 'account',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/{id}/plan': 'admin',
  'POST /api/admin/coleta': 'admin',
  'GET /api/admin/coletas': 'admin',
};

const RANK: Record<Role, number> = { visitor: 0, free: 1, premium: 2, admin: 3 };
const NEEDS: Record<Access, number> = { public: 0, account: 1, premium: 2, admin: 3 };

/** What `role` must get from a route of `access`: the refusal's status, or 'allowed'. */
function expected(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'visitor') return 401;
  // The admin of these tests is premium too; a free admin would get premium routes' 403.
  return RANK[role] >= NEEDS[access] ? 'allowed' : 403;
}

/** Bodies that reach the handler without changing what the other calls need (the admin stays premium). */
const BODIES: Record<string, unknown> = {
  'PUT /api/admin/users/{id}/plan': { plan: 'premium' },
  'DELETE /api/me': { password: 'Senha#Errada1' },
};

let api: ApiContract;
const clients = {} as Record<Role, TestClient>;

beforeAll(async () => {
  api = await ApiContract.open();
  clients.admin = api.client;
  clients.premium = (await premiumClient(api.t)).client;
  clients.free = (await signedInClient(api.t)).client;
  clients.visitor = new TestClient(api.t, uniqueIp());
});
afterAll(async () => {
  await api.t.destroy();
});

describe('who may call each route (issue 20: what held stays tested)', () => {
  it('every documented operation is in the table, and the table names no other', () => {
    const documented = api.operations().map(({ method, path }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it.each(['visitor', 'free', 'premium', 'admin'] as Role[])('as %s: refused where the table says, with the JSON error', async (role) => {
    const wrong: string[] = [];
    for (const { method, path, op } of api.operations()) {
      const key = `${method} ${path}`;
      const schema = ApiContract.jsonBody(op);
      const body = BODIES[key] ?? (schema ? api.exampleOf(schema) : undefined);
      const res = await clients[role].request(api.fillPath(path), { method, ...(body !== undefined ? { json: body } : {}) });
      const want = expected(ACCESS[key]!, role);
      if (want === 'allowed') {
        if (res.status === 401 || res.status === 403) wrong.push(`${key}: ${res.status}, esperado acesso`);
        continue;
      }
      const error = res.status === want ? ((await res.json()) as { error?: { code?: string; message?: string } }).error : undefined;
      if (res.status !== want || !error?.code || !error.message) wrong.push(`${key}: ${res.status}, esperado ${want}`);
    }
    expect(wrong).toEqual([]);
  });
});
