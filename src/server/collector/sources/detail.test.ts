import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../fetch';
import { memoryPageCache } from '../page-cache';
import { FIXTURE_TODAY, fixture, fixtureText, HTML_UTF8, startLoopback, type Handler, type Loopback } from '../testing/loopback';
import type { Candidate, SourceContext } from '../types';
import { emptyDetail, lineHash, mergeDetail, sameSite, type DetailFields } from './detail';
import { parseJcDetailPage } from './jc-detail';
import { pciHtmlSource } from './pci-html';
import { parsePciNoticePage } from './pci-notice';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const ORIGIN = 'http://127.0.0.1:8123';

describe('sameSite and lineHash', () => {
  it('takes www. and subdomains as the same site, a loopback port as a site of its own', () => {
    expect(sameSite('https://www.pciconcursos.com.br/noticias/x', 'https://pciconcursos.com.br/mcp')).toBe(true);
    expect(sameSite('https://mcp.pciconcursos.com.br/', 'https://www.pciconcursos.com.br/noticias/x')).toBe(true);
    expect(sameSite('https://conhecimento.fgv.br/x.pdf', 'https://www.pciconcursos.com.br/noticias/x')).toBe(false);
    expect(sameSite('https://www.campinas.sp.gov.br/a', 'https://www.saopaulo.sp.gov.br/a')).toBe(false);
    expect(sameSite('http://127.0.0.1:8123/noticias/x', 'http://127.0.0.1:8123/concursos/')).toBe(true);
    expect(sameSite('http://127.0.0.1:8124/noticias/x', 'http://127.0.0.1:8123/concursos/')).toBe(false);
    expect(sameSite('não é url', 'http://127.0.0.1:8123/')).toBe(false);
  });

  it('hashes the listing line with its whitespace normalised', () => {
    const line = { fonte_chave: 'pci:noticias/a', fonte_url: 'https://www.pciconcursos.com.br/noticias/a', texto: 'Prefeitura de X | 10 vagas' };
    expect(lineHash(line)).toMatch(/^[0-9a-f]{64}$/);
    expect(lineHash({ ...line, texto: ' Prefeitura  de X |\n10 vagas ' })).toBe(lineHash(line));
    expect(lineHash({ ...line, texto: 'Prefeitura de X | 12 vagas' })).not.toBe(lineHash(line));
  });
});

