import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Painel Administrativo';

export default function AdminPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá executar a coleta de editais e acompanhar os resultados por aqui." />;
}
