import type { MouseEvent } from 'react';
import type { UserStatus } from '@/shared/domain';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { CardIcon } from './card-icons';
import { useSignupPrompt } from './lazy-dialogs';

export type EditalAction = 'salvo' | 'visto' | 'oculto' | 'inscrito';

export interface EditalActionProps {
  /** The signed-in user's status for the notice; absent for a visitor. */
  userStatus?: UserStatus | undefined;
  /**
   * Records an action for a signed-in user (wired by the tracking feature). Without it the visitor
   * is invited to create an account instead.
   */
  onAction?: ((action: EditalAction) => void) | undefined;
  /** Disables the buttons while an action is being recorded. */
  pending?: boolean | undefined;
}

const actionClass = buttonVariants({ variant: 'outline', size: 'sm' });

/**
 * Salvar, Marcar como visto and 'Não me interessa' of a notice card (SPEC.md sections 2 and 4), and
 * 'Já me inscrevi' (issue 15): the notice then shows as 'Inscrito' and counts toward the plan's limit.
 */
export function EditalActions({ userStatus, onAction, pending, describedBy }: EditalActionProps & { describedBy?: string }) {
  const prompt = useSignupPrompt();
  const saved = userStatus === 'salvo';
  const seen = userStatus === 'visto';
  const registered = userStatus === 'inscrito';

  function act(action: EditalAction) {
    return (event: MouseEvent<HTMLButtonElement>) => {
      if (onAction) onAction(action);
      else prompt.show(event.currentTarget);
    };
  }

  return (
    <>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label="Ações do concurso"
        aria-describedby={describedBy}
        // Only a visitor will see the sign-up prompt: fetch it as soon as they reach for a button.
        onPointerEnter={onAction ? undefined : () => void prompt.preload()}
        onFocus={onAction ? undefined : () => void prompt.preload()}
      >
        <button type="button" className={actionClass} disabled={saved || pending} onClick={act('salvo')}>
          <CardIcon name={saved ? 'bookmark-check' : 'bookmark'} />
          {saved ? 'Salvo' : 'Salvar'}
        </button>
        <button type="button" className={actionClass} disabled={seen || pending} onClick={act('visto')}>
          <CardIcon name="eye" />
          Marcar como visto
        </button>
        <button type="button" className={actionClass} disabled={registered || pending} onClick={act('inscrito')}>
          <CardIcon name="clipboard-check" />
          {registered ? 'Inscrito' : 'Já me inscrevi'}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'text-muted-foreground' })}
          disabled={pending}
          onClick={act('oculto')}
        >
          <CardIcon name="eye-off" />
          Não me interessa
        </button>
      </div>
      {!onAction && prompt.dialog}
    </>
  );
}
