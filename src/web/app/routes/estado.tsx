import { useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { UF_NAMES } from '@/shared/ufs';
import { LoadError } from '@/web/components/layout/load-error';
import { PageContainer } from '@/web/components/layout/page-container';
import { getEstadoQueryOptions, useEstado } from '@/web/features/editais/api/get-estado';
import { EstadoSkeleton, estadoTitle, EstadoView } from '@/web/features/editais/components/estado-view';
import { ufFromParam } from '@/web/features/editais/components/url-params';
import { breadcrumbJsonLd, estadoDescription } from '@/web/features/editais/lib/seo';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';
import type { PageHandle } from '../page-handle';
import NotFoundPage from './not-found';

const NOT_FOUND_TITLE = 'Página não encontrada';
const LOAD_ERROR_TITLE = 'Erro ao carregar concursos';

/** The state's notices arrive with the page; a path that names no state ('/concursos/xx') is a 404. */
export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) => {
    const uf = ufFromParam(params.uf);
    return uf ? queryClient.prefetchQuery(getEstadoQueryOptions(uf)) : Promise.resolve();
  },
  head: ({ params, queryClient, origin }) => {
    const uf = ufFromParam(params.uf);
    if (!uf) return { title: NOT_FOUND_TITLE, status: 404, noindex: true, canonicalPath: null };
    const data = queryClient.getQueryData(getEstadoQueryOptions(uf).queryKey);
    if (!data) return { title: LOAD_ERROR_TITLE, status: 500, noindex: true };
    const title = estadoTitle(uf);
    return {
      title,
      description: estadoDescription(UF_NAMES[uf], data.totais.abertos, data.totais.previstos),
      canonicalPath: paths.estado.to(uf),
      feeds: [{ title: `${title}: RSS`, href: paths.rssEstado.to(uf) }],
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: 'Início', path: paths.home.to() },
            { name: title, path: paths.estado.to(uf) },
          ],
          origin,
        ),
      ],
    };
  },
};

export default function EstadoPage() {
  const params = useParams();
  const uf = ufFromParam(params.uf) ?? null;
  const { data, error, refetch } = useEstado(uf);
  const tracking = useCardTracking('feed');
  usePageTitle(uf ? (error ? LOAD_ERROR_TITLE : estadoTitle(uf)) : NOT_FOUND_TITLE);

  if (!uf) return <NotFoundPage />;
  if (error) {
    return (
      <PageContainer>
        <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">Não foi possível carregar os concursos</h1>
        <LoadError message="Verifique sua conexão e tente novamente." onRetry={() => void refetch()} />
      </PageContainer>
    );
  }
  if (!data) return <EstadoSkeleton uf={uf} />;
  return <EstadoView uf={uf} data={data} tracking={tracking} />;
}
