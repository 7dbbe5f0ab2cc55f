import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '#server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '#server/db/migrate';

/**
 * A new PGlite runs initdb (about 2.5 s on a CI core), and a test file opens one or more: over the
 * suite that is minutes. Instead, the data directory of a fresh database — empty, or with the
 * committed migrations applied — is dumped once to a file and every test database starts from it
 * (PGlite's `loadDataDir`, about 1 s). The file's name holds a hash of PGlite's version and of every
 * migration, so a new migration or PGlite makes a new template; the worker that finds none builds it
 * and renames it into place, so workers racing to build it never read half a file.
 */
export type TemplateKind = 'empty' | 'migrated';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/mci-pglite-template/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')).version as string);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

const templates = new Map<TemplateKind, Promise<Blob>>();

async function buildTemplate(kind: TemplateKind, file: string): Promise<Blob> {
  const handle = await openDatabase({});
  try {
    if (kind === 'migrated') await runMigrations(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}

/** The dumped data directory a test database of this kind starts from (built on first use). */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    const file = path.join(CACHE_DIR, `${kind}-${templateKey()}.tar`);
    template = (async () => {
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        return buildTemplate(kind, file);
      }
    })();
    templates.set(kind, template);
  }
  return template;
}
