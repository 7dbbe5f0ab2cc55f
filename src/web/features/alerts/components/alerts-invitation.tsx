import BellRingIcon from 'lucide-react/icons/bell-ring';
import { Link } from 'react-router';
import { ALERT_TEXTS } from '@/shared/alerts-texts';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useAlertPreferences } from '../api/get-alert-preferences';

/**
 * The invitation to set up e-mail alerts, for a signed-in user who has not chosen yet (no
 * preferences saved). Shown on the feed and on Meus Concursos; gone once they choose, on or off.
 */
export function AlertsInvitation({ className }: { className?: string }) {
  const { data } = useAlertPreferences();
  if (!data || data.preferences !== null) return null;
  return (
    <aside
      aria-labelledby="convite-alertas"
      className={`flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center ${className ?? ''}`}
    >
      <BellRingIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="grow">
        <h2 id="convite-alertas" className="font-semibold">
          {ALERT_TEXTS.invitationTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{ALERT_TEXTS.invitationText}</p>
      </div>
      <Button asChild className="shrink-0">
        <Link to={`${paths.conta.to()}#alertas`}>{ALERT_TEXTS.invitationAction}</Link>
      </Button>
    </aside>
  );
}
