import ExternalLinkIcon from 'lucide-react/icons/external-link';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { useHydrated } from '@/web/lib/use-hydrated';
import { hostOf } from './edital-text';

/** How long the warning shows before the registration site opens (SPEC.md sections 4 and 9). */
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;

type Phase = 'idle' | 'warning' | 'opened';

/**
 * 'Inscrever-se Agora': warns for 2 seconds that the candidate is going to the official site, then
 * opens it in a new tab without access to this page. Disabled when there is no http(s) target.
 * Until the page is hydrated (or without JavaScript) it is a plain link to the site: a tap before
 * the scripts arrive still works, just without the warning.
 */
export function RegistrationButton({ target }: { target: string | null }) {
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function start() {
    if (!target || phase === 'warning') return;
    setPhase('warning');
    timer.current = window.setTimeout(() => {
      window.open(target, '_blank', 'noopener,noreferrer');
      setPhase('opened');
    }, REGISTRATION_REDIRECT_DELAY_MS);
  }

  const host = target ? hostOf(target) : '';
  const className = buttonVariants({ size: 'lg', className: 'w-full aria-disabled:opacity-70 sm:w-auto' });
  if (!hydrated && target) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className={className}>
        Inscrever-se Agora
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!target}
        aria-disabled={phase === 'warning' || undefined}
        onClick={start}
      >
        Inscrever-se Agora
        <ExternalLinkIcon aria-hidden="true" />
      </button>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="basis-full empty:hidden">
        {phase === 'warning' && (
          <p className="flex items-start gap-3 rounded-lg border border-warning/40 bg-amber-50 p-4 text-sm text-amber-950">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            <span>
              <strong className="font-semibold">Você será redirecionado para o site oficial de inscrição</strong> (
              {host}) em instantes. Confira no edital as regras antes de se inscrever.
            </span>
          </p>
        )}
        {phase === 'opened' && target && (
          <p className="text-sm text-muted-foreground">
            O site de inscrição foi aberto em uma nova aba. Se ele não apareceu,{' '}
            <a
              href={target}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              acesse {host}
            </a>
            .
          </p>
        )}
      </div>
    </>
  );
}
