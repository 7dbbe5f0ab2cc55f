/**
 * `npm run eval:extract`: field-level accuracy of the extractors. Prints figures; asserts nothing.
 *
 * 1. The labelled listing texts (tests/fixtures/collector/extract/listagens.json): the rules
 *    extractor, and the LLM one when COLLECTOR_AI_BASE_URL and COLLECTOR_AI_MODEL are set.
 * 2. The labelled REAL notices (tests/fixtures/collector/editais-reais, issue 16): each notice read
 *    the way the collector reads its kind of document (edital PDF → pdfText + the edital rules; an
 *    edital's text layer saved as text → the edital rules; PCI summary and official-gazette act →
 *    the free-text rules; PCI listing line → the PCI listing parser). The accuracy that
 *    counts is the TEST half's; the tuning half's is printed apart, labelled as such. The test half
 *    is never used to tune rules or prompts, so its mismatches are never listed: only
 *    `--tuning-mismatches` lists the tuning half's, item by item. With a model configured, the test
 *    half is reported a second time with the editais read as the PDF stage reads them: the rules,
 *    then the model for the fields they left empty (its answers cached in memory for the run).
 *
 * A field whose label is null (the document does not say) is not counted, hit or miss; a value the
 * extractor gave there is counted apart as an "extra". niveis and taxas compare as sets.
 */
import { readFileSync } from 'node:fs';
import { EnvError, loadEnv } from '#server/env';
import { evaluateExtractor, formatReport, formatRealReport, GAZETTES, gazetteOf, REAL_FIELDS, scoreRealNotices, type LabelledSet, type RealReport } from '#server/collector/extract/evaluate';
import { createLlmExtractor, llmConfigFromEnv } from '#server/collector/extract/llm';
import { extractRules } from '#server/collector/extract/rules';
import { memoryAiCache } from '#server/collector/pdf/ai';
import { loadLabelledNotices, readNotice, type LabelledNotice, type NoticeAi, type Split } from '#server/collector/pdf/labelled';

const SET = new URL('../tests/fixtures/collector/extract/listagens.json', import.meta.url);
const SHOW_MISMATCHES = 10;

async function listingTexts(env: ReturnType<typeof loadEnv>) {
  const set = JSON.parse(readFileSync(SET, 'utf8')) as LabelledSet;
  console.log(`Conjunto rotulado: ${set.itens.length} textos (tests/${SET.pathname.split('/tests/')[1]})\n`);

  const rules = await evaluateExtractor(set, (texto, hints) => extractRules(texto, hints));
  console.log(formatReport('Extrator por regras', rules));
  for (const m of rules.mismatches.slice(0, SHOW_MISMATCHES)) {
    console.log(`  ✗ ${m.field}: esperado ${JSON.stringify(m.expected)}, obtido ${JSON.stringify(m.actual)} — "${m.texto.slice(0, 80)}"`);
  }

  const config = llmConfigFromEnv(env);
  if (!config) {
    console.log('\nExtrator com IA: não configurado (defina COLLECTOR_AI_BASE_URL e COLLECTOR_AI_MODEL).');
    return;
  }
  const llm = createLlmExtractor(config);
  const fallbacks: string[] = [];
  const ai = await evaluateExtractor(set, async (texto, hints) => {
    const outcome = await llm(texto, hints);
    if (outcome.aviso) fallbacks.push(outcome.aviso);
    return outcome.campos;
  });
  console.log(`\n${formatReport(`Extrator com IA (${config.model})`, ai)}`);
  if (fallbacks.length) console.log(`  ${fallbacks.length} textos voltaram às regras; primeiro motivo: ${fallbacks[0]}`);
}

/** The kinds of document grouped as the collector meets them: official editais, news sites' lines, gazette acts. */
const KIND_GROUPS: Record<string, string> = { pdf: 'editais', texto: 'editais', detalhe: 'sites', listagem: 'sites', pagina: 'sites', noticia: 'sites', diario: 'diários' };

function groupReports(items: (Parameters<typeof scoreRealNotices>[0][number] & { group: string })[]) {
  return [...new Set(items.map((i) => i.group))].map((group) => ({ group, report: scoreRealNotices(items.filter((i) => i.group === group)) }));
}

