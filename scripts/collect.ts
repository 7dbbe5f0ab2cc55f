/**
 * `npm run collect`: one collection from the command line, with progress and the result table.
 * Same sources, extractors and writer as POST /api/admin/coleta; refuses while a server holds the
 * PGlite directory (two processes on one PGlite directory corrupt it).
 */
import pino from 'pino';
import type { CollectorResult } from '#shared/api/collector';
import { fetchCountsText, fonteLabel } from '#shared/editais/mudancas';
import { openDatabase } from '#server/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '#server/db/lock';
import { runMigrations } from '#server/db/migrate';
import { EnvError, loadEnv } from '#server/env';
import type { ProgressEvent } from '#server/collector/run-collector';
import { collectAndAlert } from '#server/jobs/collect';
import { AppError } from '#server/lib/app-error';
import { resolveAuthSecret } from '#server/lib/secrets';

const tty = process.stderr.isTTY;

function progress() {
  const counts = new Map<string, { criado: number; atualizado: number; inalterado: number; erro: number }>();
  let last = '';
  return (event: ProgressEvent) => {
    if (event.kind === 'fonte-iniciada') console.error(`→ ${event.fonte}: lendo…`);
    if (event.kind === 'fonte-lida') console.error(`✓ ${event.fonte}: ${event.candidatos} concursos lidos, ${event.erros} itens com erro`);
    if (event.kind === 'fonte-falhou') console.error(`✗ ${event.fonte}: ${event.mensagem}`);
    if (event.kind === 'edital') {
      const c = counts.get(event.fonte) ?? { criado: 0, atualizado: 0, inalterado: 0, erro: 0 };
      c[event.outcome] += 1;
      counts.set(event.fonte, c);
      const line = `  gravando ${event.fonte}: ${c.criado} criados, ${c.atualizado} atualizados, ${c.inalterado} sem mudança, ${c.erro} erros`;
      if (tty) process.stderr.write(`\r${line.padEnd(last.length)}`);
      last = line;
    }
  };
}

export function resultTable(result: CollectorResult): string {
  const rows: [string, string][] = [
    ['Fontes', String(result.total_fontes)],
    ['Editais criados', String(result.editais_criados)],
    ['Editais atualizados', String(result.editais_atualizados)],
    ['Erros', String(result.erros)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = ['| Resultado | |', '|:--|--:|', ...rows.map(([k, v]) => `| ${k.padEnd(width)} | ${v} |`)];
  // Each source's notice pages and PDFs: fetched, not asked again, failed (the failures below).
  const fontes = result.fontes ?? [];
  if (fontes.length) lines.push('', 'Páginas e PDFs por fonte:');
  for (const f of fontes) {
    lines.push(`- ${fonteLabel(f.fonte)} (${f.fonte}): ${fetchCountsText('paginas', f.paginas)}; ${fetchCountsText('pdfs', f.pdfs)}`);
    for (const falha of [...f.paginas.falhas, ...f.pdfs.falhas]) lines.push(`  - falha: ${falha.url} — ${falha.motivo}`);
  }
  const problems = result.detalhes.filter((d) => d.tipo === 'erro' || d.tipo === 'aviso');
  if (problems.length) {
    lines.push('', 'Erros e avisos:');
    for (const d of problems) lines.push(`- [${d.tipo}] ${d.fonte} · ${d.edital}${d.mensagem ? `: ${d.mensagem}` : ''}`);
  }
  return lines.join('\n');
}

async function main() {
  const env = loadEnv();
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = acquireDataDirLock(env.DATA_DIR, 'npm run collect');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Warnings and errors only: the progress lines are this command's output.
  const logger = pino({ level: 'warn' }, pino.destination(2));
  try {
    await runMigrations(database);
    const result = await collectAndAlert({ database, env, logger, secret: resolveAuthSecret(env) }, { trigger: 'manual', onProgress: progress() });
    if (tty) process.stderr.write('\n');
    console.log(resultTable(result));
    return result.erros > 0 && result.editais_criados + result.editais_atualizados === 0 ? 1 : 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof EnvError || error instanceof DataDirLockedError || error instanceof AppError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
