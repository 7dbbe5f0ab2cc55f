import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Página não encontrada';

export const handle: PageHandle = { head: () => ({ title: TITLE, status: 404, noindex: true, canonicalPath: null }) };

export default function NotFoundPage() {
  usePageTitle(TITLE);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center text-center">
      <h1 className="text-6xl font-extrabold tracking-tight text-primary md:text-7xl">404</h1>
      <p className="mt-4 text-2xl font-semibold">Página não encontrada</p>
      <p className="mt-2 max-w-md text-muted-foreground">O endereço que você acessou não existe ou foi removido.</p>
      {/* The spec requires this exact English text; lang lets screen readers pronounce it. */}
      <Link to={paths.home.to()} lang="en" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </PageContainer>
  );
}
