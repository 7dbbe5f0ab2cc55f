import BookmarkPlusIcon from 'lucide-react/icons/bookmark-plus';
import RssIcon from 'lucide-react/icons/rss';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/web/lib/toast';
import { BUSCA_NOME_MAX, BUSCAS_LIMITE, filtrosFromParams } from '@/shared/buscas';
import { describeFilters, paramsFromFilters, type SearchFilters } from '@/shared/editais/search-filters';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useApagarBusca, useBuscasSalvas, useSalvarBusca } from '../api/buscas';

export const SAVED_SEARCH_TEXTS = {
  title: 'Buscas salvas',
  intro: 'Salve esta busca para abri-la de novo com um clique, receber os concursos novos que combinam com ela nos alertas e acompanhá-la por RSS.',
  name: 'Nome da busca',
  save: 'Salvar esta busca',
  saved: 'Busca salva',
  saveFailed: 'Não foi possível salvar a busca',
  removed: 'Busca apagada',
  removeFailed: 'Não foi possível apagar a busca',
  empty: 'Você ainda não salvou nenhuma busca.',
  rss: 'RSS',
} as const;

/** The address of /explorar for a saved search's canonical query. */
const explorarWith = (query: string) => (query ? `${paths.explorar.to()}?${query}` : paths.explorar.to());

/**
 * /explorar for Premium: 'Salvar esta busca' (the current filters under a name) and the list of
 * saved searches to reopen, each with its private RSS feed.
 */
export function SavedSearches({ filters, municipioNome }: { filters: SearchFilters; municipioNome?: string | undefined }) {
  const ids = { title: useId(), name: useId() };
  const buscas = useBuscasSalvas();
  const salvar = useSalvarBusca();
  const apagar = useApagarBusca();
  const [nome, setNome] = useState(() => describeFilters(filters, municipioNome).slice(0, BUSCA_NOME_MAX));
  const list = buscas.data?.buscas ?? [];
  const full = list.length >= (buscas.data?.limite ?? BUSCAS_LIMITE);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    salvar.mutate(
      { nome, filtros: filtrosFromParams(paramsFromFilters(filters)) },
      {
        onSuccess: () => toast.success(SAVED_SEARCH_TEXTS.saved, { description: nome }),
        onError: (error) => toast.error(SAVED_SEARCH_TEXTS.saveFailed, { description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby={ids.title} className="mt-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:px-6">
      <h2 id={ids.title} className="font-semibold">
        {SAVED_SEARCH_TEXTS.title}
        {buscas.data ? (
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            ({list.length} de {buscas.data.limite})
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{SAVED_SEARCH_TEXTS.intro}</p>
      <form onSubmit={save} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={ids.name}>{SAVED_SEARCH_TEXTS.name}</Label>
          <Input id={ids.name} value={nome} maxLength={BUSCA_NOME_MAX} required onChange={(event) => setNome(event.target.value)} />
        </div>
        <Button type="submit" disabled={salvar.isPending || full || nome.trim() === ''}>
          <BookmarkPlusIcon aria-hidden="true" />
          {SAVED_SEARCH_TEXTS.save}
        </Button>
      </form>
      {full ? <p className="mt-2 text-sm text-muted-foreground">Você chegou ao limite de {BUSCAS_LIMITE} buscas salvas: apague uma para salvar outra.</p> : null}
      {buscas.isSuccess && list.length === 0 ? <p className="mt-3 text-sm text-muted-foreground">{SAVED_SEARCH_TEXTS.empty}</p> : null}
      {list.length > 0 ? (
        <ul className="mt-4 divide-y divide-border">
          {list.map((busca) => (
            <li key={busca.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <Link to={explorarWith(busca.query)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {busca.nome}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{busca.descricao}</p>
              </div>
              <a href={busca.rss_url} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground" aria-label={`RSS da busca ${busca.nome}`}>
                <RssIcon aria-hidden="true" className="size-4" />
                {SAVED_SEARCH_TEXTS.rss}
              </a>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={apagar.isPending && apagar.variables === busca.id}
                aria-label={`Apagar a busca ${busca.nome}`}
                onClick={() =>
                  apagar.mutate(busca.id, {
                    onSuccess: () => toast.success(SAVED_SEARCH_TEXTS.removed, { description: busca.nome }),
                    onError: (error) => toast.error(SAVED_SEARCH_TEXTS.removeFailed, { description: error.message }),
                  })
                }
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
