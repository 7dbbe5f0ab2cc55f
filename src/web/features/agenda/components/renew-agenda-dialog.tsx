import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import type { RefObject } from 'react';
import { Button } from '@/web/components/ui/button';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';

export interface RenewAgendaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** While the new link is being made: the confirmation cannot be sent twice. */
  pending: boolean;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** 'Gerar um novo link?': says that the current link stops working before it does. */
export default function RenewAgendaDialog({ open, onOpenChange, onConfirm, pending, returnFocusTo }: RenewAgendaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeading
          title="Gerar um novo link?"
          icon={<RefreshCwIcon aria-hidden="true" className="size-6" />}
          iconClassName="bg-secondary text-secondary-foreground"
        >
          O link atual deixa de funcionar na hora: as agendas que o assinaram param de receber seus concursos e precisam ser
          assinadas de novo com o novo link. Use se você compartilhou o link sem querer.
        </DialogHeading>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Cancelar</DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            Gerar novo link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
