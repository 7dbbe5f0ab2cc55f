import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { useHydrated } from '@/web/lib/use-hydrated';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean;
  children: ReactNode;
  /** What the button says while the request runs, e.g. 'Entrando…'. */
  pendingLabel: string;
}

/**
 * A form's submit button that shows, and announces, that the request is running. On a page the
 * server drew it waits, disabled, until the page is hydrated: before that a click or Enter would
 * submit the form natively, with the browser's defaults, instead of through the app (the forms say
 * method="post" besides, so not even then does a password land in an address).
 */
export function SubmitButton({ pending, children, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

interface SubmitOrCancelProps {
  pending: boolean;
  pendingLabel: string;
  /** What the submit button says. */
  children: ReactNode;
  onCancel: () => void;
}

/** A form's submit button with 'Cancelar' beside it. */
export function SubmitOrCancel({ pending, pendingLabel, children, onCancel }: SubmitOrCancelProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
      <Button variant="ghost" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
