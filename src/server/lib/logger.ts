import pino, { type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  /** File descriptor or path the JSON lines go to; standard output by default. */
  dest?: number | string;
}

/**
 * The app's logger: JSON lines with secrets redacted. Writes are buffered (4 KiB) instead of one
 * write(2) per line, which is a large share of a cached answer's cost; pino flushes the buffer
 * synchronously when the process exits, and index.ts flushes it on shutdown.
 */
export function createLogger(level: string, { dest = 1 }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      base: { app: 'mci' },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret'],
        censor: '[oculto]',
      },
    },
    pino.destination({ dest, sync: false, minLength: 4096 }),
  );
}
