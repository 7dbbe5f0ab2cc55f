import { ExplorarView } from '@/web/features/editais/components/explorar-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';

const TITLE = 'Explorar Concursos';

export default function ExplorarPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('busca');
  return <ExplorarView title={TITLE} tracking={tracking} />;
}
