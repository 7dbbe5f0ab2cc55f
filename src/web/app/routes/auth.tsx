import { paths } from '@/shared/paths';
import { PageContainer } from '@/web/components/layout/page-container';
import { AuthPanel } from '@/web/features/auth/components/auth-panel';
import { RedirectIfSignedIn } from '@/web/features/auth/components/redirect-if-signed-in';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Bem-vindo';

/** SPEC.md section 2: a session goes to /feed. */
export const handle: PageHandle = {
  redirect: ({ session }) => (session ? paths.feed.to() : null),
  head: () => ({ title: TITLE }),
};


export default function AuthPage() {
  usePageTitle(TITLE);
  return (
    <PageContainer className="max-w-md">
      <RedirectIfSignedIn to={paths.feed.to()} />
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{TITLE}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Entre na sua conta ou crie uma gratuitamente para salvar e acompanhar concursos.
      </p>
      <AuthPanel />
    </PageContainer>
  );
}
