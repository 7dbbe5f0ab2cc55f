import MenuIcon from 'lucide-react/icons/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button-variants';

// The sheet (Radix dialog, focus trap, scroll lock) is only needed once the menu is opened, so it
// stays out of the landing page's first download; hovering or focusing the button preloads it.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * Below the md breakpoint the top bar's links live in a side sheet. The menu remembers the
 * location it was opened at, so any navigation (a link, the back button) closes it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openAt === location.key;

  function preload() {
    void loadSheet();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpenAt(location.key);
        }}
      >
        <MenuIcon aria-hidden="true" className="size-6!" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={(next) => setOpenAt(next ? location.key : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
