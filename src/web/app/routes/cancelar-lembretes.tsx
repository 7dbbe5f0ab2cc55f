import { UnsubscribeView } from '@/web/features/alerts/components/unsubscribe-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Cancelar lembretes';

export const handle: PageHandle = { head: () => ({ title: TITLE, noindex: true }) };

/** /cancelar-lembretes?token=…: the one-click unsubscribe of reminder e-mails (reminders only); works signed out. */
export default function CancelarLembretesPage() {
  usePageTitle(TITLE);
  return <UnsubscribeView title={TITLE} kind="lembretes" />;
}
