import { Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Edital } from '@/shared/api/editais';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import type { EditalAction } from './edital-actions';
import { EditalCard, type EditalCardProps } from './edital-card';
import { shownFromParam } from './url-params';

const GRID = 'grid gap-5 md:grid-cols-2 xl:grid-cols-3';

/** A card-shaped placeholder while notices load. */
export function EditalCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-6 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
      </div>
      <Skeleton className="mt-2 h-9 w-full" />
    </div>
  );
}

/** Skeleton cards in the list's grid, announced once as loading. */
export function EditalListSkeleton({ count = 6, label = 'Carregando concursos…' }: { count?: number; label?: string }) {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <EditalCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** A signed-in user's actions on cards (wired by the tracking feature at the route). */
export interface EditalTracking {
  onAction: (edital: Edital, action: EditalAction) => void;
  /** Notices whose change is on its way to the server: their buttons wait. */
  pendingIds: ReadonlySet<number>;
}

interface EditalListProps extends Pick<EditalCardProps, 'headingLevel'> {
  editais: Edital[];
  /** A signed-in user's actions on the cards; without it visitors get the sign-up prompt. */
  tracking?: EditalTracking | undefined;
  /** Other actions for each card, instead of Salvar / Marcar como visto / Não me interessa. */
  renderActions?: (edital: Edital) => ReactNode;
  /** Shown instead of the grid when there is nothing to list. */
  empty: ReactNode;
  /**
   * Cards shown at first and added by each 'Mostrar mais concursos' (all when absent). Give the list
   * a new `key` when its contents change, so a new answer starts from the first page again.
   */
  pageSize?: number;
  /**
   * The address parameter that holds how many cards are shown (with `pageSize`). 'Mostrar mais' is
   * then also a GET form: without JavaScript it reloads the page with `{shownParam}=<more>` and the
   * server draws those cards; with JavaScript the cards are added in place.
   */
  shownParam?: string;
  className?: string;
}

/** Notice cards in a responsive grid: one column on phones, two at md, three at xl. */
export function EditalList({
  editais,
  empty,
  headingLevel = 'h2',
  tracking,
  renderActions,
  pageSize,
  shownParam,
  className,
}: EditalListProps) {
  const [searchParams] = useSearchParams();
  const listId = useId();
  const [shown, setShown] = useState(() =>
    pageSize ? (shownParam ? shownFromParam(searchParams.get(shownParam), pageSize) : pageSize) : Number.POSITIVE_INFINITY,
  );
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // After 'Mostrar mais', keyboard and screen reader users continue at the first new card.
  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li h2 a, :scope > li h3 a')[focusFrom]?.focus();
  }, [focusFrom]);

  if (editais.length === 0) {
    return <p className="rounded-xl border border-dashed border-border bg-muted/50 p-8 text-center text-muted-foreground">{empty}</p>;
  }
  const visible = editais.slice(0, shown);
  const remaining = editais.length - visible.length;
  return (
    <>
      <ul ref={listRef} id={listId} className={cn(GRID, className)}>
        {visible.map((edital) => (
          // content-visibility: a phone lays out and paints only the cards near the screen. Each card
          // is its own Suspense boundary: React hydrates a server-drawn list card by card, yielding
          // to the browser in between, instead of in one long task that holds up a tap.
          <li key={edital.id} className="[contain-intrinsic-size:auto_26rem] [content-visibility:auto]">
            <Suspense>
              <EditalCard
                edital={edital}
                headingLevel={headingLevel}
                onAction={tracking && ((action) => tracking.onAction(edital, action))}
                pending={tracking?.pendingIds.has(edital.id)}
                actions={renderActions?.(edital)}
              />
            </Suspense>
          </li>
        ))}
      </ul>
      {remaining > 0 && pageSize && (
        <ShowMore
          shown={visible.length}
          total={editais.length}
          next={visible.length + pageSize}
          listId={listId}
          param={shownParam}
          params={searchParams}
          onMore={() => {
            setFocusFrom(visible.length);
            setShown(visible.length + pageSize);
          }}
        />
      )}
    </>
  );
}

interface ShowMoreProps {
  shown: number;
  total: number;
  /** How many cards the next page of the list shows. */
  next: number;
  listId: string;
  /** See EditalListProps.shownParam; without it the button works only with JavaScript. */
  param: string | undefined;
  params: URLSearchParams;
  onMore: () => void;
}

/** 'Mostrando 12 de 30 concursos' and the button that shows the next page of cards. */
function ShowMore({ shown, total, next, listId, param, params, onMore }: ShowMoreProps) {
  const button = (
    <button
      type={param ? 'submit' : 'button'}
      name={param}
      value={param ? String(next) : undefined}
      className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onMore();
      }}
    >
      Mostrar mais concursos
    </button>
  );
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-muted-foreground">
        Mostrando {shown} de {total} concursos
      </p>
      {param ? (
        // The same address with one more page; the fragment brings the reader back to the list.
        <form method="get" action={`#${listId}`} className="contents">
          {[...params].filter(([key]) => key !== param).map(([key, value], i) => (
            <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
          ))}
          {button}
        </form>
      ) : (
        button
      )}
    </div>
  );
}
