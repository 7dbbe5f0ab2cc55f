import InfoIcon from 'lucide-react/icons/info';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { BuscaResponse } from '@/shared/api/editais';
import { formatCurrency, formatInteger } from '@/shared/editais/format';
import { filtersFromParams, paginaFromParam, paramsFromFilters, usesPremiumFilters, type SearchFilters } from '@/shared/editais/search-filters';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { PageContainer } from '@/web/components/layout/page-container';
import { SearchField, SearchForm, SearchInput } from '@/web/components/ui/search-form';
import { useAdvancedSearch, useSearchEditais } from '../api/search-editais';
import { useMunicipio } from '../api/get-municipio';
import { AdvancedFiltersPanel, type SearchAccess } from './advanced-filters';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { EditalList, EditalListSkeleton, type EditalTracking } from './edital-list';
import { LoadError } from '@/web/components/layout/load-error';
import { ParamsNotice } from './params-notice';
import { UfSelect } from './uf-select';
import { SEARCH_TEXT_MAX } from './url-params';
import { CardIconSprite } from './card-icons';

/** Results shown at a time (up to 50 arrive): 12 fills whole rows of one, two or three columns. */
const RESULTS_PAGE_SIZE = 12;

export const SEARCH_EMPTY_TEXT = 'Nenhum concurso encontrado com os filtros selecionados.';

/** 'N concursos encontrados · X vagas · salários até R$ Y', or '' for none. */
export function summaryText(answer: Pick<BuscaResponse, 'resumo'> & { editais: unknown[] }): string {
  const resumo = answer.resumo;
  const total = resumo?.total ?? answer.editais.length;
  if (total === 0) return '';
  const parts = [total === 1 ? '1 concurso encontrado' : `${formatInteger(total)} concursos encontrados`];
  if (resumo && resumo.vagas > 0) parts.push(resumo.vagas === 1 ? '1 vaga' : `${formatInteger(resumo.vagas)} vagas`);
  if (resumo && resumo.remuneracao_max !== null) parts.push(`salários até ${formatCurrency(resumo.remuneracao_max)}`);
  return parts.join(' · ');
}

/** The search a page runs for its address and the reader's plan: the advanced one only for Premium. */
export function searchPlan(params: URLSearchParams, access: SearchAccess) {
  const filters = filtersFromParams(params);
  const advanced = usesPremiumFilters(filters);
  return { filters, advanced, runAdvanced: advanced && access === 'premium', basic: { q: filters.q, uf: filters.ufs[0] } };
}

/** How many pages of an advanced search the address asks to show at once (JavaScript off: 'Carregar mais'). */
export const PAGES_FROM_ADDRESS_MAX = 10;
export function pagesFromParams(params: URLSearchParams): number {
  return Math.min(paginaFromParam(params.get('pagina')) ?? 1, PAGES_FROM_ADDRESS_MAX);
}

interface ExplorarViewProps {
  title: string;
  tracking?: EditalTracking | undefined;
  /** The reader's plan: only Premium may use the advanced filters. */
  access: SearchAccess;
  /** Premium: 'Salvar esta busca' and the saved searches (composed by the route). */
  savedSearches?: ((filters: SearchFilters, municipioNome: string | undefined) => ReactNode) | undefined;
}

/**
 * /explorar: search by title and state; Premium adds the advanced filters. The search lives in the
 * address (?q=&uf=&nivel=…), so it can be shared, survives a reload and the browser's back button
 * steps through earlier searches. The panel's fields belong to the search form (their `form`
 * attribute): one 'Buscar' sends everything, also without JavaScript.
 */
