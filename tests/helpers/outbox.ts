import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface OutboxMail {
  file: string;
  mail: ParsedMail;
}

/** Every .eml the mailer wrote to `dir` (DATA_DIR/outbox), oldest first, parsed with mailparser. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      return { file, mail: await simpleParser(await readFile(file)) };
    }),
  );
}

/** The addresses a parsed message was sent to. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => a.address ?? '')).map((a) => a.toLowerCase());
}

/** The reset link in a password-reset message's text part. */
export function resetLinkIn(mail: ParsedMail): string | undefined {
  return /https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
}

/** The confirmation link in a verification message's text part (GET /api/auth/verify-email). */
export function verificationLinkIn(mail: ParsedMail): string | undefined {
  return /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text ?? '')?.[0];
}
