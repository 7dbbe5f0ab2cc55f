import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { RefObject } from 'react';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';
import { hostOf } from './edital-text';

export interface LeaveSiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An http(s) address (see safeExternalUrl). */
  url: string;
  /** Where focus goes back when the dialog closes (the control that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * 'Você está saindo do MCI': names the destination's host; 'Continuar' opens it in a new tab with no
 * access to this page (noopener, noreferrer), 'Cancelar' stays here.
 */
export default function LeaveSiteDialog({ open, onOpenChange, url, returnFocusTo }: LeaveSiteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeading title="Você está saindo do MCI">
          Você será levado ao site <strong className="font-semibold break-all text-foreground">{hostOf(url)}</strong>,
          que não pertence ao MCI. Ele será aberto em uma nova aba.
        </DialogHeading>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Cancelar</DialogClose>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants()}
            onClick={() => onOpenChange(false)}
          >
            Continuar
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
