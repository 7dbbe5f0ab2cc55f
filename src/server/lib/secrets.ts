import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The secret that signs sessions: BETTER_AUTH_SECRET when set; otherwise one generated once and
 * kept in DATA_DIR (readable by the owner only), so sessions survive restarts with zero set-up.
 * Several instances on one PostgreSQL must share a secret, so there it has to be configured.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error(
      'Configuração inválida:\n  - BETTER_AUTH_SECRET: obrigatório em produção com DATABASE_URL (as instâncias precisam do mesmo segredo).\n' +
        'Gere um com: openssl rand -base64 48',
    );
  }
  const file = path.join(env.DATA_DIR, AUTH_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
