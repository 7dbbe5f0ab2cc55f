import { PageSkeleton } from '@/web/components/layout/page-skeleton';
import { AlertsInvitation } from '@/web/features/alerts/components/alerts-invitation';
import { RequireSession } from '@/web/features/auth/components/require-session';
import { EditalList, EditalListSkeleton } from '@/web/features/editais/components/edital-list';
import { LoadError } from '@/web/components/layout/load-error';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useMeusConcursos } from '@/web/features/tracking/api/get-meus-concursos';
import { MeusConcursosView, type MeusConcursosSlots } from '@/web/features/tracking/components/meus-concursos-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';
import { paths } from '@/shared/paths';
import { CardIconSprite } from '@/web/features/editais/components/card-icons';
import { AgendaSubscriptionCard } from '@/web/features/agenda/components/agenda-subscription-card';

const TITLE = 'Meus Concursos';

/** Signed-in only: a visitor goes to /auth before anything is drawn. */
export const handle: PageHandle = {
  redirect: ({ session }) => (session ? null : paths.auth.to()),
  head: () => ({ title: TITLE, noindex: true }),
};


const slots: MeusConcursosSlots = {
  list: (props) => <EditalList headingLevel="h2" {...props} />,
  skeleton: <EditalListSkeleton count={3} />,
  error: (retry) => <LoadError message="Não foi possível carregar seus concursos." onRetry={retry} />,
  banner: <AlertsInvitation />,
};

function MeusConcursos() {
  const { error } = useMeusConcursos();
  useErrorToast(error, 'Erro ao carregar seus concursos');
  return (
    <>
      <CardIconSprite />
      <MeusConcursosView title={TITLE} slots={slots} />
      {/* Under the lists, in the page's column (the view's container ends above). */}
      <div className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6 md:pb-14">
        <AgendaSubscriptionCard />
      </div>
    </>
  );
}

/** Signed-in only (SPEC.md section 2): a visitor goes to /auth. */
export default function MeusConcursosPage() {
  usePageTitle(TITLE);
  return (
    <RequireSession fallback={<PageSkeleton />}>
      <MeusConcursos />
    </RequireSession>
  );
}