export function ExplorarView({ title, tracking, access, savedSearches }: ExplorarViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, advanced, runAdvanced, basic } = searchPlan(searchParams, access);
  const waiting = advanced && access === 'loading';
  const simple = useSearchEditais(basic, { enabled: !runAdvanced && !waiting });
  const full = useAdvancedSearch(filters, { enabled: runAdvanced });
  const municipio = useMunicipio(access === 'premium' ? filters.municipio : undefined);
  const ids = { form: useId(), q: useId(), uf: useId(), results: useId(), more: useId() };

  const active = runAdvanced ? full : simple;
  useErrorToast(active.error, 'Erro ao buscar concursos');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') form.append(key, value);
    const next = paramsFromFilters(filtersFromParams(form));
    if (next.toString() === paramsFromFilters(filters).toString()) void active.refetch();
    else setSearchParams(next);
  }

  const pending = waiting || active.isPending;
  const premium = access === 'premium';

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
        id={ids.form}
        label="Buscar concursos"
        onSubmit={submit}
        className={premium ? 'mt-8 md:grid-cols-[1fr_auto]' : 'mt-8 md:grid-cols-[1fr_10rem_auto]'}
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
        {/* Premium picks any number of states in the panel. */}
        {premium ? null : (
          <SearchField label="Estado" htmlFor={ids.uf}>
            <UfSelect id={ids.uf} name="uf" allLabel="Todos" optionText="code" defaultValue={basic.uf ?? ''} />
          </SearchField>
        )}
      </SearchForm>
      <AdvancedFiltersPanel
        key={`${searchParams.toString()}|${municipio?.codigo ?? ''}`}
        access={access}
        filters={filters}
        formId={ids.form}
        municipio={municipio}
        active={advanced}
        className="mt-4"
      />
      {advanced && !premium && access !== 'loading' ? <PremiumOnlyNote /> : null}
      <ParamsNotice params={searchParams} className="mt-4" />
      {premium && savedSearches ? savedSearches(filters, municipio?.nome) : null}

      <SearchResults
        id={ids.results}
        moreId={ids.more}
        tracking={tracking}
        params={searchParams}
        pending={pending}
        runAdvanced={runAdvanced}
        simple={simple}
        full={full}
      />
    </PageContainer>
  );
}

/** For whom an address asks for filters they cannot use: what the page shows instead. */
function PremiumOnlyNote() {
  return (
    <p role="note" className="mt-4 flex items-start gap-2 rounded-md border border-border bg-muted px-4 py-3 text-sm">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>Este endereço usa filtros avançados, do plano Premium: mostrando só a busca pelo título e pelo estado.</span>
    </p>
  );
}

interface SearchResultsProps {
  id: string;
  moreId: string;
  tracking: EditalTracking | undefined;
  params: URLSearchParams;
  pending: boolean;
  runAdvanced: boolean;
  simple: ReturnType<typeof useSearchEditais>;
  full: ReturnType<typeof useAdvancedSearch>;
}

/** 'Resultados': the summary, the cards and the way to more of them ('Mostrar mais' or 'Carregar mais'). */
function SearchResults({ id, moreId, tracking, params, pending, runAdvanced, simple, full }: SearchResultsProps) {
  const active = runAdvanced ? full : simple;
  const editais = runAdvanced ? (full.data?.pages.flatMap((page) => page.editais) ?? []) : (simple.data?.editais ?? []);
  const first: BuscaResponse | undefined = runAdvanced ? full.data?.pages[0] : simple.data;
  const ids = { results: id, more: moreId };
  const searchParams = params;
  return (
    <section aria-labelledby={ids.results} aria-busy={active.isFetching} className="mt-10">
      <h2 id={ids.results} className="mb-4 text-xl font-semibold">
        Resultados
      </h2>
      {pending ? (
        <EditalListSkeleton label="Buscando concursos…" />
      ) : active.error && !first ? (
        <LoadError message="Não foi possível buscar os concursos." onRetry={() => void active.refetch()} />
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {first ? summaryText(first) : ''}
          </p>
          {runAdvanced ? (
            <>
              <EditalList tracking={tracking} key={searchParams.toString()} editais={editais} empty={SEARCH_EMPTY_TEXT} headingLevel="h3" />
              <LoadMore
                id={ids.more}
                loaded={editais.length}
                total={first?.total ?? editais.length}
                pages={full.data?.pages.length ?? 1}
                params={searchParams}
                loading={full.isFetchingNextPage}
                onMore={() => void full.fetchNextPage()}
              />
            </>
          ) : (
            <EditalList
              tracking={tracking}
              key={searchParams.toString()}
              editais={editais}
              empty={SEARCH_EMPTY_TEXT}
              headingLevel="h3"
              pageSize={RESULTS_PAGE_SIZE}
              shownParam="mostrar"
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * 'Carregar mais': the next page of 50 from the API. A GET form too: without JavaScript it reloads
 * the address with ?pagina=<next> and the server draws every page up to it.
 */
function LoadMore(props: { id: string; loaded: number; total: number; pages: number; params: URLSearchParams; loading: boolean; onMore: () => void }) {
  const { loaded, total, pages, params, loading, onMore } = props;
  if (loaded >= total) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-muted-foreground">
        Mostrando {formatInteger(loaded)} de {formatInteger(total)} concursos
      </p>
      <form method="get" className="contents">
        {[...params]
          .filter(([key]) => key !== 'pagina')
          .map(([key, value], i) => (
            <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
          ))}
        <button
          type="submit"
          name="pagina"
          value={String(pages + 1)}
          disabled={loading}
          className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
          onClick={(event) => {
            event.preventDefault();
            onMore();
          }}
        >
          {loading ? 'Carregando…' : 'Carregar mais'}
        </button>
      </form>
    </div>
  );
}
