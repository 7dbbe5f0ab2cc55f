import { afterEach, describe, expect, it } from 'vitest';
import type { PdfAiAnswer } from '../schema';
import { completion, startFakeLlm } from '../testing/fake-llm';
import type { Loopback } from '../testing/loopback';
import { memoryAiCache } from './ai';
import { readNotice } from './labelled';
import { tuningNotice } from './testing/fixtures';

/**
 * The labelled editais read with the AI second, as `npm run eval:extract` reads them when a model
 * is configured: the rules first, the model (an OpenAI-compatible server on loopback here) only for
 * what they left empty, its answers cached by the document's hash.
 */

/** The CREFITO-1 edital of the tuning half: the rules do not read its vacancies (they are in an annex's table by city). */
const CREFITO = tuningNotice('pdf-crefito-1-001-2017');

const ANSWER: PdfAiAnswer = {
  orgao_nome: 'Conselho Regional de Fisioterapia e Terapia Ocupacional da 1ª Região',
  orgao_sigla: 'CREFITO-1',
  uf: null,
  municipio: null,
  banca: 'Outra banca (do modelo)',
  vagas: 6,
  cadastro_reserva: true,
  remuneracao_min: null,
  remuneracao_max: 1,
  inscricoes_inicio: null,
  inscricoes_fim: null,
  prova_data: '2017-06-11',
  taxas: [],
  niveis: [],
  cargos: [],
  link_inscricao: null,
  link_edital: null,
};

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('a labelled edital read with the AI second', () => {
  it("fills only the fields the rules left empty, keeps the rules' values, and asks the model once per document", async () => {
    const rules = await readNotice(CREFITO);
    expect(rules.previsto).toMatchObject({ vagas: null, prova_data: '2017-06-04', banca: 'INSTITUTO DE SELEÇÃO', remuneracao_max: 4438.35 });
    expect(rules.ia).toBeUndefined();

    const ai = await startFakeLlm(() => completion(JSON.stringify(ANSWER)));
    server = ai.server;
    const cache = memoryAiCache();
    const first = await readNotice(CREFITO, undefined, { ai: { config: ai.config, cache } });
    expect(first.previsto).toEqual({ ...rules.previsto, vagas: 6 });
    expect(first.ia).toMatchObject({ resposta: 'modelo', aviso: null });
    expect(first.ia?.preenchidos).toContain('vagas');
    expect(first.ia?.preenchidos).not.toContain('prova_data');

    const again = await readNotice(CREFITO, undefined, { ai: { config: ai.config, cache } });
    expect(again.previsto).toEqual(first.previsto);
    expect(again.ia?.resposta).toBe('cache');
    expect(ai.server.pageRequests()).toHaveLength(1);
  }, 60_000);

  it("reads with the rules alone, saying why, when the model's answer is not valid", async () => {
    const ai = await startFakeLlm(() => completion('{"vagas": 6'));
    server = ai.server;
    const reading = await readNotice(CREFITO, undefined, { ai: { config: ai.config, cache: memoryAiCache() } });
    expect(reading.previsto).toEqual((await readNotice(CREFITO)).previsto);
    expect(reading.ia?.aviso).toBe('IA respondeu com JSON inválido: usadas só as regras');
  }, 60_000);
});
