import { ExplorarView } from '@/web/features/editais/components/explorar-view';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Explorar Concursos';

export default function ExplorarPage() {
  usePageTitle(TITLE);
  return <ExplorarView title={TITLE} />;
}
