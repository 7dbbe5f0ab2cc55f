import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import MapPinIcon from 'lucide-react/icons/map-pin';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { deUf, UF_NAMES, UFS, type Uf } from '@/shared/ufs';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { cn } from '@/web/lib/utils';

interface StatePickerProps {
  value: Uf | undefined;
  onChange: (uf: Uf | undefined) => void;
  /** Id of the heading that names the picker. */
  labelledBy: string;
}

/**
 * The 27 states as toggle buttons (code and name) plus 'Ver todos os estados', which clears the
 * choice. Pressing the chosen state again also clears it. With a state chosen, a link leads to its
 * own page (/concursos/sp), which lists all of its notices.
 *
 * The buttons also submit a GET form with ?uf=: without JavaScript, the server draws the page for
 * the chosen state; with it, the click is handled in place (`onChange`) and nothing is submitted.
 */
export function StatePicker({ value, onChange, labelledBy }: StatePickerProps) {
  const choose = (uf: Uf | undefined) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onChange(uf);
  };
  return (
    <form method="get">
      <div role="group" aria-labelledby={labelledBy} className="space-y-4">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-7 lg:grid-cols-9">
          {UFS.map((uf) => {
            const selected = value === uf;
            return (
              <li key={uf}>
                <button
                  type="submit"
                  name="uf"
                  value={selected ? '' : uf}
                  aria-pressed={selected}
                  onClick={choose(selected ? undefined : uf)}
                  className={cn(
                    'flex h-full w-full flex-col items-center justify-center rounded-lg border px-1 py-2 text-center transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                    selected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card text-foreground hover:border-primary hover:bg-accent',
                  )}
                >
                  <span className="text-base font-bold">{uf}</span>{' '}
                  <span className={cn('text-xs leading-tight', selected ? 'text-blue-100' : 'text-muted-foreground')}>
                    {UF_NAMES[uf]}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <button
            type="submit"
            name="uf"
            value=""
            onClick={choose(undefined)}
            aria-pressed={value === undefined}
            className={buttonVariants({ variant: value === undefined ? 'secondary' : 'outline', className: 'w-full sm:w-auto' })}
          >
            <MapPinIcon aria-hidden="true" />
            Ver todos os estados
          </button>
          {value && (
            <Link
              to={paths.estado.to(value)}
              className="inline-flex min-h-10 items-center gap-2 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0"
            >
              Ver todos os concursos {deUf(value)}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}
