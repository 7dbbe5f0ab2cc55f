import { lazy, Suspense, useCallback, useRef, useState } from 'react';

/*
 * The dialogs (Radix: focus trap, scroll lock, portal) load only when one is about to open, so lists
 * of cards do not download them up front. Hovering or focusing a trigger preloads them.
 */
export const preloadLeaveSiteDialog = () => import('./leave-site-dialog');
export const preloadSignupPromptDialog = () => import('./signup-prompt-dialog');
const LeaveSiteDialog = lazy(preloadLeaveSiteDialog);
const SignupPromptDialog = lazy(preloadSignupPromptDialog);

/** Open/close state of a lazily loaded dialog that returns focus to the control that opened it. */
function useLazyDialog() {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const show = useCallback((from?: HTMLElement | null) => {
    returnFocusTo.current = from ?? null;
    setRequested(true);
    setOpen(true);
  }, []);
  return { requested, open, setOpen, returnFocusTo, show };
}

/**
 * The sign-up prompt ('Crie sua conta gratuita'): call `show(button)` to open it and render
 * `dialog` once where it belongs.
 */
export function useSignupPrompt() {
  const state = useLazyDialog();
  const dialog = state.requested ? (
    <Suspense fallback={null}>
      <SignupPromptDialog open={state.open} onOpenChange={state.setOpen} returnFocusTo={state.returnFocusTo} />
    </Suspense>
  ) : null;
  return { show: state.show, dialog, preload: preloadSignupPromptDialog };
}

/** The 'Você está saindo do MCI' confirmation for `url`; same use as useSignupPrompt. */
export function useLeaveSiteConfirm(url: string | null) {
  const state = useLazyDialog();
  const dialog =
    state.requested && url ? (
      <Suspense fallback={null}>
        <LeaveSiteDialog url={url} open={state.open} onOpenChange={state.setOpen} returnFocusTo={state.returnFocusTo} />
      </Suspense>
    ) : null;
  return { show: state.show, dialog, preload: preloadLeaveSiteDialog };
}
