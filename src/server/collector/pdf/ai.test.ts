import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-db';
import { extracaoIaCache } from '#server/db/schema';
import type { LlmConfig } from '../extract/llm';
import type { PdfAiAnswer } from '../schema';
import { completion, startFakeLlm } from '../testing/fake-llm';
import { JSON_UTF8, type Loopback, type Reply } from '../testing/loopback';
import { completeWithAi, drizzleAiCache, memoryAiCache, missingFields, textForAi } from './ai';
import { extractEdital } from './extract';

/** An edital whose text gives most fields but not the board nor the exam date. */
const TEXTO = `PREFEITURA MUNICIPAL DE CAMPINAS
CONCURSO PÚBLICO
EDITAL Nº 02/2026 DE ABERTURA DE INSCRIÇÕES
A Prefeitura Municipal de Campinas torna pública a abertura de inscrições.
1.1 O concurso visa ao preenchimento de 12 (doze) vagas para o cargo de Agente Administrativo (nível médio).
2.1 Remuneração: R$ 3.418,52. Jornada de trabalho: 40 (quarenta) horas semanais.
3.1 As inscrições estarão abertas de 13/10/2026 a 12/11/2026, no site https://www.exemplo-banca.org.br/campinas.
3.2 O valor da taxa de inscrição será de R$ 80,00.`;
const SHA = 'a'.repeat(64);
const RULES = extractEdital(TEXTO);

const ANSWER: PdfAiAnswer = {
  orgao_nome: 'Prefeitura de Campinas (do modelo)',
  orgao_sigla: null,
  uf: 'SP',
  municipio: 'campinas',
  banca: 'Fundação Vunesp',
  vagas: 999,
  cadastro_reserva: false,
  remuneracao_min: 3418.52,
  remuneracao_max: 3418.52,
  inscricoes_inicio: '2026-10-13',
  inscricoes_fim: '2026-11-12',
  prova_data: '2026-12-14',
  taxas: [80],
  niveis: ['Ensino_Médio'],
  cargos: [{ nome: 'Agente Administrativo', escolaridade: 'Ensino_Médio', vagas: 12, remuneracao_base: 3418.52, jornada: '40 horas semanais' }],
  link_inscricao: 'https://www.exemplo-banca.org.br/campinas',
  link_edital: null,
};

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function fakeAi(reply: () => Reply, overrides: Partial<LlmConfig> = {}): Promise<LlmConfig> {
  const ai = await startFakeLlm(reply, overrides);
  server = ai.server;
  return ai.config;
}

const calls = () => server!.pageRequests().length;