describe('parsePciNoticePage (PCI news page)', () => {
  const read = (name: string) => parsePciNoticePage(fixtureText(`pci-noticia/${name}.html`), `${ORIGIN}/noticias/${name}`, FIXTURE_TODAY);

  it('reads board, fee, registration period, exam date and links; the PCI-hosted PDF goes last', () => {
    const page = read('sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(page).toMatchObject({
      banca: { nome: 'FGV', site: 'https://conhecimento.fgv.br' },
      uf: 'AL',
      escolaridade: 'Ensino_Superior',
      taxas: [180],
      inscricoes_inicio: '2026-09-17',
      inscricoes_fim: '2026-10-21',
      prova_data: '2026-11-29',
      remuneracao_max: 25270.68,
      link_inscricao: 'https://conhecimento.fgv.br/concursos/sefazal26',
      links_edital: [
        'https://conhecimento.fgv.br/sites/default/files/concursos/sefazal26/edital-de-abertura.pdf',
        `${ORIGIN}/download/pdf/301455/edital-sefaz-al-2026.pdf`,
      ],
    });
    // Vacancies and pay from prose only fill gaps (the listing's '40 vagas + 60 CR' is better than the text's largest count).
    expect(page.fracos).toEqual(expect.arrayContaining(['vagas', 'remuneracao']));
    expect(page.texto).toContain('Fundação Getúlio Vargas');
  });

  it('reads a table of positions: vacancies, pay, level and workload of each', () => {
    const page = read('prefeitura-de-petrolina-pe-prorroga-inscricoes-de-concurso-com-236-vagas-na-saude');
    expect(page.cargos).toEqual([
      { nome: 'Agente Comunitário de Saúde', escolaridade: 'Ensino_Fundamental', vagas: 120, remuneracao: 2824, jornada: '40h semanais', taxa: null },
      { nome: 'Técnico de Enfermagem', escolaridade: 'Ensino_Técnico', vagas: 70, remuneracao: 2650, jornada: '40h semanais', taxa: null },
      { nome: 'Enfermeiro', escolaridade: 'Ensino_Superior', vagas: 36, remuneracao: 4800, jornada: '30h semanais', taxa: null },
      { nome: 'Médico Plantonista', escolaridade: 'Ensino_Superior', vagas: 10, remuneracao: 14000, jornada: '24h semanais', taxa: null },
    ]);
    expect(page).toMatchObject({
      orgao: { nome: 'Prefeitura de Petrolina', sigla: null },
      municipio: 'Petrolina',
      uf: 'PE',
      vagas: 236,
      remuneracao_min: 2650,
      remuneracao_max: 14000,
      taxas: [55, 75, 110],
      inscricoes_inicio: '2026-09-28',
      inscricoes_fim: '2026-11-03',
      prova_data: '2026-12-06',
      banca: { nome: 'Instituto Consulplan' },
      link_inscricao: 'https://www.institutoconsulplan.org.br/inscricoes/petrolina-2026',
    });
    expect(page.fracos).not.toContain('vagas');
    // The opening edital before its rectification, whatever the page's order.
    expect(page.links_edital).toEqual([
      'https://www.institutoconsulplan.org.br/editais/petrolina-2026/edital.pdf',
      'https://www.institutoconsulplan.org.br/editais/petrolina-2026/retificacao-01.pdf',
    ]);
  });

  it('reads positions written one per list item', () => {
    const page = read('ibge-abre-processo-seletivo-com-2000-vagas-temporarias');
    expect(page.cargos).toEqual([
      { nome: 'Agente de Pesquisas e Mapeamento', escolaridade: 'Ensino_Médio', vagas: 1800, remuneracao: 2676.24, jornada: '40h semanais', taxa: null },
      { nome: 'Supervisor de Coleta e Qualidade', escolaridade: 'Ensino_Médio', vagas: 200, remuneracao: 3379, jornada: '40h semanais', taxa: null },
    ]);
    expect(page).toMatchObject({ vagas: 2000, taxas: [48.5], inscricoes_inicio: '2026-10-01', inscricoes_fim: '2026-10-23', banca: { nome: 'Cebraspe' } });
  });

  it("reads a real page's specialties after the position's name, the board by its site, and the pay without the benefit beside it (Câmara de Unaí, PCI, 26/08/2026)", () => {
    // The article of the real PCI page (labelled set, tuning half), in the page's own markup.
    const article = [
      '<article id="noticia"><h1>Câmara de Unaí - MG abre concurso público com remuneração de R$ 9.193,89</h1><div itemprop="articleBody">',
      '<p>A <a href="https://www.unai.mg.leg.br/" target="_blank">Câmara Municipal de Unaí</a>, no Estado de Minas Gerais, abriu um Concurso Público visando preencher vagas imediatas e formar cadastro de reserva para profissionais de nível superior.</p>',
      '<p>Segundo o edital, as oportunidades são para os cargos de:</p>',
      '<ul><li>Analista de Atividades da Secretaria - Analista de Sistemas (1 vaga + cadastro de reserva)</li><li>Analista de Atividades da Secretaria - Consultor Jurídico (cadastro de reserva)</li><li>Analista de Atividades da Secretaria - Contador (1 vaga + cadastro de reserva)</li></ul><p>A jornada de trabalho será de 30 horas semanais. A remuneração é de R$ 9.193,89, acrescida de auxílio-alimentação de R$ 1.200,00 e outros benefícios previstos.</p>',
      '<p>As inscrições estarão abertas das 16h do dia 30 de outubro de 2026 até às 16h do dia 1º de dezembro de 2026, pelo site <a href="https://www.institutoconsulplan.org.br/" target="_blank">www.institutoconsulplan.org.br</a>. A taxa de inscrição é de R$ 80,00 para todos os cargos.</p>',
      '</div></article>',
    ].join('\n');
    const page = parsePciNoticePage(`<html><body>${article}</body></html>`, `${ORIGIN}/noticias/camara-de-unai`, '2026-08-26');
    expect(page.cargos.map((c) => [c.nome, c.vagas])).toEqual([
      ['Analista de Atividades da Secretaria - Analista de Sistemas', 1],
      ['Analista de Atividades da Secretaria - Consultor Jurídico', 0],
      ['Analista de Atividades da Secretaria - Contador', 1],
    ]);
    expect(page).toMatchObject({ vagas: 2, banca: { nome: 'Instituto Consulplan' }, remuneracao_min: 9193.89, remuneracao_max: 9193.89, taxas: [80], inscricoes_fim: '2026-12-01' });
  });

  it('refuses a page of another layout and garbage', () => {
    expect(() => read('layout-diferente')).toThrow(/fora do formato conhecido/);
    const garbage = parsePciNoticePage.bind(null, fixture('pci-noticia/lixo.html').toString('latin1'), `${ORIGIN}/noticias/lixo`, FIXTURE_TODAY);
    expect(garbage).toThrow(/fora do formato conhecido/);
  });
});

