import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { MainLinks, SessionActions } from './nav-links';

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it lives outside the dialog, so Radix cannot find it as its trigger. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Fechar menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navegue pelas páginas do MCI.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Navegação principal" className="px-4">
          <ul className="flex flex-col gap-1">
            <MainLinks layout="menu" onNavigate={close} />
          </ul>
          <ul className="mt-6 flex flex-col gap-3 border-t border-border pt-6">
            <SessionActions layout="menu" onNavigate={close} />
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
