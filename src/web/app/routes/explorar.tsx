import { ExplorarView } from '@/web/features/editais/components/explorar-view';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';
import type { PageHandle } from '../page-handle';
import { paths } from '@/shared/paths';
import { searchEditaisQueryOptions } from '@/web/features/editais/api/search-editais';
import { searchFiltersFromParams } from '@/web/features/editais/components/url-params';

const TITLE = 'Explorar Concursos';

export const handle: PageHandle = {
  prefetch: ({ queryClient, url }) => queryClient.prefetchQuery(searchEditaisQueryOptions(searchFiltersFromParams(url.searchParams))),
  head: () => ({
    title: TITLE,
    description: 'Busque concursos públicos pelo nome do órgão, do cargo ou da cidade e filtre por estado.',
    canonicalPath: paths.explorar.to(),
  }),
};


export default function ExplorarPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('busca');
  return <ExplorarView title={TITLE} tracking={tracking} />;
}
