import type { EditaisResponse, Edital, EditalDetalheResponse } from '@/shared/api/editais';
import type { MeusConcursosResponse } from '@/shared/api/tracking';
import type { UserStatus } from '@/shared/domain';

/**
 * How one notice's new status shows in the answers already on screen, before (optimistic) and
 * after the server confirms it. Pure functions over the API's shapes, so they are unit-tested.
 */

type ListKind = 'feed' | 'busca' | 'feed-publico';

function setStatus(edital: Edital, id: number, status: UserStatus): Edital {
  return edital.id === id ? { ...edital, userStatus: status } : edital;
}

/**
 * A list of notices: the card takes the new status. The feed leaves hidden notices out (as the
 * server does), the search keeps them with their 'Oculto' badge.
 */
export function applyToList(data: EditaisResponse, kind: ListKind, id: number, status: UserStatus): EditaisResponse {
  if (!data.editais.some((e) => e.id === id)) return data;
  const editais =
    kind === 'feed' && status === 'oculto'
      ? data.editais.filter((e) => e.id !== id)
      : data.editais.map((e) => setStatus(e, id, status));
  return { ...data, editais };
}

/** The detail page: its own badge, and 'Concursos Similares' (hidden ones leave it). */
export function applyToDetail(data: EditalDetalheResponse, id: number, status: UserStatus): EditalDetalheResponse {
  const own = data.edital.id === id;
  const inSimilar = data.similares.some((e) => e.id === id);
  if (!own && !inSimilar) return data;
  return {
    ...data,
    edital: own ? { ...data.edital, userStatus: status } : data.edital,
    userStatus: own ? status : data.userStatus,
    similares:
      status === 'oculto' ? data.similares.filter((e) => e.id !== id) : data.similares.map((e) => setStatus(e, id, status)),
  };
}

const TABS = { salvo: 'salvos', visto: 'vistos', oculto: 'ocultos', inscrito: 'inscritos' } as const;

/**
 * Meus Concursos: the notice moves to the tab of its new status (to the top: most recent first),
 * or leaves every tab when it goes back to novo; counts and the plan usage follow.
 */
export function applyToMeusConcursos(data: MeusConcursosResponse, edital: Edital, status: UserStatus): MeusConcursosResponse {
  const next: MeusConcursosResponse = {
    ...data,
    salvos: data.salvos.filter((e) => e.id !== edital.id),
    vistos: data.vistos.filter((e) => e.id !== edital.id),
    ocultos: data.ocultos.filter((e) => e.id !== edital.id),
    inscritos: data.inscritos.filter((e) => e.id !== edital.id),
  };
  if (status !== 'novo') {
    const tab = TABS[status];
    next[tab] = [{ ...edital, userStatus: status }, ...next[tab]];
  }
  next.counts = {
    salvos: next.salvos.length,
    vistos: next.vistos.length,
    ocultos: next.ocultos.length,
    inscritos: next.inscritos.length,
  };
  next.usage = { ...data.usage, saved: next.salvos.length };
  return next;
}

/**
 * Applies a status to a cached answer given its query key ([EDITAIS_QUERY_KEY, kind, …]).
 * Unknown shapes are left as they are.
 */
export function applyToEditaisQuery(key: readonly unknown[], data: unknown, id: number, status: UserStatus): unknown {
  if (!data || typeof data !== 'object') return data;
  const kind = key[1];
  if (kind === 'detalhe' && 'similares' in data) return applyToDetail(data as EditalDetalheResponse, id, status);
  if ((kind === 'feed' || kind === 'busca' || kind === 'feed-publico') && 'editais' in data) {
    return applyToList(data as EditaisResponse, kind, id, status);
  }
  // The advanced search's pages ('Carregar mais'): each page is a list of the search.
  if (kind === 'busca-avancada' && 'pages' in data && Array.isArray(data.pages)) {
    const pages = (data.pages as EditaisResponse[]).map((page) => applyToList(page, 'busca', id, status));
    return pages.every((page, i) => page === (data.pages as EditaisResponse[])[i]) ? data : { ...data, pages };
  }
  return data;
}