describe('parseJcDetailPage (JC notice page)', () => {
  const read = (name: string) => parseJcDetailPage(fixtureText(`jc-detalhe/${name}.html`), `${ORIGIN}/concurso/${name}`, FIXTURE_TODAY);

  it('reads the labelled rows and the article; relative links resolve against the page, only http(s) kept', () => {
    const page = read('concurso-prefeitura-de-campinas-sp');
    expect(page).toMatchObject({
      orgao: { nome: 'Prefeitura Municipal de Campinas', sigla: null },
      uf: 'SP',
      municipio: 'Campinas',
      vagas: 300,
      taxas: [75, 110],
      escolaridade: 'Vários_Níveis',
      remuneracao_min: null,
      remuneracao_max: 8500,
      banca: { nome: 'Vunesp', site: 'https://www.vunesp.com.br' },
      inscricoes_inicio: '2026-11-12',
      inscricoes_fim: '2026-12-14',
      prova_data: '2027-01-31',
      links_edital: [`${ORIGIN}/uploads/editais/campinas-2026/edital-abertura.pdf`],
      link_inscricao: 'https://www.vunesp.com.br/PMCA2601',
      fracos: [],
    });
    expect(page.cargos.map((c) => c.nome)).toEqual(['Agente Administrativo', 'Professor de Educação Básica', 'Guarda Municipal']);
    expect(page.texto).toContain('Organizadora: Vunesp');
  });

  it("leaves the board empty when it is 'A definir', and the state when the notice is national", () => {
    const page = read('concurso-inss');
    expect(page).toMatchObject({ orgao: { nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS' }, banca: null, uf: null, vagas: 7500, taxas: [85] });
    expect(page.cargos).toEqual([{ nome: 'Técnico do Seguro Social', escolaridade: 'Ensino_Médio', vagas: 7500, remuneracao: 5905.79, jornada: null, taxa: null }]);
  });

  it('refuses a page of another layout and garbage', () => {
    expect(() => read('layout-diferente')).toThrow(/fora do formato conhecido/);
    expect(() => read('lixo')).toThrow(/fora do formato conhecido/);
  });
});

function listingCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    fonte: 'pci',
    fonte_chave: 'pci:noticias/exemplo',
    fonte_url: `${ORIGIN}/noticias/exemplo`,
    titulo: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual',
    orgao: { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ' },
    uf: 'AL',
    municipio: null,
    status: 'encerrado',
    escolaridade: 'Ensino_Superior',
    vagas: 40,
    cadastro_reserva: true,
    remuneracao_min: null,
    remuneracao_max: 25270.68,
    inscricoes_inicio: '2026-09-01',
    inscricoes_fim: '2026-09-30',
    prova_data: null,
    cargos: [{ nome: 'Auditor Fiscal da Receita Estadual', escolaridade: 'Ensino_Superior', vagas: 40, remuneracao_base: 25270.68 }],
    tags: ['Cadastro Reserva', 'Fiscal', 'Estadual', 'Nível Superior'],
    link_edital: null,
    link_inscricao: null,
    banca: null,
    texto: 'SEFAZ - Secretaria de Estado da Fazenda de Alagoas | 40 vagas + 60 CR até R$ 25.270,68',
    extracao: 'estruturado',
    ...overrides,
  };
}

function page(overrides: Partial<DetailFields>): DetailFields {
  return { ...emptyDetail('texto da página'), ...overrides };
}

describe('mergeDetail', () => {
  it('the page replaces what it states; status and title follow the new dates', () => {
    const merged = mergeDetail(
      listingCandidate(),
      page({
        banca: { nome: 'FGV', site: 'https://conhecimento.fgv.br' },
        inscricoes_fim: '2026-10-21',
        prova_data: '2026-11-29',
        links_edital: ['https://conhecimento.fgv.br/edital.pdf'],
        link_inscricao: 'https://conhecimento.fgv.br/concursos/sefazal26',
      }),
      { today: FIXTURE_TODAY },
    );
    expect(merged).toMatchObject({
      banca: { nome: 'FGV' },
      inscricoes_inicio: '2026-09-01',
      inscricoes_fim: '2026-10-21',
      status: 'inscricoes_abertas',
      prova_data: '2026-11-29',
      link_edital: 'https://conhecimento.fgv.br/edital.pdf',
      link_inscricao: 'https://conhecimento.fgv.br/concursos/sefazal26',
      vagas: 40,
      titulo: 'Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual',
    });
    expect(merged.texto).toBe('SEFAZ - Secretaria de Estado da Fazenda de Alagoas | 40 vagas + 60 CR até R$ 25.270,68\n\ntexto da página');
  });

  it('keeps what the listing states as structure, and lets prose only fill gaps', () => {
    const detail = page({ uf: 'PE', inscricoes_fim: '2026-12-01', vagas: 60, remuneracao_min: 180, remuneracao_max: 25270.68, fracos: ['vagas', 'remuneracao'] });
    const kept = mergeDetail(listingCandidate(), detail, { today: FIXTURE_TODAY, keep: ['uf', 'inscricoes_inicio', 'inscricoes_fim'] });
    expect(kept).toMatchObject({ uf: 'AL', inscricoes_fim: '2026-09-30', vagas: 40, remuneracao_min: null, status: 'encerrado' });
    const filled = mergeDetail(listingCandidate({ vagas: null }), detail, { today: FIXTURE_TODAY });
    expect(filled.vagas).toBe(60);
  });

  it("takes the page's agency only when the listing has none or just its acronym, unless told to replace it", () => {
    const inss = listingCandidate({ orgao: { nome: 'INSS', sigla: 'INSS' }, uf: null, titulo: 'Concurso INSS 2026', cargos: [] });
    const full = page({ orgao: { nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS' } });
    expect(mergeDetail(inss, full, { today: FIXTURE_TODAY }).orgao).toEqual({ nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS' });
    const other = page({ orgao: { nome: 'Sefaz', sigla: null } });
    expect(mergeDetail(listingCandidate(), other, { today: FIXTURE_TODAY }).orgao?.sigla).toBe('SEFAZ');
    expect(mergeDetail(listingCandidate(), other, { today: FIXTURE_TODAY, orgao: 'replace' }).orgao).toEqual({ nome: 'Sefaz', sigla: null });
  });

  it("with linkEdital 'official', a PDF on the source's own site (behind its CAPTCHA) never becomes link_edital", () => {
    const own = page({ links_edital: [`${ORIGIN}/download/pdf/1/edital.pdf`] });
    expect(mergeDetail(listingCandidate(), own, { today: FIXTURE_TODAY, linkEdital: 'official' }).link_edital).toBeNull();
    expect(mergeDetail(listingCandidate(), own, { today: FIXTURE_TODAY }).link_edital).toBe(`${ORIGIN}/download/pdf/1/edital.pdf`);
  });

  it('never makes registration start after it ends', () => {
    const merged = mergeDetail(listingCandidate(), page({ inscricoes_inicio: '2026-10-10' }), { today: FIXTURE_TODAY });
    expect(merged).toMatchObject({ inscricoes_inicio: '2026-09-01', inscricoes_fim: '2026-09-30' });
  });

  it('positions: the page lists them (the listing level fills a gap), or enriches the structured ones by name', () => {
    const detail = page({
      cargos: [
        { nome: 'Auditor Fiscal da Receita Estadual', escolaridade: null, vagas: 40, remuneracao: 25270.68, jornada: '40h semanais', taxa: 180 },
        { nome: 'Analista da Fazenda', escolaridade: 'Ensino_Superior', vagas: 5, remuneracao: 9000, jornada: null, taxa: null },
      ],
    });
    // Workload and fee come along with each position.
    expect(mergeDetail(listingCandidate(), detail, { today: FIXTURE_TODAY }).cargos).toEqual([
      { nome: 'Auditor Fiscal da Receita Estadual', escolaridade: 'Ensino_Superior', vagas: 40, remuneracao_base: 25270.68, jornada: '40h semanais', taxa: 180 },
      { nome: 'Analista da Fazenda', escolaridade: 'Ensino_Superior', vagas: 5, remuneracao_base: 9000, jornada: null, taxa: null },
    ]);
    expect(mergeDetail(listingCandidate(), detail, { today: FIXTURE_TODAY, keep: ['cargos'] }).cargos).toEqual([
      { nome: 'Auditor Fiscal da Receita Estadual', escolaridade: 'Ensino_Superior', vagas: 40, remuneracao_base: 25270.68, jornada: '40h semanais', taxa: 180 },
    ]);
  });

  it('fees the page states once, or per level, go to the positions without one of their own', () => {
    const cargos = [
      { nome: 'Agente Administrativo', escolaridade: 'Ensino_Médio' as const, vagas: 10, remuneracao: 2500, jornada: null, taxa: null },
      { nome: 'Analista', escolaridade: 'Ensino_Superior' as const, vagas: 5, remuneracao: 6000, jornada: null, taxa: null },
      { nome: 'Contador', escolaridade: 'Ensino_Superior' as const, vagas: 1, remuneracao: 6000, jornada: null, taxa: 150 },
    ];
    const taxas = (t: number[]) => mergeDetail(listingCandidate(), page({ cargos, taxas: t }), { today: FIXTURE_TODAY }).cargos.map((c) => c.taxa);
    expect(taxas([80])).toEqual([80, 80, 150]);
    expect(taxas([120, 80])).toEqual([80, 120, 150]);
    // Three fees for two levels: which is whose is not known.
    expect(taxas([60, 80, 120])).toEqual([null, null, 150]);
  });
});

/** A PCI listing item (the HTML listing's markup) whose news page is `href`. */
function listingItem(orgao: string, href: string, vagas = '10 vagas até R$ 3.000,00'): string {
  return `<div class="na"><div class="ca"><a href="${href}" title="${orgao} abre concurso">${orgao}</a></div><div class="cc">AL</div><div class="cd">${vagas}<br><span>Agente Administrativo<br><span>Médio</span></span></div><div class="ce"><span>30/10/2026</span></div></div>`;
}

const ROBUSTNESS_LISTING = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="concursos">
${listingItem('Prefeitura de Maceió - AL', '/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal', '40 vagas + 60 CR até R$ 25.270,68')}
${listingItem('Prefeitura de Arapiraca - AL', '/noticias/sumiu')}
${listingItem('Prefeitura de Penedo - AL', '/noticias/lenta')}
${listingItem('Prefeitura de Coruripe - AL', '/noticias/enorme')}
${listingItem('Prefeitura de Delmiro Gouveia - AL', '/noticias/outro-layout')}
${listingItem('Prefeitura de Palmeira dos Índios - AL', '/noticias/lixo')}
${listingItem('Prefeitura de Rio Largo - AL', 'https://www.pciconcursos.com.br/noticias/rio-largo')}
</div></body></html>`;

/** The listing and its items' pages: one good, one missing, one slow, one huge, one of another layout, one garbage. */
function robustnessSite(): Handler {
  return (req) => {
    switch (req.path) {
      case '/concursos/':
        return { headers: HTML_UTF8, body: ROBUSTNESS_LISTING };
      case '/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal':
        return { headers: HTML_UTF8, body: fixture('pci-noticia/sefaz-al-abre-concurso-publico-para-auditor-fiscal.html') };
      case '/noticias/lenta':
        return { headers: HTML_UTF8, body: '<p>tarde</p>', delayMs: 3_000 };
      case '/noticias/enorme':
        return { headers: HTML_UTF8, body: `<article id="noticia"><h1>x</h1><div itemprop="articleBody">${'x'.repeat(300 * 1024)}</div></article>` };
      case '/noticias/outro-layout':
        return { headers: HTML_UTF8, body: fixture('pci-noticia/layout-diferente.html') };
      case '/noticias/lixo':
        return { headers: HTML_UTF8, body: fixture('pci-noticia/lixo.html') };
      case '/robots.txt':
        return {};
      default:
        return { status: 404, body: 'não encontrado' };
    }
  };
}

describe('detail pages over a real server: every failure contained and reported per page', () => {
  it('a missing, slow, huge, different or garbage page keeps its listing item; the good one is refined', async () => {
    server = await startLoopback(robustnessSite());
    const origin = server.origin;
    const cache = memoryPageCache();
    const ctx: SourceContext = {
      fetcher: createFetcher({ timeoutMs: 1_000, retries: 0, backoffMs: 1, maxBytes: 256 * 1024 }),
      today: FIXTURE_TODAY,
      pageCache: cache,
      paginas: { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] },
    };
    const source = pciHtmlSource({ urls: `${origin}/concursos/` });
    const result = await source.fetchCandidates(ctx);

    expect(result.errors).toEqual([]);
    expect(result.candidates).toHaveLength(7);
    const good = result.candidates.find((c) => c.fonte_chave === 'pci:noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal')!;
    expect(good).toMatchObject({
      origem: 'detalhe',
      banca: { nome: 'FGV' },
      vagas: 40,
      prova_data: '2026-11-29',
      link_edital: 'https://conhecimento.fgv.br/sites/default/files/concursos/sefazal26/edital-de-abertura.pdf',
      link_inscricao: 'https://conhecimento.fgv.br/concursos/sefazal26',
    });
    expect(good.linha_hash).toMatch(/^[0-9a-f]{64}$/);
    const others = result.candidates.filter((c) => c !== good);
    expect(others.every((c) => c.origem === 'listagem')).toBe(true);
    // A failed page leaves its line without a hash, so the next run asks again; the off-site one has nothing to ask.
    expect(others.filter((c) => c.linha_hash).map((c) => c.fonte_chave)).toEqual(['pci:noticias/rio-largo']);

    // The off-site link is none of the source's pages: not fetched, not counted.
    expect(ctx.paginas).toMatchObject({ buscadas: 1, nao_modificadas: 0, puladas: 0 });
    const falhas = Object.fromEntries(ctx.paginas!.falhas.map((f) => [f.url.replace(origin, ''), f.motivo]));
    expect(falhas).toEqual({
      '/noticias/sumiu': `HTTP 404 em ${origin}/noticias/sumiu`,
      '/noticias/lenta': `Tempo esgotado (1 s) em ${origin}/noticias/lenta`,
      '/noticias/enorme': `Resposta maior que o limite de 256 KB em ${origin}/noticias/enorme`,
      '/noticias/outro-layout': expect.stringMatching(/^página de notícia do PCI fora do formato conhecido/),
      '/noticias/lixo': expect.stringMatching(/^página de notícia do PCI fora do formato conhecido/),
    });
    // Never the real site: the off-site link was not followed.
    expect(server.pageRequests().map((r) => r.path)).not.toContain('/noticias/rio-largo');

    // Next run: the lines are known; the good page is read from the cache, the failed ones are asked for again.
    const known = new Map(result.candidates.flatMap((c) => (c.linha_hash ? [[c.fonte_chave, c.linha_hash] as const] : [])));
    const before = server.pageRequests().length;
    const next: SourceContext = { ...ctx, knownLines: (key) => known.get(key) ?? null, paginas: { buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [] } };
    const again = await source.fetchCandidates(next);
    const asked = server.pageRequests().slice(before).map((r) => r.path);
    expect(asked).not.toContain('/noticias/sefaz-al-abre-concurso-publico-para-auditor-fiscal');
    expect(asked.sort()).toEqual(['/concursos/', '/noticias/enorme', '/noticias/lenta', '/noticias/lixo', '/noticias/outro-layout', '/noticias/sumiu']);
    expect(next.paginas).toMatchObject({ buscadas: 0, puladas: 1 });
    expect(next.paginas!.falhas).toHaveLength(5);
    expect(again.candidates.find((c) => c.fonte_chave === good.fonte_chave)).toEqual(good);
  });
});
