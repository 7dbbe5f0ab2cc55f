import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Meus Concursos';

export default function MeusConcursosPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá acompanhar aqui os concursos que salvou, viu ou ocultou." />;
}
