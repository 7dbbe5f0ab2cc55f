import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/web/components/layout/page-container';
import { SearchField, SearchForm, SearchInput } from '@/web/components/ui/search-form';
import { useSearchEditais } from '../api/search-editais';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { EditalList, EditalListSkeleton, type EditalTracking } from './edital-list';
import { LoadError } from '@/web/components/layout/load-error';
import { ParamsNotice } from './params-notice';
import { UfSelect } from './uf-select';
import { SEARCH_TEXT_MAX, searchFiltersFromParams, searchParamsFromFilters } from './url-params';
import { CardIconSprite } from './card-icons';

/** Results shown at a time (up to 50 arrive): 12 fills whole rows of one, two or three columns. */
const RESULTS_PAGE_SIZE = 12;

export const SEARCH_EMPTY_TEXT = 'Nenhum concurso encontrado com os filtros selecionados.';

/**
 * /explorar: search by title and state. The search lives in the address (?q=&uf=), so it can be
 * shared, survives a reload and the browser's back button steps through earlier searches.
 */
export function ExplorarView({ title, tracking }: { title: string; tracking?: EditalTracking | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = searchFiltersFromParams(searchParams);
  const { data, error, isPending, isFetching, refetch } = useSearchEditais(filters);
  useErrorToast(error, 'Erro ao buscar concursos');
  const ids = { q: useId(), uf: useId(), results: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = searchParamsFromFilters({ q: String(form.get('q') ?? ''), uf: String(form.get('uf') ?? '') });
    if (next.toString() === searchParamsFromFilters(filters).toString()) void refetch();
    else setSearchParams(next);
  }

  const count = data?.editais.length ?? 0;

  return (
    <PageContainer>
      <CardIconSprite />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Busque pelo título do concurso — o órgão, o cargo ou a cidade — e filtre por estado. Acentos e maiúsculas
        não fazem diferença.
      </p>

      {/* A new key when the address changes (back/forward) puts the fields back in step with it. */}
      <SearchForm
        key={searchParams.toString()}
        label="Buscar concursos"
        onSubmit={submit}
        className="mt-8 md:grid-cols-[1fr_10rem_auto]"
      >
        <SearchField label="Título do concurso" htmlFor={ids.q}>
          <SearchInput
            id={ids.q}
            name="q"
            defaultValue={filters.q ?? ''}
            maxLength={SEARCH_TEXT_MAX}
            placeholder="Ex.: polícia, prefeitura, tribunal"
          />
        </SearchField>
        <SearchField label="Estado" htmlFor={ids.uf}>
          <UfSelect id={ids.uf} name="uf" allLabel="Todos" optionText="code" defaultValue={filters.uf ?? ''} />
        </SearchField>
      </SearchForm>
      <ParamsNotice params={searchParams} className="mt-4" />

      <section aria-labelledby={ids.results} aria-busy={isFetching} className="mt-10">
        <h2 id={ids.results} className="mb-4 text-xl font-semibold">
          Resultados
        </h2>
        {isPending ? (
          <EditalListSkeleton label="Buscando concursos…" />
        ) : error ? (
          <LoadError message="Não foi possível buscar os concursos." onRetry={() => void refetch()} />
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              {count === 0 ? '' : count === 1 ? '1 concurso encontrado' : `${count} concursos encontrados`}
            </p>
            <EditalList
              tracking={tracking}
              key={searchParams.toString()}
              editais={data.editais}
              empty={SEARCH_EMPTY_TEXT}
              headingLevel="h3"
              pageSize={RESULTS_PAGE_SIZE}
              shownParam="mostrar"
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}
