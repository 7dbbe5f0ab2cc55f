/**
 * (c) of `npm run bench`: 1,000 PCI listing items (the HTML listing format) served on loopback,
 * read, extracted by the rules and upserted by the real writer on an in-memory PGlite, without AI.
 * Budget (DESIGN.md section 8): under 10 s. Then the same 1,000 again (nothing changes), which is
 * what most scheduled runs do. Reports figures; asserts nothing.
 */
import pino from 'pino';
import { UFS, UF_NAMES } from '#shared/ufs';
import { createFetcher } from '#server/collector/fetch';
import { runCollector } from '#server/collector/run-collector';
import { pciHtmlSource } from '#server/collector/sources/pci-html';
import { HTML_UTF8, startLoopback } from '#server/collector/testing/loopback';
import { openDatabase } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { parseEnv } from '#server/env';

const ITEMS = 1_000;
const BUDGET_MS = 10_000;

const AGENCIES = [
  ['Prefeitura Municipal de', 'Prefeitura'],
  ['Câmara Municipal de', 'Câmara'],
  ['SAAE - Serviço Autônomo de Água e Esgoto de', 'SAAE'],
] as const;
const CARGOS = [
  ['Professor de Educação Básica, Pedagogo', 'Superior'],
  ['Agente Administrativo, Auxiliar de Serviços Gerais', 'Fundamental / Médio'],
  ['Enfermeiro, Técnico de Enfermagem, Médico Clínico Geral', 'Técnico / Superior'],
  ['Guarda Civil Municipal', 'Médio'],
] as const;

/** A listing page in PCI's markup (see tests/fixtures/collector/pci-html/concursos.html) with `count` items. */
export function generatedListing(count: number): string {
  const parts = ['<!DOCTYPE html><html lang="pt-br"><head><meta charset="utf-8"><title>Concursos</title></head><body><div id="concursos"><h1>Concursos Públicos</h1>'];
  for (let i = 0; i < count; i++) {
    const uf = UFS[i % UFS.length]!;
    if (i % UFS.length === 0 || i < UFS.length) {
      parts.push(`<div class="ua"><div class="uf">${UF_NAMES[uf].toUpperCase()}</div><div class="uc">Inscrição até:</div></div>`);
    }
    const [agency] = AGENCIES[i % AGENCIES.length]!;
    const [cargos, nivel] = CARGOS[i % CARGOS.length]!;
    const city = `Cidade ${i}`;
    const slug = `noticias/concurso-bench-${i}`;
    const vagas = i % 7 === 0 ? 'Cadastro reserva até R$ 4.120,00' : `${(i % 40) + 1} vagas${i % 3 === 0 ? ' + CR' : ''} até R$ ${(1500 + i).toLocaleString('pt-BR')},${String(i % 100).padStart(2, '0')}`;
    const day = String((i % 28) + 1).padStart(2, '0');
    const prazo = i % 5 === 0 ? `Prorrogado até<br>${day}/12/2026` : i % 4 === 0 ? `10/11 a ${day}/12/2026` : `${day}/12/2026`;
    parts.push(
      `<div class="na" data-url="https://www.pciconcursos.com.br/${slug}"><div class="ca"><a href="https://www.pciconcursos.com.br/${slug}" title="${agency} ${city} - ${uf} abre concurso">${agency} ${city} - ${uf}</a></div><div class="cc">${uf}</div><div class="cd">${vagas}<br><span>${cargos}<br><span>${nivel}</span></span></div><div class="ce"><span>${prazo}</span></div><div class="clear"></div></div>`,
    );
  }
  parts.push('</div></body></html>');
  return parts.join('\n');
}

export async function benchCollector(): Promise<void> {
  console.log(`\n(c) Coleta sem IA: ${ITEMS.toLocaleString('pt-BR')} itens da listagem PCI (HTML) lidos, extraídos e gravados (meta < ${BUDGET_MS / 1000} s)`);
  const page = generatedListing(ITEMS);
  const server = await startLoopback((req) => (req.path === '/concursos/' ? { headers: HTML_UTF8, body: page } : {}));
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const deps = {
      database,
      env,
      logger: pino({ level: 'silent' }),
      sources: [pciHtmlSource({ urls: `${server.origin}/concursos/` })],
      fetcher: createFetcher({ respectRobots: true }),
      now: () => new Date('2026-11-20T12:00:00Z'),
    };
    const rows: string[][] = [];
    for (const label of ['1ª execução (cria)', '2ª execução (nada muda)']) {
      const started = performance.now();
      const result = await runCollector(deps, { trigger: 'manual' });
      const ms = performance.now() - started;
      rows.push([
        label,
        String(result.editais_criados),
        String(result.editais_atualizados),
        String(result.erros),
        `${(ms / 1000).toFixed(2)} s`,
        `${Math.round((ITEMS / ms) * 1000)} itens/s`,
        ms < BUDGET_MS ? 'dentro' : 'ACIMA',
      ]);
    }
    const header = ['execução', 'criados', 'atualizados', 'erros', 'tempo', 'vazão', `meta < ${BUDGET_MS / 1000} s`];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await database.close();
    await server.close();
  }
}
