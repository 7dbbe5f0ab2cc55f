import UserPlusIcon from 'lucide-react/icons/user-plus';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/web/components/ui/dialog';

/** The sign-up tab of /auth. */
export const SIGN_UP_TARGET = `${paths.auth.to()}?tab=cadastrar`;

export interface SignupPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * 'Crie sua conta gratuita': what a visitor sees when trying an action that needs an account (save,
 * mark as seen, hide).
 */
export default function SignupPromptDialog({ open, onOpenChange, returnFocusTo }: SignupPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          // After 'Criar minha conta' the button has left the page with the route: let focus be.
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeading
          title="Crie sua conta gratuita"
          icon={<UserPlusIcon aria-hidden="true" className="size-6" />}
          iconClassName="bg-secondary text-secondary-foreground"
        >
          Com uma conta você salva concursos, marca os que já viu, oculta os que não interessam e acompanha tudo em
          Meus Concursos. É grátis.
        </DialogHeading>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Agora não</DialogClose>
          <Link to={SIGN_UP_TARGET} className={buttonVariants()} onClick={() => onOpenChange(false)}>
            Criar minha conta
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
