import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('esperava EnvError');
}

describe('parseEnv', () => {
  it('gives defaults that serve a first run', () => {
    const env = parseEnv({}, '/srv/mci');
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('/srv/mci', 'data'),
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      COLLECTOR_SCHEDULE: true,
      ADMIN_EMAILS: [],
      LOG_LEVEL: 'info',
      MAIL_FROM: 'MCI <nao-responda@localhost>',
      MAIL_POLL_MS: 5000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.CONTACT_EMAIL).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const env = parseEnv(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/mci',
        DATABASE_URL: 'postgres://u:p@db:5432/mci',
        PUBLIC_URL: 'https://mci.example.org/',
        ADMIN_EMAILS: ' Ana@Exemplo.com.br, bia@exemplo.com.br ,',
        SEED_DEMO: 'off',
        COLLECTOR_SCHEDULE: 'false',
        SOURCE_PCI_URL: 'off',
        SOURCE_JC_URL: 'http://127.0.0.1:9000/jc',
        SMTP_URL: 'smtp://localhost:2525',
        MAIL_FROM: 'MCI <alertas@mci.exemplo.com.br>',
        MAIL_POLL_MS: '250',
        CONTACT_EMAIL: 'fale@mci.exemplo.com.br',
        LOG_LEVEL: 'debug',
      },
      '/x',
    );
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/mci',
      DATABASE_URL: 'postgres://u:p@db:5432/mci',
      PUBLIC_URL: 'https://mci.example.org',
      ADMIN_EMAILS: ['ana@exemplo.com.br', 'bia@exemplo.com.br'],
      SEED_DEMO: false,
      COLLECTOR_SCHEDULE: false,
      SOURCE_PCI_URL: 'off',
      SOURCE_JC_URL: 'http://127.0.0.1:9000/jc',
      SMTP_URL: 'smtp://localhost:2525',
      MAIL_FROM: 'MCI <alertas@mci.exemplo.com.br>',
      MAIL_POLL_MS: 250,
      CONTACT_EMAIL: 'fale@mci.exemplo.com.br',
      LOG_LEVEL: 'debug',
    });
    expect(env.PUBLIC_URL).toBe('https://mci.example.org');
  });

  it('TRUST_PROXY: off (0) by default; a number of hops; anything else named', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY: deve ser o número de proxies confiáveis/);
    expect(() => parseEnv({ TRUST_PROXY: '9' })).toThrow(/TRUST_PROXY: deve ser no máximo 5/);
  });

  it('METRICS_TOKEN: unset by default (blank too); a short one is named', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: '   ' }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: ' 0123456789abcdef ' }).METRICS_TOKEN).toBe('0123456789abcdef');
    expect(errorOf({ METRICS_TOKEN: 'curto' }).message).toContain('METRICS_TOKEN: deve ter pelo menos 16 caracteres');
  });

  it('COLLECTOR_ALLOWED_HOSTS: any host unless set; loopback only under test unless set; a bad list is named', () => {
    expect(parseEnv({}).COLLECTOR_ALLOWED_HOSTS).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test' }).COLLECTOR_ALLOWED_HOSTS).toEqual(['127.0.0.1', 'localhost', '::1']);
    expect(parseEnv({ COLLECTOR_ALLOWED_HOSTS: ' WWW.PCIConcursos.com.br, [::1] ,' }).COLLECTOR_ALLOWED_HOSTS).toEqual(['www.pciconcursos.com.br', '::1']);
    expect(() => parseEnv({ COLLECTOR_ALLOWED_HOSTS: 'http://exemplo.com/' })).toThrow(/COLLECTOR_ALLOWED_HOSTS: deve ser uma lista de nomes de host/);
  });

  it('treats blank values as unset and follows PORT in the default PUBLIC_URL', () => {
    const env = parseEnv({ PORT: '4000', DATABASE_URL: '', PUBLIC_URL: '  ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('trusts every loopback spelling of the port when PUBLIC_URL is unset (first run)', () => {
    expect(parseEnv({}).TRUSTED_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(parseEnv({ PORT: '8080', HOST: '192.168.0.10' }).TRUSTED_ORIGINS).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.0.10:8080',
    ]);
    expect(parseEnv({ HOST: 'MeuPC.local' }).TRUSTED_ORIGINS).toContain('http://meupc.local:3000');
    // A wildcard address is not an origin anyone can type.
    expect(parseEnv({ HOST: '0.0.0.0' }).TRUSTED_ORIGINS).toHaveLength(3);
    expect(parseEnv({ HOST: '::' }).TRUSTED_ORIGINS).toHaveLength(3);
    expect(parseEnv({ HOST: '::1' }).TRUSTED_ORIGINS).toHaveLength(3);
  });

  it('trusts only PUBLIC_URL when it is set', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://mci.example.org/' }).TRUSTED_ORIGINS).toEqual(['https://mci.example.org']);
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).TRUSTED_ORIGINS).toEqual(['http://localhost:3000']);
  });

  it('reads LOG_FORMAT', () => {
    expect(parseEnv({}).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(errorOf({ LOG_FORMAT: 'xml' }).message).toContain('LOG_FORMAT: use json ou pretty');
  });

  it('is silent in tests by default', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'talvez' }, 'SEED_DEMO'],
    [{ ADMIN_EMAILS: 'ana@x.com, não-é-email' }, 'ADMIN_EMAILS'],
    [{ SOURCE_PCI_URL: 'javascript:alert(1)' }, 'SOURCE_PCI_URL'],
    [{ BETTER_AUTH_SECRET: 'curto' }, 'BETTER_AUTH_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'MCI sem endereço' }, 'MAIL_FROM'],
    [{ MAIL_POLL_MS: '10' }, 'MAIL_POLL_MS'],
    [{ CONTACT_EMAIL: 'fale conosco' }, 'CONTACT_EMAIL'],
  ])('rejects %o naming the variable', (source, variable) => {
    const error = errorOf(source);
    expect(error.issues.map((i) => i.variable)).toEqual([variable]);
    expect(error.message).toContain(`${variable}:`);
    expect(error.message).toContain('Configuração inválida');
  });

  it('lists every bad variable at once', () => {
    const error = errorOf({ PORT: '-1', SEED_DEMO: 'x' });
    expect(error.issues.map((i) => i.variable).sort()).toEqual(['PORT', 'SEED_DEMO']);
  });
});
