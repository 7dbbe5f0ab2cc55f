import { useId, useState } from 'react';
import type { CollectorDetalhe, CollectorResult } from '@/shared/api/collector';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { DETALHE_LABELS, detalheTitle, sortDetalhes, sourceName } from '../lib/labels';
import { CollectorFetchCounts } from './collector-fetch-counts';

/** Longer detail lists show this many lines until the admin asks for all of them. */
export const DETALHES_VISIBLE = 10;

const DETALHE_VARIANTS: Record<CollectorDetalhe['tipo'], BadgeProps['variant']> = {
  erro: 'destructive',
  aviso: 'warning',
  criado: 'success',
  atualizado: 'secondary',
};

function Counts({ result }: { result: CollectorResult }) {
  const counts = [
    ['Fontes', result.total_fontes],
    ['Criados', result.editais_criados],
    ['Atualizados', result.editais_atualizados],
    ['Erros', result.erros],
  ] as const;
  return (
    <dl aria-label="Números da coleta" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-muted/40 p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetalheItem({ detalhe }: { detalhe: CollectorDetalhe }) {
  return (
    <li className="flex flex-col items-start gap-1.5 py-3 sm:flex-row sm:gap-3">
      <Badge variant={DETALHE_VARIANTS[detalhe.tipo]} className="shrink-0 sm:mt-0.5 sm:w-24 sm:justify-center">
        {DETALHE_LABELS[detalhe.tipo]}
      </Badge>
      {/* Messages may hold long unbroken words (COLLECTOR_AI_BASE_URL/…): they wrap anywhere. */}
      <div className="w-full min-w-0 wrap-anywhere sm:flex-1">
        <p className="font-medium">{detalheTitle(detalhe)}</p>
        <p className="text-sm text-muted-foreground">
          {sourceName(detalhe.fonte)}
          {detalhe.mensagem ? ` — ${detalhe.mensagem}` : ''}
        </p>
      </div>
    </li>
  );
}

/** The run's lines, errors and warnings first; a long list opens with 'Mostrar todos (n)'. */
function Detalhes({ detalhes }: { detalhes: CollectorDetalhe[] }) {
  const [expanded, setExpanded] = useState(false);
  const ids = { heading: useId(), list: useId() };
  const sorted = sortDetalhes(detalhes);
  const collapsible = sorted.length > DETALHES_VISIBLE;
  const shown = collapsible && !expanded ? sorted.slice(0, DETALHES_VISIBLE) : sorted;

  return (
    <div className="mt-6">
      <h4 id={ids.heading} className="font-semibold">
        Detalhes
      </h4>
      {sorted.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nenhum concurso novo ou alterado nesta coleta.</p>
      ) : (
        <>
          <ul id={ids.list} aria-labelledby={ids.heading} className="mt-2 divide-y divide-border">
            {shown.map((detalhe, i) => (
              <DetalheItem key={i} detalhe={detalhe} />
            ))}
          </ul>
          {collapsible && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              aria-expanded={expanded}
              aria-controls={ids.list}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Mostrar menos' : `Mostrar todos (${sorted.length})`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export interface ShownResult {
  result: CollectorResult;
  /** Which run it is, e.g. 'Manual · 23/11/2026 às 11:47'. */
  caption: string;
}

/** The last run's four counts and its lines. */
export function CollectorResultCard({ shown, busy }: { shown: ShownResult | null; busy: boolean }) {
  return (
    <Card aria-busy={busy} className="min-w-0">
      <CardHeader>
        <CardTitle as="h3">Resultado da última coleta</CardTitle>
        {shown && <CardDescription>{shown.caption}</CardDescription>}
      </CardHeader>
      <CardContent>
        {shown ? (
          <>
            <Counts result={shown.result} />
            <CollectorFetchCounts fontes={shown.result.fontes} />
            {/* A new result starts collapsed. */}
            <Detalhes key={shown.caption} detalhes={shown.result.detalhes} />
          </>
        ) : (
          <p className="text-muted-foreground">
            Nenhuma coleta concluída ainda. Use “Executar Coleta” para buscar concursos nas fontes agora.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
