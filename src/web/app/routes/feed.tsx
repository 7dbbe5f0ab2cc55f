import { FeedView } from '@/web/features/editais/components/feed-view';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Seu Feed de Concursos';

export default function FeedPage() {
  usePageTitle(TITLE);
  return <FeedView title={TITLE} />;
}
