import { useSession } from '@/web/features/auth/api/get-session';
import { AlertsInvitation } from '@/web/features/alerts/components/alerts-invitation';
import { FeedView } from '@/web/features/editais/components/feed-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';
import type { PageHandle } from '../page-handle';
import { paths } from '@/shared/paths';
import { getFeedQueryOptions } from '@/web/features/editais/api/get-feed';
import { ufFromParam } from '@/web/features/editais/components/url-params';

const TITLE = 'Seu Feed de Concursos';

export const handle: PageHandle = {
  prefetch: ({ queryClient, url }) => queryClient.prefetchQuery(getFeedQueryOptions(ufFromParam(url.searchParams.get('uf')))),
  head: () => ({
    title: TITLE,
    description: 'Concursos com inscrições abertas pelo prazo mais próximo, e os previstos e autorizados mais recentes.',
    canonicalPath: paths.feed.to(),
  }),
};


export default function FeedPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('feed');
  const session = useSession();
  return (
    <FeedView title={TITLE} tracking={tracking} banner={session.status === 'signed-in' ? <AlertsInvitation /> : undefined} />
  );
}
