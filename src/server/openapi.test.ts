import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';

/**
 * The API contract is the zod schemas of src/shared; the served document is what they say. Any
 * change of contract changes the committed snapshot, so it shows up in review
 * (`npx vitest run -u src/server/openapi.test.ts` writes the new one).
 */

let t: TestApp;
let doc: unknown;
beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.request('/api/openapi.json')).json();
});
afterAll(async () => {
  await t.destroy();
});

const SCHEMA_KEYS = new Set(['schema', 'items', 'additionalProperties']);

const isEmptySchema = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** Where the document says "anything" (a schema of `{}`, as z.any() or z.unknown() give). */
function untypedSchemas(node: unknown, at: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${at}/${key}`;
    const own = SCHEMA_KEYS.has(key) && isEmptySchema(value) ? [here] : [];
    const props =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.entries(value).filter(([, prop]) => isEmptySchema(prop)).map(([name]) => `${here}/${name}`)
        : [];
    return [...own, ...props, ...untypedSchemas(value, here)];
  });
}

describe('GET /api/openapi.json', () => {
  it('matches the committed contract', async () => {
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('./openapi.snapshot.json');
  });

  it('types every answer: no schema accepts anything', () => {
    expect(untypedSchemas(doc, '#')).toEqual([]);
  });
});
