import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Seu Feed de Concursos';

export default function FeedPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá ver aqui os concursos com inscrições abertas, previstos e autorizados." />;
}
