import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  /** File descriptor or path the lines go to; standard output by default. */
  dest?: number | string;
  /** 'json' lines (default) or 'pretty' lines for a person at a terminal. */
  format?: LogFormat;
}

/** Pretty in a terminal, JSON for log collectors; LOG_FORMAT overrides. */
export function chooseLogFormat(configured: LogFormat | undefined, isTty: boolean): LogFormat {
  return configured ?? (isTty ? 'pretty' : 'json');
}

/**
 * The app's logger, with secrets redacted. JSON writes are buffered (4 KiB) instead of one write(2)
 * per line, which is a large share of a cached answer's cost; pino flushes the buffer synchronously
 * when the process exits, and index.ts flushes it on shutdown. Pretty lines are for a person
 * watching a terminal, written as they come.
 */
export function createLogger(level: string, { dest = 1, format = 'json' }: LoggerOptions = {}): Logger {
  const options = {
    level,
    base: { app: 'mci' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.secret'],
      censor: '[oculto]',
    },
  };
  if (format === 'pretty') {
    return pino(
      options,
      pretty({
        destination: dest,
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,app',
      }),
    );
  }
  return pino(options, pino.destination({ dest, sync: false, minLength: 4096 }));
}
