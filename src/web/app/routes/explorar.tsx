import { ExplorarView, pagesFromParams, searchPlan } from '@/web/features/editais/components/explorar-view';
import type { SearchAccess } from '@/web/features/editais/components/advanced-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';
import type { PageContext, PageHandle } from '../page-handle';
import { paths } from '@/shared/paths';
import type { MeResponse } from '@/shared/api/account';
import { advancedSearchQueryOptions, searchEditaisQueryOptions } from '@/web/features/editais/api/search-editais';
import { municipioQueryOptions } from '@/web/features/editais/api/get-municipio';
import { useSession } from '@/web/features/auth/api/get-session';
import { getMeQueryOptions, useMe } from '@/web/features/auth/api/get-me';
import { SavedSearches } from '@/web/features/buscas/components/saved-searches';
import type { SearchFilters } from '@/shared/editais/search-filters';

const savedSearches = (filters: SearchFilters, municipioNome: string | undefined) => (
  <SavedSearches key={JSON.stringify(filters)} filters={filters} municipioNome={municipioNome} />
);

const TITLE = 'Explorar Concursos';

/** Who reads the page, as far as the advanced search cares: only Premium may use it. */
export function accessOf(signedIn: boolean | null, me: MeResponse | undefined, meFailed: boolean): SearchAccess {
  if (signedIn === null) return 'loading';
  if (!signedIn) return 'visitor';
  if (me) return me.subscription?.plan === 'premium' ? 'premium' : 'free';
  return meFailed ? 'free' : 'loading';
}

async function prefetch({ queryClient, url, session }: PageContext) {
  let access: SearchAccess = 'visitor';
  if (session) {
    const me = await queryClient.fetchQuery(getMeQueryOptions()).catch(() => undefined);
    access = accessOf(true, me, true);
  }
  const plan = searchPlan(url.searchParams, access);
  if (!plan.runAdvanced) return queryClient.prefetchQuery(searchEditaisQueryOptions(plan.basic));
  return Promise.all([
    queryClient.prefetchInfiniteQuery({ ...advancedSearchQueryOptions(plan.filters), pages: pagesFromParams(url.searchParams) }),
    plan.filters.municipio ? queryClient.prefetchQuery(municipioQueryOptions(plan.filters.municipio)) : undefined,
  ]);
}

export const handle: PageHandle = {
  prefetch,
  head: () => ({
    title: TITLE,
    description:
      'Busque concursos públicos pelo nome do órgão, do cargo ou da cidade e filtre por estado. No Premium: nível, salário, vagas, esfera, área, banca, prazo e distância da sua cidade.',
    canonicalPath: paths.explorar.to(),
  }),
};

export default function ExplorarPage() {
  usePageTitle(TITLE);
  const tracking = useCardTracking('busca');
  const session = useSession();
  const signedIn = session.status === 'loading' ? null : session.status === 'signed-in';
  const me = useMe({ enabled: signedIn === true });
  const access = accessOf(signedIn, me.data, me.isError);
  return <ExplorarView title={TITLE} tracking={tracking} access={access} savedSearches={savedSearches} />;
}
