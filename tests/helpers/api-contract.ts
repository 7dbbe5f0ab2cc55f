import { eq } from 'drizzle-orm';
import * as schema from '#server/db/schema';
import { createEdital } from '#tests/factories';
import { premiumClient, type TestClient } from './auth-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * The API as its served OpenAPI document (/api/openapi.json) describes it, for tests that walk every
 * route (security.text-input.test.ts, security.fuzz.test.ts): a new route is covered without touching
 * them. The caller is a signed-in premium admin, whom no route turns away, and the path parameters
 * name things that exist (a notice, a saved search, the admin's own account).
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
export type Operation = {
  parameters?: { in: 'query' | 'path' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

export class ApiContract {
  private constructor(
    readonly t: TestApp,
    readonly doc: OpenApiDoc,
    /** A signed-in premium admin. */
    readonly client: TestClient,
    readonly ids: { userId: string; editalId: number; buscaId: number },
  ) {}

  /** A fresh app and database, its document, the admin, a notice and one saved search. */
  static async open(): Promise<ApiContract> {
    const t = await createTestApp();
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;
    const { client, userId } = await premiumClient(t);
    await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, userId));
    const editalId = (await createEdital(t.database.db, { titulo: 'Concurso da Prefeitura' })).id;
    const saved = await client.request('/api/me/buscas', { method: 'POST', json: { nome: 'Minha busca', filtros: { q: 'prefeitura' } } });
    const buscaId = ((await saved.json()) as { busca: { id: number } }).busca.id;
    return new ApiContract(t, doc, client, { userId, editalId, buscaId });
  }

  operations(): { method: string; path: string; op: Operation }[] {
    return Object.entries(this.doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  }

  /** The names of an operation's parameters of one kind. */
  static params(op: Operation, kind: 'query' | 'path'): string[] {
    return (op.parameters ?? []).filter((p) => p.in === kind).map((p) => p.name);
  }

  /** The schema of an operation's JSON body, if it takes one. */
  static jsonBody(op: Operation): Schema | undefined {
    return op.requestBody?.content['application/json']?.schema;
  }

  /** A path parameter's value that reaches the handler (an existing notice, search, account…). */
  private validParam(path: string, name: string): string {
    if (name === 'id' && path.startsWith('/api/admin/users/')) return this.ids.userId;
    if (name === 'id' && path.startsWith('/api/me/buscas/')) return String(this.ids.buscaId);
    if (name === 'id') return String(this.ids.editalId);
    if (name === 'uf') return 'sp';
    if (name === 'codigo') return '3550308';
    return 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
  }

  /** The path with every parameter filled in, `bad.name` with `bad.value` as given (already encoded). */
  fillPath(path: string, bad?: { name: string; value: string }): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) =>
      bad?.name === name ? bad.value : encodeURIComponent(this.validParam(path, name)),
    );
  }

  private resolve(s: Schema): Schema {
    return s.$ref ? this.doc.components.schemas[s.$ref.split('/').pop()!]! : s;
  }

  /** A plausible body for a documented schema: its example, else every property filled in. */
  exampleOf(raw: Schema): unknown {
    const s = this.resolve(raw);
    if (s.example !== undefined) return s.example;
    if (s.enum) return s.enum[0];
    const union = s.anyOf ?? s.oneOf;
    if (union) return this.exampleOf(union[0]!);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    if (type === 'object' || s.properties) {
      const props = Object.entries(s.properties ?? {}).map(([k, v]) => [k, this.exampleOf(v)]);
      if (props.length === 0 && typeof s.additionalProperties === 'object') props.push(['q', this.exampleOf(s.additionalProperties)]);
      return Object.fromEntries(props);
    }
    if (type === 'array') return [this.exampleOf(s.items ?? {})];
    if (type === 'boolean') return true;
    if (type === 'integer' || type === 'number') return 1;
    return 'texto';
  }

  /**
   * The JSON types (typeOf's names) the schema accepts at `path` of a body ('filtros.uf[0]'), or
   * undefined when the schema does not say (any type).
   */
  typesAt(raw: Schema, path: string): Set<string> | undefined {
    let schemas = [raw];
    for (const key of path.match(/[^.[\]]+/g) ?? []) {
      schemas = this.alternatives(schemas).flatMap((s) => {
        if (/^\d+$/.test(key) && s.items) return [s.items];
        const prop = s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
        return prop ? [prop] : [];
      });
    }
    const types = new Set<string>();
    for (const s of this.alternatives(schemas)) {
      if (s.type === undefined && !s.enum) return undefined;
      for (const type of [s.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
      for (const value of s.enum ?? []) types.add(typeOf(value));
    }
    return types;
  }

  /** The schemas, $refs resolved and unions spread. */
  private alternatives(schemas: Schema[]): Schema[] {
    return schemas.flatMap((raw) => {
      const s = this.resolve(raw);
      const union = s.anyOf ?? s.oneOf;
      return union ? this.alternatives(union) : [s];
    });
  }

  /** Every row of the tables a request could write, for "nothing changed" (sessions and rate limits aside). */
  async snapshot(): Promise<string> {
    const { db } = this.t.database;
    const tables = [
      schema.user,
      schema.account,
      schema.profiles,
      schema.subscription,
      schema.userEditalStatus,
      schema.alertPreferences,
      schema.buscaSalva,
      schema.agendaToken,
      schema.mailQueue,
      schema.verification,
      schema.twoFactor,
      schema.collectorRun,
      schema.edital,
    ];
    const all = [];
    for (const table of tables) {
      const rows = await db.select().from(table);
      all.push(rows.map((row) => JSON.stringify(row)).sort());
    }
    return JSON.stringify(all);
  }
}

/** A JSON value's type, as JSON Schema names them ('null', 'array', 'object', 'string'…). */
export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Every value inside a JSON value with its path, as the API's messages name them ('filtros.q',
 * 'keywords[0]'); objects and arrays included, the whole value (path '') left out.
 */
export function valuePaths(value: unknown, path = ''): { path: string; value: unknown }[] {
  const here = path ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => valuePaths(v, `${path}[${i}]`))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => valuePaths(v, path ? `${path}.${k}` : k))];
  }
  return here;
}

/** A copy of `value` with the value at `path` (as valuePaths names it) replaced. */
export function withValueAt(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.match(/[^.[\]]+/g)!;
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = replacement;
  return copy;
}
