import { describe, expect, it } from 'vitest';
import { minimalPdf, tuningBytes, tuningNotice } from './testing/fixtures';
import { ESCANEADO_CARACTERES_POR_PAGINA, layoutLines, normalizePdfText, pdfText, repairMacRoman, type PdfTextItem } from './text';

describe('pdfText on real editais (tuning half)', () => {
  it('reads the text layer of an edital, pages and line breaks kept', async () => {
    const result = await pdfText(tuningBytes('pdf-caixa-2024-ns'));
    expect(result).toMatchObject({ ok: true, paginas: tuningNotice('pdf-caixa-2024-ns').documentos[0]!.paginas ?? 32, escaneado: false });
    if (!result.ok) return;
    expect(result.texto).toContain('CAIXA ECONÔMICA FEDERAL\nCONCURSO PÚBLICO');
    expect(result.texto).toContain('Inscrições. 29/02 a 25/03/2024');
    expect(result.texto).not.toMatch(/[ \t]{2,}|\n{3,}/);
  }, 30_000);

  it('repairs a gazette page whose font PDF.js reads as Mac Roman', async () => {
    const result = await pdfText(tuningBytes('pdf-ifsuldeminas-107-2019'));
    if (!result.ok) throw new Error(result.message);
    expect(result.texto).toContain('Instituto Federal de Educação');
    expect(result.texto).toContain('EDITAL Nº 107, DE 28 DE MAIO DE 2019');
    expect(result.texto).not.toContain('EducaÁ„o');
  }, 30_000);

  it('lays the words out as the page shows them: a table row whose cells PDF.js gives one per line reads as one line', async () => {
    const result = await pdfText(tuningBytes('pdf-divinopolis-mg-pss-18-2021'));
    if (!result.ok) throw new Error(result.message);
    const row = '01 Dentista PSF Atenção Primária Diploma, devidamente registrado, de conclusão de curso 40hs/semana R$ 6.635,94 03';
    expect(result.texto).toContain('01 Dentista PSF Atenção Primária Diploma, devidamente registrado, de conclusão de curso\nde graduação');
    expect(result.texto).not.toContain(row);
    expect(result.linhas.split('\n')).toContain(row);
    // The same words, none lost: only their order and line breaks differ.
    const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
    expect(words(result.linhas)).toEqual(words(result.texto));
  }, 30_000);

  it('leaves the caller its bytes (PDF.js gets a copy)', async () => {
    const bytes = tuningBytes('pdf-ifsuldeminas-107-2019');
    const length = bytes.length;
    await pdfText(bytes);
    expect(bytes.length).toBe(length);
    expect((await pdfText(bytes)).ok).toBe(true);
  }, 30_000);
});

describe('layoutLines', () => {
  const run = (str: string, x: number, y: number, width: number, size = 10): PdfTextItem => ({ str, transform: [size, 0, 0, size, x, y], width, hasEOL: false });

  it('joins the runs of one baseline left to right, top line first, a space only where runs do not touch', () => {
    const items = [run('40h', 300, 700.4, 20), run('Dentista', 10, 700, 40), run('R$ 6.635,94', 340, 699.8, 50), run('PSF', 52, 700, 15), run('Ensino', 10, 688, 30), run('Superior', 43, 688, 35), run(',', 78, 688, 2)];
    expect(layoutLines(items)).toBe('Dentista PSF 40h R$ 6.635,94\nEnsino Superior,');
  });

  it('keeps lines apart when their baselines differ by more than half the smaller font, and drops blank runs', () => {
    const items = [run('Cargo', 10, 700, 30, 12), run('Vagas', 200, 694.5, 30, 8), run(' ', 100, 700, 5)];
    expect(layoutLines(items)).toBe('Cargo\nVagas');
  });
});

describe('pdfText on files without text or broken', () => {
  it('records a PDF without a text layer as scanned, not as an error', async () => {
    expect(await pdfText(minimalPdf(3))).toEqual({ ok: true, texto: '', linhas: '', celulas: [[], [], []], paginas: 3, escaneado: true });
  });

  it(`takes fewer than ${ESCANEADO_CARACTERES_POR_PAGINA} visible characters per page as scanned`, async () => {
    const stamp = await pdfText(minimalPdf(2, 'Documento digitalizado pela Prefeitura'));
    expect(stamp).toMatchObject({ ok: true, paginas: 2, escaneado: true });
    const typed = await pdfText(minimalPdf(2, 'EDITAL DE ABERTURA DE INSCRICOES DO CONCURSO PUBLICO '.repeat(3)));
    expect(typed).toMatchObject({ ok: true, paginas: 2, escaneado: false });
  });

  it('never throws on a corrupt file: garbage after a PDF header, a truncated edital, no bytes at all', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'));
    const truncated = tuningBytes('pdf-ifsuldeminas-107-2019').slice(0, 50_000);
    for (const bytes of [garbage, truncated, new Uint8Array(0)]) {
      const result = await pdfText(bytes);
      expect(result).toMatchObject({ ok: false, reason: 'corrompido' });
      if (!result.ok) expect(result.message).toMatch(/^PDF corrompido ou ilegível \(.+\)$/);
    }
  });
});

describe('normalizePdfText', () => {
  it('collapses spaces, trims lines, keeps single blank lines and spells out ligatures', () => {
    expect(normalizePdfText('  EDITAL\t Nº 1 \n\n\n\nA  ﬁscalização\u00ad \r\nfim ')).toBe('EDITAL Nº 1\n\nA fiscalização\nfim');
  });

  it('re-reads a line decoded as Mac Roman, and only such a line', () => {
    expect(repairMacRoman('O REITOR do Instituto Federal de EducaÁ„o, CiÍncia e Tecnologia')).toBe('O REITOR do Instituto Federal de Educação, Ciência e Tecnologia');
    expect(repairMacRoman('EDITAL N∫ 107 - CONCURSO P⁄BLICO')).toBe('EDITAL Nº 107 - CONCURSO PÚBLICO');
    expect(repairMacRoman('. E M…DICO - ¡REA PSIQUIATRIA')).toBe('. E MÉDICO - ÁREA PSIQUIATRIA');
    expect(repairMacRoman('ÁREA DE ATUAÇÃO: Educação')).toBe('ÁREA DE ATUAÇÃO: Educação');
  });

  it('repairs a line of Mac Roman bytes read as Windows-1252, and leaves dashes and apostrophes of good text alone', () => {
    expect(repairMacRoman('D TŽcnico de Laborat—rio/çrea: Inform‡tica PP Catanduva 1')).toBe('D Técnico de Laboratório/Área: Informática PP Catanduva 1');
    expect(repairMacRoman('D TŽcnico de Laborat—rio/çrea: Mec‰nica PP Bragana Paulista 1')).toBe('D Técnico de Laboratório/Área: Mecânica PP Bragana Paulista 1');
    expect(repairMacRoman('Caixa d’água — reforma da unidade')).toBe('Caixa d’água — reforma da unidade');
    expect(repairMacRoman('MINISTƒRIO DA CIæNCIA, INOVA‚ÌO E PòBLICO; depois, a Área de Educação')).toBe('MINISTÉRIO DA CIÊNCIA, INOVAÇÃO E PÚBLICO; depois, a Área de Educação');
    expect(repairMacRoman('Técnico em Informática — Área: Redes')).toBe('Técnico em Informática — Área: Redes');
    expect(repairMacRoman('Índice de Área construída')).toBe('Índice de Área construída');
  });
});
