import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import { buttonVariants } from '@/web/components/ui/button-variants';

/** What stays on the page after a failed load (the toast says why): a short note and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-muted/50 p-8 text-center">
      <CircleAlertIcon aria-hidden="true" className="size-8 text-destructive" />
      <p className="text-muted-foreground">{message}</p>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Tentar novamente
      </button>
    </div>
  );
}
