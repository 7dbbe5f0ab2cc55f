import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ALERT_TEXTS, REMINDER_TEXTS } from '@/shared/alerts-texts';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useUnsubscribe } from '../api/unsubscribe';
import { useUnsubscribeReminders } from '../api/unsubscribe-reminders';

/** What each kind of e-mail's unsubscribe page says. */
const WORDS = {
  alertas: {
    pending: 'Cancelando seus alertas…',
    failed: 'Não foi possível cancelar os alertas',
    done: ALERT_TEXTS.unsubscribed,
    doneText: ALERT_TEXTS.unsubscribedText,
    invalid: ALERT_TEXTS.tokenInvalid,
    manage: 'Gerenciar alertas',
  },
  lembretes: {
    pending: 'Cancelando seus lembretes…',
    failed: 'Não foi possível cancelar os lembretes',
    done: REMINDER_TEXTS.unsubscribed,
    doneText: REMINDER_TEXTS.unsubscribedText,
    invalid: REMINDER_TEXTS.tokenInvalid,
    manage: 'Gerenciar lembretes',
  },
} as const;

export type UnsubscribeKind = keyof typeof WORDS;

/**
 * Where an e-mail's unsubscribe link leads ('Cancelar alertas' of alert e-mails, 'Cancelar
 * lembretes' of reminders): the token is sent as soon as the page opens (one click from the e-mail,
 * no sign-in), and the page says what happened.
 */
export function UnsubscribeResult({ token, kind }: { token: string | null; kind: UnsubscribeKind }) {
  const alerts = useUnsubscribe();
  const reminders = useUnsubscribeReminders();
  const unsubscribe = kind === 'lembretes' ? reminders : alerts;
  const words = WORDS[kind];
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (token && (unsubscribe.isIdle || unsubscribe.isPending)) {
    return (
      <p role="status" className="text-lg text-muted-foreground">
        {words.pending}
      </p>
    );
  }

  const failed = !token || unsubscribe.isError;
  return (
    <div role={failed ? 'alert' : 'status'} className="grid gap-4">
      <h2 className="text-2xl font-semibold">{failed ? words.failed : words.done}</h2>
      <p className="text-muted-foreground">{failed ? (unsubscribe.error?.message ?? words.invalid) : words.doneText}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={`${paths.conta.to()}#alertas`}>{failed ? 'Ir para minha conta' : words.manage}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.feed.to()}>Ver concursos</Link>
        </Button>
      </div>
    </div>
  );
}
