import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Concurso';

export default function EditalPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá ver aqui todos os detalhes deste concurso: datas, vagas, cargos e links oficiais." />;
}
