import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { UF_NAMES } from '@/shared/ufs';
import { PageContainer } from '@/web/components/layout/page-container';
import { Label } from '@/web/components/ui/label';
import { useFeed } from '../api/get-feed';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { EditalList, EditalListSkeleton, type EditalTracking } from './edital-list';
import { LoadError } from '@/web/components/layout/load-error';
import { UfSelect } from './uf-select';
import { ufFromParam } from './url-params';
import { ParamsNotice } from './params-notice';
import { CardIconSprite } from './card-icons';

export const FEED_EMPTY_TEXT = 'Nenhum concurso encontrado no momento.';

/** /feed: notice cards (GET /api/feed) with a state filter kept in the address (?uf=). */
export function FeedView({
  title,
  tracking,
  banner,
}: {
  title: string;
  tracking?: EditalTracking | undefined;
  /** Shown between the header and the list (the route's invitation to set up alerts). */
  banner?: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const uf = ufFromParam(searchParams.get('uf'));
  const selectId = useId();
  const resultsId = useId();
  const { data, error, isPending, refetch } = useFeed(uf);
  useErrorToast(error, 'Erro ao carregar concursos');

  function changeUf(value: string) {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (value) copy.set('uf', value);
        else copy.delete('uf');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const count = data?.editais.length ?? 0;

  return (
    <PageContainer>
      <CardIconSprite />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Concursos com inscrições abertas, do prazo mais curto ao mais longo, e os editais mais recentes.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 md:w-72">
          <Label htmlFor={selectId}>Estado</Label>
          <UfSelect
            id={selectId}
            allLabel="Todos os estados"
            value={uf ?? ''}
            aria-controls={resultsId}
            onChange={(event) => changeUf(event.target.value)}
          />
        </div>
      </div>
      <ParamsNotice params={searchParams} className="mt-6" />
      {banner && <div className="mt-8">{banner}</div>}

      <section id={resultsId} aria-labelledby={`${resultsId}-titulo`} className="mt-10">
        <h2 id={`${resultsId}-titulo`} className="sr-only">
          {uf ? `Concursos em ${UF_NAMES[uf]}` : 'Concursos de todos os estados'}
        </h2>
        {isPending ? (
          <EditalListSkeleton />
        ) : error ? (
          <LoadError message="Não foi possível carregar os concursos." onRetry={() => void refetch()} />
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              {count === 1 ? '1 concurso' : `${count} concursos`}
              {uf ? ` em ${UF_NAMES[uf]}` : ''}
            </p>
            <EditalList editais={data.editais} empty={FEED_EMPTY_TEXT} headingLevel="h3" tracking={tracking} />
          </>
        )}
      </section>
    </PageContainer>
  );
}
