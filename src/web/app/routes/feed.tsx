import { FeedView } from '@/web/features/editais/components/feed-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';

const TITLE = 'Seu Feed de Concursos';

export default function FeedPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('feed');
  return <FeedView title={TITLE} tracking={tracking} />;
}
