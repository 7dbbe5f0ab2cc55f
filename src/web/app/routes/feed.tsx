import { useSession } from '@/web/features/auth/api/get-session';
import { AlertsInvitation } from '@/web/features/alerts/components/alerts-invitation';
import { FeedView } from '@/web/features/editais/components/feed-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';

const TITLE = 'Seu Feed de Concursos';

export default function FeedPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('feed');
  const session = useSession();
  return (
    <FeedView title={TITLE} tracking={tracking} banner={session.status === 'signed-in' ? <AlertsInvitation /> : undefined} />
  );
}
