import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, createUser, setUserEditalStatus } from '#tests/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { sendChangeAlerts } from '../../alerts/mudancas';
import { edital, editalCargo, editalPdf, editalVersao, mailQueue } from '../../db/schema';
import { parseEnv } from '../../env';
import { createFetcher } from '../fetch';
import { runCollector, type CollectorDeps } from '../run-collector';
import { pciHtmlSource } from '../sources/pci-html';
import { FIXTURE_TODAY, fixtureText, HTML_UTF8, startLoopback, type Loopback, type Reply } from '../testing/loopback';
import type { Candidate } from '../types';
import { memoryAiCache } from './ai';
import { extractEdital } from './extract';
import { emptyTally } from '../page-cache';
import { applyPdf, knownPdfs, readEditalPdf, recordPdfReading, type KnownPdf, type PdfReading, type PdfStageContext } from './stage';
import { pdfText } from './text';
import { minimalPdf, tuningBytes, tuningNotice } from './testing/fixtures';

/**
 * The PDF stage in whole runs (issue 16): a PCI listing and its notice pages on one loopback
 * server, the agencies' PDFs on another (another site, as official PDFs are). One notice's PDF is a
 * real edital of the labelled set's tuning half; the others fail in every way a PDF can. Then an
 * unchanged re-run, and a rectification (a new file at the same address after the line changed).
 */

/** A real edital (tuning half) whose labels the rules read exactly. */
const EDITAL_ID = 'pdf-ifsuldeminas-107-2019';
const EDITAL = tuningBytes(EDITAL_ID);
const LABEL = tuningNotice(EDITAL_ID).esperado as unknown as Record<string, unknown>;
/** The same edital republished: a new file (bytes after its end), hence a new hash. */
const RETIFICADO = new Uint8Array([...EDITAL, ...new TextEncoder().encode('\n% retificação 1\n')]);

/** A real multi-level edital (tuning half): medium, higher and specialist positions. */
const MULTINIVEL_ID = 'pdf-tjro-2024';

const PDFS = ['edital', 'multinivel', 'sumiu', 'enorme', 'pagina', 'corrompido', 'escaneado'] as const;
type Pdf = (typeof PDFS)[number];

let site: Loopback;
let agency: Loopback;
let database: TestDatabase;
/** What each listing line says of vacancies (a change makes the line new, and its page and PDF are asked again). */
const vagas: Record<Pdf, number> = { edital: 10, multinivel: 10, sumiu: 10, enorme: 10, pagina: 10, corrompido: 10, escaneado: 10 };
let current = EDITAL;

const SEFAZ_PAGE = fixtureText('pci-noticia/sefaz-al-abre-concurso-publico-para-auditor-fiscal.html');
const FGV_PDF = 'https://conhecimento.fgv.br/sites/default/files/concursos/sefazal26/edital-de-abertura.pdf';

