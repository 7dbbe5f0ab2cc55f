import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher, FetchError } from '../fetch';
import { FIXTURE_TODAY, fixture, HTML_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import { SourceFormatError, type Candidate, type SourceContext } from '../types';
import { parsePciListing, pciHtmlSource } from './pci-html';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function run(handler: Handler, paths: string[] = ['/concursos/'], fetcherOptions: Parameters<typeof createFetcher>[0] = {}) {
  server = await startLoopback(handler);
  const ctx: SourceContext = {
    fetcher: createFetcher({ timeoutMs: 1_000, retries: 2, backoffMs: 1, ...fetcherOptions }),
    today: FIXTURE_TODAY,
  };
  return pciHtmlSource({ urls: paths.map((p) => `${server!.origin}${p}`) }).fetchCandidates(ctx);
}

const page = (name: string) => () => ({ headers: HTML_UTF8, body: fixture(`pci-html/${name}`) });

function bySlug(candidates: Candidate[], slug: string): Candidate {
  const found = candidates.find((c) => c.fonte_chave === `pci:noticias/${slug}`);
  if (!found) throw new Error(`sem ${slug}: ${candidates.map((c) => c.fonte_chave).join(', ')}`);
  return found;
}

describe('pciHtmlSource: current markup (na/da/ea with data-url)', () => {
  it('reads every item of the listing', async () => {
    const result = await run(page('concursos.html'));
    expect(result.errors).toEqual([]);
    expect(result.candidates.map((c) => c.orgao?.sigla ?? c.orgao?.nome)).toEqual([
      'IBGE',
      'Banco do Brasil',
      'SEFAZ',
      'Câmara Municipal de Maceió',
      'Prefeitura de Petrolina',
      'PM',
      'Prefeitura de São José dos Campos',
    ]);
  });

  it('maps a national item (blank UF cell under the NACIONAL header) and a date range', async () => {
    const { candidates } = await run(page('concursos.html'));
    const ibge = bySlug(candidates, 'ibge-abre-processo-seletivo-com-2000-vagas-temporarias');
    expect(ibge).toMatchObject({
      fonte: 'pci',
      fonte_url: 'https://www.pciconcursos.com.br/noticias/ibge-abre-processo-seletivo-com-2000-vagas-temporarias',
      orgao: { nome: 'Instituto Brasileiro de Geografia e Estatística', sigla: 'IBGE' },
      uf: null,
      vagas: 2000,
      remuneracao_max: 3379,
      escolaridade: 'Ensino_Médio',
      inscricoes_inicio: '2026-10-01',
      inscricoes_fim: '2026-10-23',
      status: 'inscricoes_abertas',
      titulo: 'Processo Seletivo IBGE 2026',
      extracao: 'regras',
    });
    expect(ibge.cargos.map((c) => c.nome)).toEqual(['Agente de Pesquisas e Mapeamento', 'Supervisor de Coleta e Qualidade']);
  });

  it('resolves relative links and reads "N vagas + CR" and "Prorrogado até<br>date"', async () => {
    const { candidates } = await run(page('concursos.html'));
    const bb = bySlug(candidates, 'banco-do-brasil-anuncia-concurso-para-escriturario');
    expect(bb).toMatchObject({
      // The item's href is relative: it resolves against the page it was read from.
      fonte_url: `${server!.origin}/noticias/banco-do-brasil-anuncia-concurso-para-escriturario`,
      uf: null,
      vagas: 6000,
      cadastro_reserva: true,
      remuneracao_max: 5357.38,
      inscricoes_fim: '2026-10-30',
      status: 'inscricoes_abertas',
      banca: { nome: 'Cesgranrio' },
    });
    expect(bb.tags).toEqual(['Cadastro Reserva', 'Bancária', 'Nível Médio']);
  });

  it('reads "Cadastro reserva até R$" and "Reaberto até" with the municipality from the agency', async () => {
    const { candidates } = await run(page('concursos.html'));
    const maceio = bySlug(candidates, 'camara-de-maceio-al-retifica-concurso');
    expect(maceio).toMatchObject({
      orgao: { nome: 'Câmara Municipal de Maceió', sigla: null },
      uf: 'AL',
      municipio: 'Maceió',
      vagas: 0,
      cadastro_reserva: true,
      remuneracao_max: 6211.4,
      escolaridade: 'Vários_Níveis',
      inscricoes_fim: '2026-10-28',
      status: 'inscricoes_abertas',
    });
    expect(maceio.cargos.map((c) => c.nome)).toEqual(['Assistente Legislativo', 'Analista Legislativo', 'Procurador']);
    expect(maceio.tags).toEqual(['Cadastro Reserva', 'Legislativa', 'Jurídica', 'Municipal', 'Nível Superior']);

    const pm = bySlug(candidates, 'pm-sp-reabre-concurso-para-soldado');
    expect(pm).toMatchObject({ uf: 'SP', vagas: 2700, inscricoes_fim: '2026-10-20', banca: { nome: 'Vunesp' }, titulo: 'Concurso PM-SP 2026 - Soldado PM de 2ª Classe' });
  });

  it('leaves "Vários Cargos" without positions and marks a future range as publicado', async () => {
    const { candidates } = await run(page('concursos.html'));
    const sjc = bySlug(candidates, 'prefeitura-de-sao-jose-dos-campos-sp-publica-edital');
    expect(sjc).toMatchObject({
      municipio: 'São José dos Campos',
      cargos: [],
      escolaridade: 'Vários_Níveis',
      inscricoes_inicio: '2026-10-19',
      inscricoes_fim: '2026-11-12',
      status: 'publicado',
    });
  });

  it('gives a notice the same key as the MCP source, so the fallback updates instead of duplicating', async () => {
    const { candidates } = await run(page('concursos.html'));
    expect(candidates.map((c) => c.fonte_chave)).toContain('pci:noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal');
  });
});

describe('pciHtmlSource: encodings and older markup', () => {
  it('reads an ISO-8859-1 page served behind a utf-8 header without mojibake', async () => {
    const { candidates, errors } = await run(page('concursos-ma-latin1.html'), ['/concursos/ma/']);
    expect(errors).toEqual([]);
    expect(candidates).toHaveLength(3);
    expect(candidates[0]!.orgao).toEqual({
      nome: 'Fundação de Amparo à Pesquisa e ao Desenvolvimento Científico e Tecnológico do Maranhão',
      sigla: 'FAPEMA',
    });
    const saoLuis = candidates[1]!;
    expect(saoLuis).toMatchObject({ municipio: 'São Luís', uf: 'MA', vagas: 1300, inscricoes_inicio: '2026-10-06', inscricoes_fim: '2026-11-06' });
    expect(saoLuis.cargos.map((c) => c.nome)).toEqual(['Professor de Educação Básica', 'Cuidador', 'Intérprete de Libras']);
    const imperatriz = candidates[2]!;
    expect(imperatriz).toMatchObject({ municipio: 'Imperatriz', vagas: 18, cadastro_reserva: true, banca: { nome: 'Instituto Consulplan' } });
    for (const c of candidates) expect(JSON.stringify(c)).not.toMatch(/\uFFFD|Ã§|Ã£/);
  });

  it('reads the 2010s markup where .cc/.cd/.ce sit inside .ca', async () => {
    const { candidates, errors } = await run(page('listagem-antiga.html'), ['/geologia/']);
    expect(errors).toEqual([]);
    expect(candidates.map((c) => [c.orgao?.sigla, c.uf, c.inscricoes_fim, c.status])).toEqual([
      ['CPRM', null, '2026-11-02', 'inscricoes_abertas'],
      ['SEMAD', 'MG', '2026-10-13', 'inscricoes_abertas'],
      ['SEDUC', 'PI', '2026-02-17', 'encerrado'],
    ]);
    expect(candidates[2]!.remuneracao_max).toBe(3500);
    expect(candidates[1]!.titulo).toBe('Processo Seletivo SEMAD-MG 2026 - Analista Ambiental');
  });
});

describe('pciHtmlSource: failures', () => {
  it('returns nothing, and no error, for an empty listing', async () => {
    expect(await run(page('vazia.html'), ['/concursos/ac/'])).toEqual({ candidates: [], errors: [], warnings: [], skipped: 0 });
  });

  it('throws when the layout changed (no recognisable item on a non-empty page)', async () => {
    const promise = run(page('layout-mudou.html'));
    await expect(promise).rejects.toBeInstanceOf(SourceFormatError);
    await expect(promise).rejects.toThrow(/nenhum concurso reconhecível na página \(layout mudou\?\)/);
  });

  it('throws when items are there but their agency link is gone', () => {
    const html = '<div class="ua"><div class="uf">SP</div></div><div class="ea"><div class="ca">Sem link</div><div class="cc">SP</div></div>';
    expect(() => parsePciListing(html, 'http://x/')).toThrow('pci-html: http://x/: 1 itens sem órgão (.ca a) — layout mudou?');
  });

  it('retries a 500 and then fails', async () => {
    const promise = run((req) => (req.path === '/robots.txt' ? {} : { status: 500, body: 'erro' }));
    await expect(promise).rejects.toBeInstanceOf(FetchError);
    expect(server!.pageRequests()).toHaveLength(3);
  });

  it('keeps the pages that answered when another fails', async () => {
    const result = await run((req) => (req.path === '/concursos/' ? page('concursos.html')() : req.path === '/robots.txt' ? {} : { status: 500 }), ['/concursos/', '/concursos/rr/']);
    expect(result.candidates).toHaveLength(7);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(/HTTP 500 .*\/concursos\/rr\/, após 3 tentativas/);
  });

  it('times out', async () => {
    const promise = run((req) => (req.path === '/robots.txt' ? {} : { ...page('concursos.html')(), delayMs: 300 }), ['/concursos/'], {
      timeoutMs: 40,
      retries: 0,
    });
    await expect(promise).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('respects robots.txt', async () => {
    const promise = run((req) => (req.path === '/robots.txt' ? { body: 'User-agent: MCI-Coletor\nDisallow: /concursos\n' } : page('concursos.html')()));
    await expect(promise).rejects.toThrow(/não permite que MCI-Coletor acesse \/concursos\//);
  });
});
