import type { CollectorFetchCounts, CollectorFonte } from '@/shared/api/collector';
import { fetchCountsText } from '@/shared/editais/mudancas';
import { sourceName } from '../lib/labels';

/** Failures listed per source before 'e mais N'. */
export const FALHAS_VISIBLE = 5;

function isEmpty(counts: CollectorFetchCounts): boolean {
  return counts.buscadas + counts.nao_modificadas + counts.puladas + counts.falhas.length === 0;
}

function Falhas({ fonte }: { fonte: CollectorFonte }) {
  const falhas = [...fonte.paginas.falhas, ...fonte.pdfs.falhas];
  if (falhas.length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-muted-foreground">Ver falhas ({falhas.length})</summary>
      <ul className="mt-1 space-y-1 pl-4">
        {falhas.slice(0, FALHAS_VISIBLE).map((falha, i) => (
          <li key={i} className="wrap-anywhere">
            <span className="font-medium">{falha.url}</span> — {falha.motivo}
          </li>
        ))}
        {falhas.length > FALHAS_VISIBLE && <li className="text-muted-foreground">e mais {falhas.length - FALHAS_VISIBLE}</li>}
      </ul>
    </details>
  );
}

/** A short line per source: its notices' pages (and PDFs, once any were read), with the failures on demand. */
export function CollectorFetchCounts({ fontes }: { fontes: CollectorFonte[] | undefined }) {
  const shown = (fontes ?? []).filter((f) => !isEmpty(f.paginas) || !isEmpty(f.pdfs));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Páginas e PDFs por fonte" className="mt-4 space-y-2 text-sm">
      {shown.map((fonte) => (
        <li key={fonte.fonte}>
          <p>
            {`${sourceName(fonte.fonte)} — ${fetchCountsText('paginas', fonte.paginas)}`}
            {!isEmpty(fonte.pdfs) && `; ${fetchCountsText('pdfs', fonte.pdfs)}`}
          </p>
          <Falhas fonte={fonte} />
        </li>
      ))}
    </ul>
  );
}
