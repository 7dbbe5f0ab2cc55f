import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration, parsed once with zod (DESIGN.md section 6). This module is the only reader of
 * process.env; everything else receives a typed Env.
 */

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''], {
      error: 'use true/false, on/off, yes/no ou 1/0',
    })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s) válida' })
  .optional();

/** A source address: an http(s) URL, 'off' to disable the source, or unset for the default. */
const sourceUrl = z
  .union([z.literal('off'), z.url({ protocol: /^https?$/, error: "deve ser uma URL http(s) ou 'off'" })])
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'use development, production ou test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().min(1, 'não pode ser vazio').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'não pode ser vazio').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: httpUrl,
  BETTER_AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'deve ser uma lista de e-mails separados por vírgula' }))),
  /** Sign-in / sign-up / code attempts allowed per minute per IP address. */
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .max(100_000, 'deve ser no máximo 100000')
    .default(10),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (nginx: 1). 0, the
   * default, ignores the header: the client is the TCP peer.
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'deve ser o número de proxies confiáveis (0 desliga)' })
    .int('deve ser um número inteiro')
    .min(0, 'deve ser pelo menos 0')
    .max(5, 'deve ser no máximo 5')
    .default(0),
  SEED_DEMO: flag(true),
  COLLECTOR_SCHEDULE: flag(true),
  COLLECTOR_AI_BASE_URL: httpUrl,
  COLLECTOR_AI_MODEL: optionalText,
  COLLECTOR_AI_API_KEY: optionalText,
  /**
   * Host names the collector may fetch from, comma-separated; unset, any. Under NODE_ENV=test,
   * loopback only unless set: saved pages carry real agencies' links, and tests never reach the internet.
   */
  COLLECTOR_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, ''))
            .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.:-]+$/, 'deve ser uma lista de nomes de host separados por vírgula')).optional()),
  /** PCI's JSON API (/api/v1/concursos); unlike the other sources, off unless set. */
  SOURCE_PCI_API_URL: sourceUrl,
  SOURCE_PCI_URL: sourceUrl,
  SOURCE_PCI_HTML_URL: sourceUrl,
  SOURCE_JC_URL: sourceUrl,
  SOURCE_QUERIDO_DIARIO_URL: sourceUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  /** The From of every message; an address the mail server accepts as sender in production. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^@<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/, 'deve ser um e-mail, como MCI <nao-responda@exemplo.com.br>')
    .default('MCI <nao-responda@localhost>'),
  /** The address shown on /contato for questions and data requests; unset, the page says so. */
  CONTACT_EMAIL: z
    .email({ error: 'deve ser um e-mail, como contato@exemplo.com.br' })
    .optional(),
  /** How often the mailer looks for queued messages that are due. */
  MAIL_POLL_MS: z.coerce
    .number({ error: 'deve ser um número de milissegundos' })
    .int('deve ser um número inteiro')
    .min(50, 'deve ser pelo menos 50')
    .max(3_600_000, 'deve ser no máximo 3600000')
    .default(5000),
  /**
   * Bearer token for GET /metrics (Prometheus). Unset: only direct loopback requests outside
   * production, and no one in production (features/metrics/metrics.routes.ts says why).
   */
  METRICS_TOKEN: z.string().trim().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  /** Log lines: 'pretty' (human-readable, for a terminal) or 'json'; by default pretty only on a TTY. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'use json ou pretty' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'use fatal, error, warn, info, debug, trace ou silent',
    })
    .optional(),
});

export type RawEnv = z.input<typeof schema>;

export type Env = Omit<z.output<typeof schema>, 'PUBLIC_URL' | 'DATA_DIR'> & {
  /** Absolute path of the data directory. */
  DATA_DIR: string;
  PUBLIC_URL: string;
  /**
   * Origins whose browser requests may change state (sign-up, sign-in, the API's writes). With
   * PUBLIC_URL set, only it; unset, every loopback spelling of the port, so a first run works from
   * whichever address the person types or the server prints.
   */
  TRUSTED_ORIGINS: string[];
  LOG_LEVEL: NonNullable<z.output<typeof schema>['LOG_LEVEL']>;
};

export class EnvError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      'Configuração inválida:\n' +
        issues.map((i) => `  - ${i.variable}: ${i.message}`).join('\n') +
        '\nCorrija as variáveis acima (veja .env.example) e inicie novamente.',
    );
    this.name = 'EnvError';
  }
}

/** Parses a configuration source (process.env or a test's object). Throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>, cwd = process.cwd()): Env {
  // Blank values count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const value = source[key];
      return [key, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const seen = new Set<string>();
    const issues = result.error.issues
      .map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message }))
      .filter((i) => (seen.has(i.variable) ? false : (seen.add(i.variable), true)));
    throw new EnvError(issues);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    DATA_DIR: path.resolve(cwd, env.DATA_DIR),
    PUBLIC_URL: publicUrl,
    TRUSTED_ORIGINS: env.PUBLIC_URL ? [new URL(publicUrl).origin] : loopbackOrigins(env.HOST, env.PORT),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    COLLECTOR_ALLOWED_HOSTS: env.COLLECTOR_ALLOWED_HOSTS ?? (env.NODE_ENV === 'test' ? [...LOOPBACK_HOSTS] : undefined),
  };
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'] as const;

/** http://localhost:PORT, http://127.0.0.1:PORT and, when HOST is a concrete address, http://HOST:PORT. */
export function loopbackOrigins(host: string, port: number): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  const bare = host.replace(/^\[|\]$/g, '');
  if (!WILDCARD_HOSTS.has(bare)) {
    const origin = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use; a .env file in the working directory fills gaps. */
export function loadEnv(): Env {
  if (!cached) {
    // Values already in the environment win over the file (Node's loadEnvFile does not override).
    if (existsSync('.env')) process.loadEnvFile('.env');
    cached = parseEnv(process.env);
  }
  return cached;
}