async function readHalf(notices: LabelledNotice[], split: Split, ai?: NoticeAi) {
  const items: (Parameters<typeof scoreRealNotices>[0][number] & { group: string })[] = [];
  const kinds = new Map<string, number>();
  const usedAi = { filled: 0, warnings: [] as string[] };
  for (const notice of notices.filter((n) => n.split === split)) {
    const reading = await readNotice(notice, undefined, { ai });
    const kind = notice.documentos[0]!.tipo;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    items.push({ id: notice.id, group: KIND_GROUPS[kind] ?? kind, esperado: notice.esperado, previsto: reading.previsto });
    if (reading.ia?.preenchidos.length) usedAi.filled++;
    if (reading.ia?.aviso) usedAi.warnings.push(reading.ia.aviso);
  }
  const groups = groupReports(items);
  const acts = items.filter((i) => i.group === 'diários');
  const gazettes = GAZETTES.map((group) => ({ group, report: scoreRealNotices(acts.filter((i) => gazetteOf(i.id) === group)) })).filter((g) => g.report.notices > 0);
  return { report: scoreRealNotices(items), kinds, groups, gazettes, usedAi };
}

const BY_KIND = 'por tipo de documento (editais: pdf e texto; sites: PCI; diários: atos de diário oficial):';
const BY_GAZETTE = 'atos de diário oficial por diário (DOU; FAMURS: municípios do RS; DOP-PI: prefeituras do Piauí; DOM-SC):';

/** A half's accuracy per field and group of documents: figures only, never the misses. */
function formatGroups(groups: { group: string; report: RealReport }[], caption = BY_KIND): string {
  const cell = (c: number, t: number) => (t ? `${c}/${t} ${((100 * c) / t).toFixed(0)}%` : '—');
  const head = `  ${'campo'.padEnd(16)}${groups.map((g) => `${g.group} (${g.report.notices})`.padStart(16)).join('')}`;
  const rows = REAL_FIELDS.map((field, i) => `  ${field.padEnd(16)}${groups.map((g) => cell(g.report.fields[i]!.correct, g.report.fields[i]!.total).padStart(16)).join('')}`);
  return [`  ${caption}`, head, ...rows].join('\n');
}

async function realNotices(showTuningMismatches: boolean, ai: NoticeAi | null) {
  const { avisos } = loadLabelledNotices();
  console.log(`\nAvisos reais rotulados: ${avisos.length} (tests/fixtures/collector/editais-reais), extração por regras`);
  const test = await readHalf(avisos, 'test');
  const kinds = (k: Map<string, number>) => [...k].map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(`\n${formatRealReport(`METADE TEST — a medida que vale (${kinds(test.kinds)})`, test.report)}`);
  console.log(formatGroups(test.groups));
  console.log(formatGroups(test.gazettes, BY_GAZETTE));
  if (ai) {
    // The editais as the PDF stage reads them with a model configured: the rules, then the model for what they left empty.
    const withAi = await readHalf(avisos, 'test', ai);
    console.log(`\n${formatRealReport(`METADE TEST — regras e IA (${ai.config.model}) nos editais`, withAi.report)}`);
    console.log(formatGroups(withAi.groups));
    console.log(`  a IA preencheu campos de ${withAi.usedAi.filled} editais; ${withAi.usedAi.warnings.length} ficaram só com as regras${withAi.usedAi.warnings[0] ? ` (primeiro motivo: ${withAi.usedAi.warnings[0]})` : ''}`);
  } else {
    console.log('\nRegras e IA nos editais: IA não configurada (defina COLLECTOR_AI_BASE_URL e COLLECTOR_AI_MODEL).');
  }
  const tuning = await readHalf(avisos, 'tuning');
  console.log(`\n${formatRealReport(`Metade tuning — usada para ajustar as regras, não é medida (${kinds(tuning.kinds)})`, tuning.report)}`);
  console.log(formatGroups(tuning.groups));
  console.log(formatGroups(tuning.gazettes, BY_GAZETTE));
  if (showTuningMismatches) {
    for (const m of tuning.report.mismatches) {
      console.log(`  ✗ [tuning] ${m.id} ${m.field}: esperado ${JSON.stringify(m.expected)}, obtido ${JSON.stringify(m.actual)}`);
    }
  } else if (tuning.report.mismatches.length) {
    console.log(`  (${tuning.report.mismatches.length} erros na metade tuning; --tuning-mismatches lista um a um)`);
  }
}

async function main() {
  const env = loadEnv();
  await listingTexts(env);
  const config = llmConfigFromEnv(env);
  await realNotices(process.argv.includes('--tuning-mismatches'), config ? { config, cache: memoryAiCache() } : null);
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
