import { BASE_ERROR_CODES } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-db';
import { TEST_SECRET } from '#tests/helpers/test-app';
import { parseEnv } from '#server/env';
import { createAuth } from '#server/lib/auth';
import { createLogger } from '#server/lib/logger';
import { INVALID_RESET_LINK_MESSAGE, INVALID_VERIFICATION_LINK_MESSAGE } from '#shared/auth-schemas';
import { createAuthHooks } from './auth-hooks';
import { AUTH_ERROR_TRANSLATIONS, FORM_ERROR_CODE, translateAuthError } from './auth-errors';

/**
 * Hardening, item 5: every error code better-auth can answer with, in its core and in the plugins
 * the site uses, has a Portuguese message here. An upgrade that adds a code fails this test until
 * the code is translated.
 */

type CodeTable = Record<string, { code: string; message: string }>;

/** Words of better-auth's English messages that no Portuguese one has. */
const ENGLISH =
  /\b(invalid|not found|required|failed|allowed|already|unauthorized|forbidden|too many|please|user|password|token|session|must|cannot|can not|enabled|verified|account|validation|error|the|is|you)\b/i;

function expectPortuguese(table: CodeTable, label: string) {
  const codes = Object.keys(table);
  expect(codes.length, label).toBeGreaterThan(5);
  for (const code of codes) {
    const translation = AUTH_ERROR_TRANSLATIONS[code];
    expect(translation, `${label}: ${code} has no translation in auth-errors.ts`).toBeDefined();
    expect(translation!.message, code).not.toMatch(ENGLISH);
    expect(translation!.message, code).not.toBe(table[code]!.message);
    const answer = translateAuthError(400, { code, message: table[code]!.message });
    expect(answer.message, code).toBe(translation!.message);
    expect(answer.status, code).toBeGreaterThanOrEqual(400);
  }
}

describe('the translation table', () => {
  it("covers better-auth's core codes", () => {
    expectPortuguese(BASE_ERROR_CODES as CodeTable, 'core');
  });

  it('covers the admin and two-factor plugins', () => {
    expectPortuguese(admin().$ERROR_CODES as CodeTable, 'admin');
    expectPortuguese(twoFactor().$ERROR_CODES as CodeTable, 'twoFactor');
  });

  describe('and every code of the auth the site configures (its plugins included)', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.destroy();
    });

    it('has a translation for each', () => {
      const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
      const logger = createLogger(env.LOG_LEVEL);
      const auth = createAuth({ env, database, logger, secret: TEST_SECRET, hooks: createAuthHooks({ env, database, logger }) });
      expectPortuguese(auth.$ERROR_CODES as CodeTable, 'createAuth');
    });
  });
});

describe('translateAuthError', () => {
  it("passes the site's own form messages through as VALIDATION_ERROR; better-auth's English one is replaced", () => {
    expect(translateAuthError(400, { code: FORM_ERROR_CODE, message: 'Nome muito curto' })).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Nome muito curto',
    });
    const theirs = translateAuthError(400, { code: 'VALIDATION_ERROR', message: '[body.password] Invalid input: expected string' });
    expect(theirs).toEqual({ status: 400, code: 'VALIDATION_ERROR', message: 'Dados inválidos. Confira os campos enviados.' });
  });

  it('tells the reset link from the confirmation link by the endpoint', () => {
    expect(translateAuthError(400, { code: 'INVALID_TOKEN' }).message).toBe(INVALID_RESET_LINK_MESSAGE);
    expect(translateAuthError(400, { code: 'INVALID_TOKEN' }, '/reset-password').message).toBe(INVALID_RESET_LINK_MESSAGE);
    for (const code of ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']) {
      expect(translateAuthError(401, { code }, '/verify-email'), code).toEqual({ status: 400, code, message: INVALID_VERIFICATION_LINK_MESSAGE });
    }
  });

  it('answers by status when there is no code, never with the English message', () => {
    expect(translateAuthError(429, { message: 'Too many requests. Please try again later.' })).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(translateAuthError(404, null)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(translateAuthError(405, null)).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido para esta rota.' });
    expect(translateAuthError(415, { message: 'Content-Type is required' }).message).not.toMatch(ENGLISH);
    expect(translateAuthError(400, { code: 'SOMETHING_NEW', message: 'Something new went wrong' })).toEqual({
      status: 400,
      code: 'SOMETHING_NEW',
      message: 'Requisição inválida.',
    });
    expect(translateAuthError(503, { message: 'Down' })).toMatchObject({ status: 500, code: 'INTERNAL' });
  });
});