describe('completeWithAi against an OpenAI-compatible server on loopback', () => {
  it('fills only what the rules left empty, validates, and caches by (hash, model)', async () => {
    expect(missingFields(RULES)).toEqual(['banca', 'prova_data']);
    const config = await fakeAi(() => completion(JSON.stringify(ANSWER)));
    const cache = memoryAiCache();

    const first = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(first).toMatchObject({ via: 'ia', resposta: 'modelo', preenchidos: ['banca', 'prova_data'], aviso: null });
    // The rules' values win: vagas stay 12 (not the model's 999), the agency stays the heading's.
    expect(first.campos).toEqual({ ...RULES, banca: { nome: 'Vunesp', site: 'https://www.vunesp.com.br' }, prova_data: '2026-12-14' });
    expect(calls()).toBe(1);
    const body = JSON.parse(server!.pageRequests()[0]!.body);
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(expect.arrayContaining(['taxas', 'niveis', 'cargos']));
    expect(body.messages[1].content).toContain('visa ao preenchimento de 12 (doze) vagas');

    const second = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(second).toMatchObject({ via: 'ia', resposta: 'cache', campos: first.campos });
    expect(calls()).toBe(1);

    await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config: { ...config, model: 'outro-modelo' }, cache });
    expect(calls()).toBe(2);
    expect(cache.size()).toBe(2);
  });

  it('writes nothing and keeps the rules when the answer breaks the schema', async () => {
    const config = await fakeAi(() => completion(JSON.stringify({ ...ANSWER, prova_data: '14/12/2026', taxas: [-5] })));
    const cache = memoryAiCache();
    const outcome = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(outcome).toMatchObject({ via: 'regras', resposta: 'nenhuma', preenchidos: [], campos: RULES });
    expect(outcome.aviso).toMatch(/^IA respondeu fora do esquema \(.*prova_data.*\): usadas só as regras$/);
    expect(cache.size()).toBe(0);
    // Nothing was cached, so the next run asks again.
    await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(calls()).toBe(2);
  });

  it('writes nothing on invalid JSON, an error status or a timeout', async () => {
    const cache = memoryAiCache();
    for (const [reply, aviso] of [
      [() => completion('{"banca": "Vunesp", "prova_data": '), 'IA respondeu com JSON inválido: usadas só as regras'],
      [() => ({ status: 500, headers: JSON_UTF8, body: '{"error":{"message":"sobrecarga"}}' }), 'IA indisponível (HTTP 500): usadas só as regras'],
      [() => ({ ...completion(JSON.stringify(ANSWER)), delayMs: 500 }), 'IA não respondeu em 0,05 s: usadas só as regras'],
    ] as const) {
      const config = await fakeAi(reply, { timeoutMs: 50 });
      const outcome = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
      expect(outcome).toEqual({ campos: RULES, via: 'regras', resposta: 'nenhuma', preenchidos: [], aviso });
      await server!.close();
      server = null;
    }
    expect(cache.size()).toBe(0);
  });

  it('accepts a valid object wrapped in a Markdown fence', async () => {
    const config = await fakeAi(() => completion(`Segue:\n\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``));
    const outcome = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache: null });
    expect(outcome).toMatchObject({ via: 'ia', preenchidos: ['banca', 'prova_data'] });
  });

  it('does not call the model when the rules left nothing empty, or when AI is not configured', async () => {
    const config = await fakeAi(() => completion(JSON.stringify(ANSWER)));
    const full = { ...RULES, banca: { nome: 'Vunesp', site: null }, prova_data: '2026-12-14' };
    expect(await completeWithAi({ texto: TEXTO, sha256: SHA, regras: full, config, cache: null })).toMatchObject({ via: 'regras', resposta: 'nenhuma', aviso: null });
    expect(calls()).toBe(0);
    const off = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config: null, cache: null });
    expect(off.aviso).toBe('IA não configurada (COLLECTOR_AI_BASE_URL/COLLECTOR_AI_MODEL): usadas só as regras');
  });

  it('drops links the text does not contain', async () => {
    const config = await fakeAi(() => completion(JSON.stringify({ ...ANSWER, link_inscricao: 'https://inventado.example/inscricao' })));
    const rules = { ...RULES, link_inscricao: null };
    const outcome = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: rules, config, cache: null });
    expect(outcome.campos.link_inscricao).toBeNull();
  });
});

describe('the extracao_ia_cache table as the cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  const rows = async () => (await database.db.select({ n: count() }).from(extracaoIaCache))[0]!.n;

  it('stores a validated answer once and answers the second run from it', async () => {
    const cache = drizzleAiCache(database.db);
    const config = await fakeAi(() => completion(JSON.stringify(ANSWER)));
    await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(await rows()).toBe(1);
    const stored = await database.db.select().from(extracaoIaCache).where(eq(extracaoIaCache.sha256, SHA));
    expect(stored[0]).toMatchObject({ modelo: 'modelo-teste', resposta: ANSWER });

    const again = await completeWithAi({ texto: TEXTO, sha256: SHA, regras: RULES, config, cache });
    expect(again).toMatchObject({ resposta: 'cache', preenchidos: ['banca', 'prova_data'] });
    expect(calls()).toBe(1);

    await cache.put(SHA, 'modelo-teste', { ...ANSWER, vagas: 13 });
    expect(await rows()).toBe(1);
    expect(await cache.get(SHA, 'modelo-teste')).toMatchObject({ vagas: 13 });
  });

  it('writes no row for an invalid answer, and ignores a stored answer that no longer validates', async () => {
    const cache = drizzleAiCache(database.db);
    const other = 'b'.repeat(64);
    const config = await fakeAi(() => completion(JSON.stringify({ ...ANSWER, uf: 'São Paulo' })));
    await completeWithAi({ texto: TEXTO, sha256: other, regras: RULES, config, cache });
    expect(await cache.get(other, 'modelo-teste')).toBeNull();

    await database.db.insert(extracaoIaCache).values({ sha256: other, modelo: 'modelo-teste', resposta: { formato: 'antigo' } });
    const outcome = await completeWithAi({ texto: TEXTO, sha256: other, regras: RULES, config, cache });
    expect(outcome).toMatchObject({ via: 'regras', campos: RULES });
    expect(calls()).toBe(2);
  });
});

describe('textForAi', () => {
  it('sends a long edital as its opening plus the lines that carry facts', () => {
    const filler = 'Texto sem fatos relevantes para a extração.\n'.repeat(3000);
    const text = `${'Abertura do edital. '.repeat(100)}\n${filler}Inscrições de 10/01/2026 a 10/02/2026.\n${filler}Taxa de inscrição: R$ 90,00.\n`;
    const sent = textForAi(text, 10_000);
    expect(sent.length).toBeLessThanOrEqual(10_000 + 50);
    expect(sent).toContain('Abertura do edital.');
    expect(sent).toContain('Inscrições de 10/01/2026 a 10/02/2026.');
    expect(sent).toContain('[…]\nTaxa de inscrição: R$ 90,00.');
    expect(textForAi('curto')).toBe('curto');
  });
});
