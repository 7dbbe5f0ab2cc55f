import { PageContainer } from '@/web/components/layout/page-container';
import { PageSkeleton } from '@/web/components/layout/page-skeleton';
import { AlertPreferencesCard } from '@/web/features/alerts/components/alert-preferences-card';
import { AccountOverview } from '@/web/features/auth/components/account-overview';
import { RequireSession } from '@/web/features/auth/components/require-session';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';
import { paths } from '@/shared/paths';

const TITLE = 'Minha conta';

/** Signed-in only: a visitor goes to /auth before anything is drawn. */
export const handle: PageHandle = {
  redirect: ({ session }) => (session ? null : paths.auth.to()),
  head: () => ({ title: TITLE, noindex: true }),
};


export default function ContaPage() {
  usePageTitle(TITLE);
  return (
    <RequireSession fallback={<PageSkeleton />}>
      <PageContainer className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{TITLE}</h1>
        <AccountOverview beforeDataCard={<AlertPreferencesCard />} />
      </PageContainer>
    </RequireSession>
  );
}
