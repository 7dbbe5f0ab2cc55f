import { clsx } from 'clsx';

/** The "MCI" mark with the tagline, as the spec describes the logo. */
export function Brand({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        className={clsx(
          'inline-flex h-9 min-w-11 items-center justify-center rounded-lg px-2 text-base font-extrabold tracking-tight',
          tone === 'light' ? 'bg-primary text-primary-foreground' : 'bg-white text-primary',
        )}
      >
        MCI
      </span>
      <span
        className={clsx(
          'text-xs leading-tight font-medium sm:text-sm',
          tone === 'light' ? 'text-muted-foreground' : 'text-slate-300',
        )}
      >
        Seu futuro começa aqui
      </span>
    </span>
  );
}