function listing(): string {
  const items = PDFS.map(
    (name, i) =>
      `<div class="na"><div class="ca"><a href="/noticias/${name}" title="Órgão ${i} abre concurso">Prefeitura de Teste ${name} - AL</a></div><div class="cc">AL</div><div class="cd">${vagas[name]} vagas até R$ 3.000,00<br><span>Agente Administrativo<br><span>Médio</span></span></div><div class="ce"><span>30/10/2026</span></div></div>`,
  );
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="concursos">${items.join('\n')}</div></body></html>`;
}

function pdfReply(req: { headers: Record<string, string | string[] | undefined> }, name: string): Reply {
  const pdf = { 'content-type': 'application/pdf' };
  switch (name) {
    case 'edital': {
      const etag = `"${current === EDITAL ? 'v1' : 'v2'}"`;
      if (req.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
      return { headers: { ...pdf, etag }, body: Buffer.from(current) };
    }
    case 'multinivel':
      return { headers: pdf, body: Buffer.from(tuningBytes(MULTINIVEL_ID)) };
    case 'enorme':
      // Declares 200 MB: refused before its body is read.
      return { headers: { ...pdf, 'content-length': String(200 * 1024 * 1024) }, body: '%PDF-1.7\n' };
    case 'pagina':
      return { headers: pdf, body: '<!doctype html><html><body>Página de erro do portal</body></html>' };
    case 'corrompido':
      return { headers: pdf, body: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 7)]) };
    case 'escaneado':
      return { headers: pdf, body: Buffer.from(minimalPdf(3)) };
    default:
      return { status: 404, body: 'não encontrado' };
  }
}

beforeAll(async () => {
  agency = await startLoopback((req) => pdfReply(req, req.path.replace(/^\/editais\/|\.pdf$/g, '')));
  site = await startLoopback((req) => {
    if (req.path === '/pci/concursos/') return { headers: HTML_UTF8, body: listing() };
    const name = req.path.replace('/noticias/', '');
    if ((PDFS as readonly string[]).includes(name)) {
      return { headers: HTML_UTF8, body: SEFAZ_PAGE.replaceAll(FGV_PDF, `${agency.origin}/editais/${name}.pdf`) };
    }
    return req.path === '/robots.txt' ? {} : { status: 404, body: 'não encontrado' };
  });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
  await site?.close();
  await agency?.close();
});

const aiCache = memoryAiCache();

function deps(): CollectorDeps {
  return {
    database,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    sources: [pciHtmlSource({ urls: `${site.origin}/pci/concursos/` })],
    fetcher: createFetcher({ timeoutMs: 5_000, retries: 0, backoffMs: 1, allowedHosts: ['127.0.0.1'] }),
    pdfAi: null,
    pdfAiCache: aiCache,
    now: () => new Date(`${FIXTURE_TODAY}T15:00:00Z`),
  };
}

const byKey = async (name: Pdf) => {
  const [row] = await database.db.select().from(edital).where(eq(edital.fonteChave, `pci:noticias/${name}`));
  return row!;
};
const pdfRequests = () => agency.pageRequests().map((r) => r.path);

describe(`the PDF stage in a run (${testDatabaseKind})`, () => {
  it('reads the official PDF into the notice with its provenance; every failing PDF is counted with its reason', async () => {
    const result = await runCollector(deps(), { trigger: 'manual' });
    expect(result.editais_criados, JSON.stringify(result.detalhes)).toBe(PDFS.length);
    expect(result.erros).toBe(0);
    const pdfs = result.fontes![0]!.pdfs;
    expect(pdfs).toMatchObject({ buscadas: 3, nao_modificadas: 0, puladas: 0 });
    const falhas = Object.fromEntries(pdfs.falhas.map((f) => [f.url.replace(agency.origin, ''), f.motivo]));
    expect(falhas).toEqual({
      '/editais/sumiu.pdf': `O site do edital respondeu HTTP 404 para ${agency.origin}/editais/sumiu.pdf`,
      '/editais/enorme.pdf': `O edital em ${agency.origin}/editais/enorme.pdf passa do limite de 25 MB`,
      '/editais/pagina.pdf': `O endereço ${agency.origin}/editais/pagina.pdf não é um PDF (declarado como PDF, mas o conteúdo não começa como um PDF)`,
      '/editais/corrompido.pdf': expect.stringMatching(/^PDF corrompido ou ilegível/),
    });
    // A scan is recorded as such, and said in the run's record; it is no failure.
    expect(result.detalhes).toContainEqual(expect.objectContaining({ tipo: 'aviso', mensagem: expect.stringMatching(/^edital escaneado, sem texto/) }));

    // The real edital's fields, as labelled, from the PDF: its provenance says so, with its address.
    const notice = await byKey('edital');
    const url = `${agency.origin}/editais/edital.pdf`;
    expect(notice).toMatchObject({
      vagas: LABEL.vagas,
      remuneracaoMax: LABEL.remuneracao_max,
      inscricoesFim: LABEL.inscricoes_fim,
      provaData: LABEL.prova_data,
      linkEdital: url,
      // The page's agency and state stay (the PDF only fills what the page leaves empty).
      uf: 'AL',
    });
    for (const campo of ['vagas', 'remuneracao_max', 'inscricoes_fim', 'prova_data', 'banca', 'link_edital']) {
      expect(notice.proveniencia[campo], campo).toMatchObject({ origem: 'pdf', url });
    }
    expect(notice.proveniencia.uf).toMatchObject({ origem: 'detalhe' });
    // Positions carry the fee (one for all, in this edital).
    const taxas = await database.db.select({ taxa: editalCargo.taxaInscricao }).from(editalCargo).where(eq(editalCargo.editalId, notice.id));
    expect(taxas.length).toBeGreaterThan(0);
    expect(taxas.every((t) => t.taxa === (LABEL.taxas as number[])[0])).toBe(true);

    // A multi-level edital: the notice lists every level its positions require, from the PDF.
    const multi = await byKey('multinivel');
    expect([...multi.niveis].sort()).toEqual([...(tuningNotice(MULTINIVEL_ID).esperado.niveis ?? [])].sort());
    expect(multi.proveniencia.niveis).toMatchObject({ origem: 'pdf' });

    const files = await database.db.select().from(editalPdf).orderBy(asc(editalPdf.id));
    expect(files.map((f) => [f.url.replace(agency.origin, ''), f.situacao])).toEqual(
      expect.arrayContaining([
        ['/editais/edital.pdf', 'ok'],
        ['/editais/escaneado.pdf', 'escaneado'],
        ['/editais/sumiu.pdf', 'erro'],
        ['/editais/corrompido.pdf', 'erro'],
      ]),
    );
    const ok = files.find((f) => f.situacao === 'ok')!;
    expect(ok).toMatchObject({ etag: '"v1"', bytes: EDITAL.length, sha256: tuningNotice(EDITAL_ID).documentos[0]!.sha256 });
    expect(ok.texto!.length).toBeGreaterThan(1000);
    // Its laid-out lines too, the same words: a 304 later reads both from the row.
    expect(ok.linhas!.replace(/\s+/g, '').length).toBe(ok.texto!.replace(/\s+/g, '').length);
    // And its pages' runs with where they sit (the table read by its columns), one list a page.
    expect(ok.celulas).toHaveLength(ok.paginas!);
    expect(ok.celulas!.flat().map((r) => r.text).join('').replace(/\s+/g, '').length).toBe(ok.texto!.replace(/\s+/g, '').length);
    expect(ok.celulas![0]![0]).toEqual({ text: expect.any(String), x0: expect.any(Number), x1: expect.any(Number), y: expect.any(Number), h: expect.any(Number) });
    // Notices whose PDF failed keep their page's fields, and the PDF's address as their edital link.
    expect(await byKey('sumiu')).toMatchObject({ vagas: 10, linkEdital: `${agency.origin}/editais/sumiu.pdf` });
  });

  it('an unchanged re-run asks for no PDF, and changes nothing', async () => {
    const before = pdfRequests().length;
    const snapshot = await database.db.select().from(edital).orderBy(asc(edital.id));
    const result = await runCollector(deps(), { trigger: 'manual' });
    expect(await database.db.select().from(edital).orderBy(asc(edital.id))).toEqual(snapshot);
    expect(result).toMatchObject({ editais_criados: 0, editais_atualizados: 0, erros: 0 });
    expect(pdfRequests().slice(before)).toEqual([]);
    expect(result.fontes![0]!.pdfs).toMatchObject({ buscadas: 0, nao_modificadas: 0, puladas: PDFS.length, falhas: [] });
  });

  it('a changed line asks again, conditionally: 304 re-reads the stored text; a new file is a rectification alerted to who tracks it', async () => {
    const notice = await byKey('edital');
    const ana = await createUser(database.db, { name: 'Ana Retificação' });
    await setUserEditalStatus(database.db, { userId: ana.id, editalId: notice.id, status: 'salvo' });

    vagas.edital = 11;
    const unchangedFile = await runCollector(deps(), { trigger: 'manual' });
    expect(unchangedFile.fontes![0]!.pdfs).toMatchObject({ buscadas: 0, nao_modificadas: 1 });
    expect(agency.requests.at(-1)!.headers['if-none-match']).toBe('"v1"');
    expect((await byKey('edital')).retificadoEm).toBeNull();

    vagas.edital = 12;
    current = RETIFICADO;
    const rectified = await runCollector(deps(), { trigger: 'manual' });
    expect(rectified.fontes![0]!.pdfs).toMatchObject({ buscadas: 1, nao_modificadas: 0 });
    expect(rectified.editais_atualizados).toBe(1);
    expect((await byKey('edital')).retificadoEm).not.toBeNull();
    const versions = await database.db
      .select()
      .from(editalVersao)
      .where(and(eq(editalVersao.editalId, notice.id), eq(editalVersao.retificacao, true)));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.mudancas).toEqual([{ campo: 'pdf_sha256', de: tuningNotice(EDITAL_ID).documentos[0]!.sha256, para: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(await database.db.select().from(editalPdf).where(eq(editalPdf.editalId, notice.id))).toHaveLength(2);

    const report = await sendChangeAlerts({ database, env: { PUBLIC_URL: 'http://localhost:3000' }, logger: pino({ level: 'silent' }) });
    expect(report.emails).toBeGreaterThanOrEqual(1);
    const mails = await database.db.select().from(mailQueue).where(and(eq(mailQueue.userId, ana.id), eq(mailQueue.kind, 'mudanca')));
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringContaining('Retificação publicada'));
  });
});

describe(`a 304 re-reads the stored file as the first download read it (${testDatabaseKind})`, () => {
  it("reads the stored text, lines and runs again: the table read by its columns gives the same vacancies", async () => {
    // Arapiraca GCM 01/2025: only the table read by its columns gives its 48 vacancies (the text gives the row out of order).
    const bytes = Buffer.from(tuningBytes('pdf-arapiraca-al-gcm-01-2025'));
    const board = await startLoopback((req): Reply => {
      if (req.headers['if-none-match'] === '"g1"') return { status: 304, headers: { etag: '"g1"' } };
      return { headers: { 'content-type': 'application/pdf', etag: '"g1"' }, body: bytes };
    });
    try {
      const url = `${board.origin}/edital.pdf`;
      const c = buildCandidate({ uf: 'AL', vagas: null, remuneracao_min: null, remuneracao_max: null });
      const ctx = (known: Map<string, KnownPdf>): PdfStageContext => ({ fetcher: createFetcher({ timeoutMs: 5_000, retries: 0, backoffMs: 1, allowedHosts: ['127.0.0.1'] }), db: database.db, today: FIXTURE_TODAY, known, ai: { config: null, cache: null } });
      const first = await readEditalPdf(c, [url], ctx(new Map()), emptyTally(), []);
      expect(first).toMatchObject({ situacao: 'ok', naoModificado: false, campos: { vagas: 48 } });
      const [notice] = await database.db.select({ id: edital.id }).from(edital).limit(1);
      await recordPdfReading(database.db, notice!.id, first!, 'pci');

      const again = await readEditalPdf(c, [url], ctx(await knownPdfs(database.db)), emptyTally(), []);
      expect(board.pageRequests().at(-1)!.headers['if-none-match']).toBe('"g1"');
      expect(again).toMatchObject({ situacao: 'ok', naoModificado: true, campos: { vagas: 48 } });
      expect(again!.campos).toEqual(first!.campos);
    } finally {
      await board.close();
    }
  }, 60_000);
});

describe('applyPdf', () => {
  // A notice from a listing line that states nothing of the table (its gaps are what the PDF may fill).
  const candidate = (overrides: Partial<Candidate>): Candidate =>
    buildCandidate({ uf: 'MG', municipio: null, escolaridade: null, vagas: null, remuneracao_min: null, remuneracao_max: null, inscricoes_inicio: null, inscricoes_fim: null, ...overrides });

  it("fills the page's gaps with what the PDF's laid-out lines gave, and never replaces the page's values with them", async () => {
    const text = await pdfText(tuningBytes('pdf-divinopolis-mg-pss-18-2021'));
    if (!text.ok) throw new Error(text.message);
    const reading: PdfReading = {
      url: 'http://127.0.0.1/edital.pdf',
      situacao: 'ok',
      sha256: 'a'.repeat(64),
      bytes: 1,
      paginas: 4,
      texto: text.texto,
      linhas: text.linhas,
      celulas: text.celulas,
      erro: null,
      etag: null,
      lastModified: null,
      naoModificado: false,
      campos: extractEdital(text.texto, { ano: 2021, linhas: text.linhas }),
    };
    expect(reading.campos!.fracos).toEqual(['vagas', 'cargos', 'remuneracao', 'escolaridade']);

    const empty = applyPdf(candidate({}), reading, '2021-07-27').candidate;
    expect(empty).toMatchObject({ vagas: 3, remuneracao_max: 6635.94, escolaridade: 'Ensino_Superior' });
    expect(empty.cargos.map((c) => c.vagas)).toEqual([3]);
    expect(empty.origens?.vagas).toMatchObject({ origem: 'pdf' });

    const stated = candidate({ vagas: 5, remuneracao_max: 7000, escolaridade: 'Ensino_Médio', cargos: [{ nome: 'Dentista', escolaridade: 'Ensino_Superior', vagas: 5, remuneracao_base: 7000 }] });
    const kept = applyPdf(stated, reading, '2021-07-27').candidate;
    expect(kept).toMatchObject({ vagas: 5, remuneracao_max: 7000, escolaridade: 'Ensino_Médio' });
    expect(kept.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Dentista', 5]]);
    expect(kept.origens?.vagas).toBeUndefined();
  }, 30_000);
});
