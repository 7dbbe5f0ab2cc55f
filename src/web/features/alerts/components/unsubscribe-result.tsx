import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ALERT_TEXTS } from '@/shared/alerts-texts';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * Where an alert e-mail's 'Cancelar alertas' link leads: the token is sent as soon as the page
 * opens (one click from the e-mail, no sign-in), and the page says what happened.
 */
export function UnsubscribeResult({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
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
        Cancelando seus alertas…
      </p>
    );
  }

  const failed = !token || unsubscribe.isError;
  return (
    <div role={failed ? 'alert' : 'status'} className="grid gap-4">
      <h2 className="text-2xl font-semibold">{failed ? 'Não foi possível cancelar os alertas' : ALERT_TEXTS.unsubscribed}</h2>
      <p className="text-muted-foreground">
        {failed ? (unsubscribe.error?.message ?? ALERT_TEXTS.tokenInvalid) : ALERT_TEXTS.unsubscribedText}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={`${paths.conta.to()}#alertas`}>{failed ? 'Ir para minha conta' : 'Gerenciar alertas'}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.feed.to()}>Ver concursos</Link>
        </Button>
      </div>
    </div>
  );
}
