import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Edital } from '@/shared/api/editais';
import { agencyName, formatNiveis, formatSalary, formatVagas, placeName, visibleTags } from '@/shared/editais/format';
import { paths } from '@/shared/paths';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { cn } from '@/web/lib/utils';
import { CardIcon, type CardIconName } from './card-icons';
import { DeadlineBadge, StatusBadge, UserStatusBadge } from './badges';
import { EditalActions, type EditalActionProps } from './edital-actions';
import { ExternalLinkConfirm } from './external-link-confirm';
import { useToday } from '@/web/lib/today';

export type EditalCardProps = EditalActionProps & {
  edital: Edital;
  /** Heading level that fits the page outline: h2 in a page's main list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** Brasília's date ('YYYY-MM-DD') for the deadline badge; today by default. */
  today?: string;
  /** Replaces Salvar / Marcar como visto / Não me interessa (Meus Concursos offers a way back instead). */
  actions?: ReactNode;
  className?: string;
};

function Fact({ icon, label, children }: { icon: CardIconName; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="sr-only">{label}</dt>
      <CardIcon name={icon} className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * One notice in a list (feed, search, carousels, similar notices): what a candidate needs to decide
 * whether to open it, the registration link (after a confirmation) and the tracking actions.
 */
export function EditalCard({
  edital,
  headingLevel: Heading = 'h3',
  today: todayProp,
  userStatus = edital.userStatus,
  onAction,
  pending,
  actions,
  className,
}: EditalCardProps) {
  const titleId = useId();
  const contextToday = useToday();
  const today = todayProp ?? contextToday;
  const tags = visibleTags(edital.tags);
  const agency = agencyName(edital.orgao);
  return (
    <article
      aria-labelledby={titleId}
      data-edital-id={edital.id}
      className={cn('flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={edital.status} />
        <DeadlineBadge inscricoesFim={edital.inscricoes_fim} today={today} status={edital.status} />
        {userStatus && <UserStatusBadge userStatus={userStatus} />}
      </div>

      <div className="space-y-1">
        <Heading id={titleId} className="text-lg leading-snug font-semibold">
          <Link
            to={paths.edital.to(edital.id)}
            className="rounded-sm text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {edital.titulo}
          </Link>
        </Heading>
        {agency && <p className="text-sm text-muted-foreground">{agency}</p>}
      </div>

      <dl className="grid gap-2 text-sm">
        <Fact icon="map-pin" label="Local">
          {placeName(edital)}
        </Fact>
        <Fact icon="landmark" label="Banca organizadora">
          {edital.banca?.nome ?? 'Banca a definir'}
        </Fact>
        <Fact icon="banknote" label="Remuneração">
          <span className="font-medium">{formatSalary(edital.remuneracao_min, edital.remuneracao_max)}</span>
        </Fact>
        <Fact icon="users" label="Vagas">
          {formatVagas(edital.vagas)}
        </Fact>
        {(edital.niveis.length > 0 || edital.escolaridade) && (
          <Fact icon="graduation-cap" label="Escolaridade">
            {formatNiveis(edital.niveis, edital.escolaridade)}
          </Fact>
        )}
      </dl>

      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
        <ExternalLinkConfirm
          href={edital.link_inscricao}
          describedBy={titleId}
          className={buttonVariants({ size: 'sm', className: 'w-full sm:w-auto sm:self-start' })}
        >
          Inscrever-se
          <CardIcon name="external-link" />
        </ExternalLinkConfirm>
        {actions ?? <EditalActions userStatus={userStatus} onAction={onAction} pending={pending} describedBy={titleId} />}
      </div>
    </article>
  );
}
