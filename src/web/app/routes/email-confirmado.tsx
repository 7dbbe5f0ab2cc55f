import { Link, useSearchParams } from 'react-router';
import {
  EMAIL_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_TITLE,
  INVALID_VERIFICATION_LINK_MESSAGE,
  INVALID_VERIFICATION_LINK_TITLE,
} from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

/** The server has checked the link (GET /api/auth/verify-email) and says how it went with ?error=. */
function titleFor(failed: boolean): string {
  return failed ? INVALID_VERIFICATION_LINK_TITLE : EMAIL_VERIFIED_TITLE;
}

export const handle: PageHandle = {
  head: ({ url }) => ({ title: titleFor(url.searchParams.has('error')), noindex: true }),
};

/** /email-confirmado: where the confirmation e-mail's link lands (issue 20). */
export default function EmailConfirmadoPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const title = titleFor(failed);
  usePageTitle(title);
  return (
    <PageContainer className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{failed ? INVALID_VERIFICATION_LINK_MESSAGE : EMAIL_VERIFIED_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.conta.to()} className={buttonVariants()}>
          Ir para minha conta
        </Link>
        <Link to={paths.explorar.to()} className={buttonVariants({ variant: 'outline' })}>
          Explorar concursos
        </Link>
      </div>
    </PageContainer>
  );
}
