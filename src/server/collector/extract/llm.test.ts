import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetcher } from '../fetch';
import type { LlmExtraction } from '../schema';
import { queridoDiarioSource } from '../sources/querido-diario';
import { completion, startFakeLlm } from '../testing/fake-llm';
import { FIXTURE_TODAY, fixtureText, JSON_UTF8, startLoopback, type Loopback, type Reply } from '../testing/loopback';
import { createLlmExtractor, llmConfigFromEnv, type LlmConfig } from './llm';
import { extractRules } from './rules';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

const GAZETTES = JSON.parse(fixtureText('querido-diario/gazettes.json')) as { gazettes: { excerpts: string[] }[] };
const CAMPINAS = GAZETTES.gazettes[0]!.excerpts[0]!;
const HINTS = { uf: 'SP' as const, municipio: 'Campinas', ano: 2026 };

/** What the Campinas excerpt says, as both the model's answer and the extracted fields spell it. */
const CAMPINAS_FIELDS = {
  escolaridade: 'Vários_Níveis',
  vagas: 120,
  cadastro_reserva: false,
  remuneracao_min: 3418.52,
  remuneracao_max: 6120.87,
  inscricoes_inicio: '2026-10-13',
  inscricoes_fim: '2026-11-12',
  prova_data: '2026-12-14',
} as const;

const GOOD: LlmExtraction = {
  e_concurso: true,
  orgao_nome: 'Prefeitura Municipal de Campinas',
  orgao_sigla: null,
  uf: 'SP',
  municipio: 'campinas',
  ...CAMPINAS_FIELDS,
  cargos: [
    { nome: 'Agente Administrativo', escolaridade: 'Ensino_Médio', vagas: 80, remuneracao_base: 3418.52 },
    { nome: 'Professor de Educação Básica I', escolaridade: 'Ensino_Superior', vagas: 30, remuneracao_base: 6120.87 },
    { nome: 'Guarda Municipal', escolaridade: 'Ensino_Médio', vagas: 10, remuneracao_base: 4010 },
  ],
  banca: 'Fundação Vunesp',
  link_inscricao: 'https://www.vunesp.com.br/PMCA2602',
  // Not in the text: a model must not be trusted with links it made up.
  link_edital: 'https://inventado.example/edital.pdf',
};

async function fakeAi(reply: () => Reply, overrides: Partial<LlmConfig> = {}) {
  const ai = await startFakeLlm(reply, overrides);
  server = ai.server;
  return createLlmExtractor(ai.config);
}

