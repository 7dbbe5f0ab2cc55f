/**
 * `npm run eval:extract`: field-level accuracy of the rules extractor (and of the LLM one when
 * COLLECTOR_AI_BASE_URL and COLLECTOR_AI_MODEL are set) on the labelled listing texts in
 * tests/fixtures/collector/extract/listagens.json. Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { EnvError, loadEnv } from '#server/env';
import { evaluateExtractor, formatReport, type LabelledSet } from '#server/collector/extract/evaluate';
import { createLlmExtractor, llmConfigFromEnv } from '#server/collector/extract/llm';
import { extractRules } from '#server/collector/extract/rules';

const SET = new URL('../tests/fixtures/collector/extract/listagens.json', import.meta.url);
const SHOW_MISMATCHES = 10;

async function main() {
  const env = loadEnv();
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
    return 0;
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
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
