import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'mci' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret'],
      censor: '[oculto]',
    },
  });
}