describe('createLlmExtractor against an OpenAI-compatible server on loopback', () => {
  it('uses a good answer, checked against the reference lists and the text', async () => {
    const extract = await fakeAi(() => completion(JSON.stringify(GOOD)));
    const outcome = await extract(CAMPINAS, HINTS);

    expect(outcome).toMatchObject({ via: 'ia', eConcurso: true, aviso: null });
    expect(outcome.campos).toEqual({
      orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
      uf: 'SP',
      municipio: 'Campinas',
      ...CAMPINAS_FIELDS,
      cargos: GOOD.cargos,
      banca: { nome: 'Vunesp', site: 'https://www.vunesp.com.br' },
      link_inscricao: 'https://www.vunesp.com.br/PMCA2602',
      link_edital: null,
    });

    const request = server!.pageRequests()[0]!;
    expect(request.headers.authorization).toBe('Bearer chave-teste');
    const body = JSON.parse(request.body);
    expect(body.model).toBe('modelo-teste');
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toContain('e_concurso');
    expect(body.messages[0]).toMatchObject({ role: 'system' });
    expect(body.messages[0].content).toContain('Você extrai dados de editais de concursos públicos brasileiros');
    expect(body.messages[1].content).toContain('Município do diário oficial: Campinas/SP');
    expect(body.messages[1].content).toContain('EDITAL DE ABERTURA DE INSCRIÇÕES');
  });

  it('accepts a valid object wrapped in a Markdown fence', async () => {
    const extract = await fakeAi(() => completion('Aqui está:\n```json\n' + JSON.stringify(GOOD) + '\n```'));
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome).toMatchObject({ via: 'ia', aviso: null, campos: { vagas: 120 } });
  });

  it('can ask for plain JSON mode when the server has no structured outputs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const extract = await fakeAi(() => completion(JSON.stringify(GOOD)), { structuredOutputs: false });
    expect((await extract(CAMPINAS, HINTS)).via).toBe('ia');
    expect(JSON.parse(server!.pageRequests()[0]!.body).response_format).toEqual({ type: 'json_object' });
  });

  it('reports a text that is not a concurso', async () => {
    const extract = await fakeAi(() => completion(JSON.stringify({ ...GOOD, e_concurso: false })));
    expect((await extract(CAMPINAS, HINTS)).eConcurso).toBe(false);
  });

  it('falls back to the rules on invalid JSON', async () => {
    const extract = await fakeAi(() => completion('{"e_concurso": true, "vagas": 120, "orgao_nome": "Prefeitura'));
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome).toEqual({
      via: 'regras',
      eConcurso: true,
      aviso: 'IA respondeu com JSON inválido: usadas as regras',
      campos: extractRules(CAMPINAS, HINTS),
    });
  });

  it('falls back to the rules on an answer that violates the schema, saying where', async () => {
    const extract = await fakeAi(() => completion(JSON.stringify({ ...GOOD, uf: 'São Paulo', escolaridade: 'Superior' })));
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome.via).toBe('regras');
    expect(outcome.campos).toEqual(extractRules(CAMPINAS, HINTS));
    expect(outcome.aviso).toMatch(/^IA respondeu fora do esquema \(uf: UF inválida; escolaridade: escolaridade inválida\): usadas as regras$/);
  });

  it('falls back to the rules on an answer whose dates are impossible or inverted', async () => {
    const extract = await fakeAi(() => completion(JSON.stringify({ ...GOOD, inscricoes_inicio: '2026-12-01', inscricoes_fim: '2026-11-12' })));
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome.via).toBe('regras');
    expect(outcome.aviso).toContain('inscricoes_inicio depois de inscricoes_fim');
  });

  it('falls back to the rules on a timeout', async () => {
    const extract = await fakeAi(() => ({ ...completion(JSON.stringify(GOOD)), delayMs: 500 }), { timeoutMs: 50 });
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome).toMatchObject({ via: 'regras', aviso: 'IA não respondeu em 0,05 s: usadas as regras' });
    expect(outcome.campos).toEqual(extractRules(CAMPINAS, HINTS));
  });

  it('falls back to the rules when the server fails', async () => {
    const extract = await fakeAi(() => ({ status: 500, headers: JSON_UTF8, body: '{"error":{"message":"sobrecarga"}}' }));
    const outcome = await extract(CAMPINAS, HINTS);
    expect(outcome).toMatchObject({ via: 'regras', aviso: 'IA indisponível (HTTP 500): usadas as regras' });
    expect(outcome.campos).toEqual(extractRules(CAMPINAS, HINTS));
    expect(server!.pageRequests()).toHaveLength(1);
  });

  it('uses the rules, and says so, when AI is not configured', async () => {
    const outcome = await createLlmExtractor(null)(CAMPINAS, HINTS);
    expect(outcome).toEqual({
      via: 'regras',
      eConcurso: true,
      aviso: 'IA não configurada (COLLECTOR_AI_BASE_URL/COLLECTOR_AI_MODEL): usadas as regras',
      campos: extractRules(CAMPINAS, HINTS),
    });
  });

  it('reads its configuration from the parsed environment', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ COLLECTOR_AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toBeNull();
    expect(llmConfigFromEnv({ COLLECTOR_AI_BASE_URL: 'http://127.0.0.1:11434/v1', COLLECTOR_AI_MODEL: 'qwen2.5', COLLECTOR_AI_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5',
      apiKey: 'k',
    });
  });

  it('drives the Querido Diário source end to end', async () => {
    const ai = await startFakeLlm((req) => {
      const prompt = JSON.parse(req.body).messages[1].content as string;
      return completion(JSON.stringify(prompt.includes('Campinas') ? GOOD : { ...GOOD, e_concurso: false }));
    });
    server = await startLoopback((req) =>
      req.path === '/gazettes' ? { headers: JSON_UTF8, body: fixtureText('querido-diario/gazettes.json') } : {},
    );
    try {
      const result = await queridoDiarioSource({ baseUrl: server.origin }).fetchCandidates({
        fetcher: createFetcher({ retries: 0 }),
        today: FIXTURE_TODAY,
        extractor: createLlmExtractor(ai.config),
      });
      expect(result.candidates).toHaveLength(1);
      expect(result.candidates[0]).toMatchObject({ extracao: 'ia', municipio: 'Campinas', vagas: 120, banca: { nome: 'Vunesp' } });
      expect(result.skipped).toBe(4);
      expect(result.warnings).toEqual([]);
    } finally {
      await ai.server.close();
    }
  });
});
