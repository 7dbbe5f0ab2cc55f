import type { EditalFonte, EditalMudanca } from '@/shared/api/editais';
import { formatDateTime } from '@/shared/editais/dates';
import { safeExternalUrl } from '@/shared/editais/links';
import { fonteLabel } from '@/shared/editais/mudancas';
import { Badge } from '@/web/components/ui/badge';

/**
 * 'O que mudou' (issue 16): the notice's changes as a timeline, newest first, each with when, where
 * it was seen and what changed ('Inscrições prorrogadas de 10/04 para 24/04', 'Vagas: 50 → 62').
 */
export function MudancasTimeline({ mudancas }: { mudancas: readonly EditalMudanca[] }) {
  return (
    <ol className="relative space-y-5 border-l-2 border-border pl-5">
      {mudancas.map((mudanca, index) => (
        <li key={`${mudanca.em} ${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-background ${mudanca.retificacao ? 'bg-warning' : 'bg-primary'}`}
          />
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <time dateTime={mudanca.em}>{formatDateTime(mudanca.em)}</time>
            <span>· {fonteLabel(mudanca.fonte)}</span>
            {mudanca.retificacao && <Badge variant="warning">Retificação</Badge>}
          </p>
          <ul className="mt-1 space-y-1">
            {mudanca.textos.map((texto) => (
              <li key={texto} className="font-medium">
                {texto}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Fonte: PCI Concursos, JC Concursos': the pages the notice was found on, each a link (http or
 * https only; nofollow: the site vouches for none of them). Nothing when there is none.
 */
export function FonteLinks({ fontes }: { fontes: readonly EditalFonte[] | undefined }) {
  const links = (fontes ?? []).flatMap((f) => {
    const url = safeExternalUrl(f.url);
    return url ? [{ url, label: fonteLabel(f.fonte) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <p className="mt-3 text-sm">
      <span className="font-medium">Fonte: </span>
      {links.map((link, index) => (
        <span key={link.url}>
          {index > 0 && ', '}
          <a href={link.url} target="_blank" rel="nofollow noopener" className="text-primary underline-offset-2 hover:underline">
            {link.label}
          </a>
        </span>
      ))}
    </p>
  );
}
