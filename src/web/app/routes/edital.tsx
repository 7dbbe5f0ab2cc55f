import { useParams } from 'react-router';
import { PageContainer } from '@/web/components/layout/page-container';
import { LoadingPlaceholder } from '@/web/components/layout/page-skeleton';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useEdital } from '@/web/features/editais/api/get-edital';
import { EditalDetail } from '@/web/features/editais/components/edital-detail';
import { EditalNotFound, NOT_FOUND_TITLE } from '@/web/features/editais/components/edital-not-found';
import { LoadError } from '@/web/components/layout/load-error';
import { editalIdFromParam } from '@/web/features/editais/components/url-params';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { ApiError } from '@/web/lib/api-client';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useCardTracking } from '../hooks/use-card-tracking';
import type { PageContext, PageHandle, PageHead } from '../page-handle';
import { getEditalQueryOptions } from '@/web/features/editais/api/get-edital';
import { breadcrumbJsonLd, editalDescription, editalJsonLd } from '@/web/features/editais/lib/seo';
import type { EditalDetalheResponse } from '@/shared/api/editais';
import { paths } from '@/shared/paths';
import { estadoTitle } from '@/web/features/editais/components/estado-view';

const LOAD_ERROR_TITLE = 'Erro ao carregar concurso';

function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function detailHead(detail: EditalDetalheResponse, { origin, today }: PageContext): PageHead {
  const { edital } = detail;
  const jobPosting = editalJsonLd(detail, origin, today);
  const crumbs = [
    { name: 'Início', path: paths.home.to() },
    ...(edital.uf ? [{ name: estadoTitle(edital.uf), path: paths.estado.to(edital.uf) }] : []),
    { name: edital.titulo, path: paths.edital.to(edital.id) },
  ];
  return {
    title: edital.titulo,
    description: editalDescription(edital, detail.cargos),
    canonicalPath: paths.edital.to(edital.id),
    image: paths.ogEdital.to(edital.id, edital.updated_at),
    type: 'article',
    jsonLd: [...(jobPosting ? [jobPosting] : []), breadcrumbJsonLd(crumbs, origin)],
  };
}

/** The notice arrives with the page; an id that is malformed or unknown is a 404. */
export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) => {
    const id = editalIdFromParam(params.id);
    return id === null ? Promise.resolve() : queryClient.prefetchQuery(getEditalQueryOptions(id));
  },
  head: (ctx) => {
    const id = editalIdFromParam(ctx.params.id);
    const state = id === null ? undefined : ctx.queryClient.getQueryState(getEditalQueryOptions(id).queryKey);
    if (state?.data) return detailHead(state.data, ctx);
    if (id === null || isNotFound(state?.error ?? null)) return { title: NOT_FOUND_TITLE, status: 404, noindex: true, canonicalPath: null };
    return { title: LOAD_ERROR_TITLE, status: 500, noindex: true, canonicalPath: null };
  },
};

function DetailSkeleton() {
  return (
    <PageContainer role="status">
      <LoadingPlaceholder label="Carregando concurso…" className="space-y-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-6 w-40 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <div className="flex gap-3 pt-4">
          <Skeleton className="h-12 w-56" />
          <Skeleton className="h-12 w-44" />
        </div>
        <div className="grid gap-3 pt-6 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      </LoadingPlaceholder>
    </PageContainer>
  );
}

export default function EditalPage() {
  const params = useParams();
  // A malformed id ('abc') is answered here, without asking the server.
  const id = editalIdFromParam(params.id);
  const { data, error, isPending, refetch } = useEdital(id);
  // SPEC.md section 6: actions from the detail page are recorded with origin 'feed'.
  const tracking = useCardTracking('feed');
  const notFound = id === null || isNotFound(error);
  useErrorToast(notFound ? null : error, LOAD_ERROR_TITLE);
  usePageTitle(notFound ? NOT_FOUND_TITLE : error ? LOAD_ERROR_TITLE : (data?.edital.titulo ?? 'Concurso'));

  if (notFound) return <EditalNotFound />;
  if (error) {
    return (
      <PageContainer>
        <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">Não foi possível carregar o concurso</h1>
        <LoadError message="Verifique sua conexão e tente novamente." onRetry={() => void refetch()} />
      </PageContainer>
    );
  }
  if (isPending) return <DetailSkeleton />;
  return <EditalDetail detail={data} tracking={tracking} />;
}
