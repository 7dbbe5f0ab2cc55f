import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Explorar Concursos';

export default function ExplorarPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá buscar concursos pelo nome e filtrar os resultados por estado." />;
}
