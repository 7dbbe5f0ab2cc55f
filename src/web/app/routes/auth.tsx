import { PlaceholderPage } from '@/web/components/layout/page-container';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Bem-vindo';

export default function AuthPage() {
  usePageTitle(TITLE);
  return <PlaceholderPage title={TITLE} description="Em breve você poderá entrar na sua conta ou criar uma nova por aqui." />;
}
