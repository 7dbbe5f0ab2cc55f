import { readFileSync } from 'node:fs';
import { LABELLED_DIR, loadLabelledNotices, type DocumentKind, type LabelledNotice } from '../labelled';

/**
 * Test helpers for the PDF stage: the TUNING half of the labelled real notices (the test half is
 * only read by `npm run eval:extract`, never by a unit test), and a minimal hand-built PDF.
 */

export function tuningNotices(kind?: DocumentKind): LabelledNotice[] {
  return loadLabelledNotices().avisos.filter((n) => n.split === 'tuning' && (!kind || n.documentos[0]?.tipo === kind));
}

/** A tuning notice by id; throws for an id of the test half, so no test can read one by mistake. */
export function tuningNotice(id: string): LabelledNotice {
  const notice = loadLabelledNotices().avisos.find((n) => n.id === id);
  if (!notice) throw new Error(`aviso ${id} não existe`);
  if (notice.split !== 'tuning') throw new Error(`aviso ${id} é da metade test: os testes só leem a metade tuning`);
  return notice;
}

/** The bytes of a tuning notice's first document. */
export function tuningBytes(id: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(tuningNotice(id).documentos[0]!.arquivo, LABELLED_DIR)));
}

/**
 * A valid PDF of `pages` pages, each showing `text` (Helvetica, in lines of 60 characters) or
 * nothing: a page of a scan has no text layer, like an empty one.
 */
export function minimalPdf(pages: number, text?: string): Uint8Array {
  const lines = text ? (text.match(/.{1,60}(\s|$)/g) ?? [text]).map((l) => `(${l.trim()}) Tj T*`).join(' ') : '';
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  const font = 3 + pages * 2;
  for (let i = 0; i < pages; i++) {
    const content = text ? `BT /F1 10 Tf 14 TL 50 750 Td ${lines} ET` : '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
