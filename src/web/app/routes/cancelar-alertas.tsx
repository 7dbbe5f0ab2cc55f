import { UnsubscribeView } from '@/web/features/alerts/components/unsubscribe-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Cancelar alertas';

export const handle: PageHandle = { head: () => ({ title: TITLE, noindex: true }) };

/** /cancelar-alertas?token=…: the one-click unsubscribe of alert e-mails; works signed out. */
export default function CancelarAlertasPage() {
  usePageTitle(TITLE);
  return <UnsubscribeView title={TITLE} kind="alertas" />;
}
