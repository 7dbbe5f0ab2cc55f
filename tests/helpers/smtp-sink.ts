import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a real SMTP server received it. */
export interface ReceivedMail {
  envelope: { from: string | undefined; to: string[] };
  raw: Buffer;
  mail: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** 'smtp://127.0.0.1:<port>' */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts, parsed with
 * mailparser. Port 0 picks a free one; a given port brings a server back on an address a mailer
 * already knows. `reject` refuses each message with that SMTP reply.
 */
export async function startSmtpSink(options: { port?: number; reject?: { code: number; message: string } } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(_address, _session, callback) {
      if (!options.reject) return callback();
      const error = Object.assign(new Error(options.reject.message), { responseCode: options.reject.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelope: { from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address) },
              raw,
              mail,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening on it (taken from the system, then released). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
