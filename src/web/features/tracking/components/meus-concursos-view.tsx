import CircleCheckIcon from 'lucide-react/icons/circle-check';
import Undo2Icon from 'lucide-react/icons/undo-2';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Edital } from '@/shared/api/editais';
import type { MeusConcursosResponse } from '@/shared/api/tracking';
import { paths } from '@/shared/paths';
import { planUsageText, TRACKING_UNDO_TEXTS } from '@/shared/tracking-texts';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { tabIds, TabList } from '@/web/components/ui/tabs';
import { useMeusConcursos } from '../api/get-meus-concursos';
import { useClearEditalStatus, usePendingEditalIds, type TrackingAction } from '../api/set-edital-status';

type Tab = 'salvos' | 'inscritos' | 'vistos' | 'ocultos';

const TAB_STATUS: Record<Tab, TrackingAction> = { salvos: 'salvo', inscritos: 'inscrito', vistos: 'visto', ocultos: 'oculto' };

const TAB_LABELS: Record<Tab, string> = { salvos: 'Salvos', inscritos: 'Inscritos', vistos: 'Vistos', ocultos: 'Ocultos' };

export const MEUS_CONCURSOS_EMPTY: Record<Tab, string> = {
  salvos: 'Você ainda não salvou nenhum concurso. Toque em "Salvar" no feed ou na busca para acompanhá-lo aqui.',
  inscritos: 'Nenhum concurso marcado como inscrito. Depois de se inscrever, toque em "Já me inscrevi" para acompanhá-lo aqui.',
  vistos: 'Nenhum concurso marcado como visto ainda. Use "Marcar como visto" para separar o que você já conferiu.',
  ocultos: 'Você não ocultou nenhum concurso. O que você marcar como "Não me interessa" fica guardado aqui.',
};

/** ?aba=inscritos (vistos, ocultos) opens that tab; Salvos otherwise. */
function tabFrom(params: URLSearchParams): Tab {
  const value = params.get('aba');
  return value === 'inscritos' || value === 'vistos' || value === 'ocultos' ? value : 'salvos';
}

/** What the page needs from the notice lists (composed by the route: features stay apart). */
export interface MeusConcursosSlots {
  list: (props: { editais: Edital[]; empty: ReactNode; renderActions: (edital: Edital) => ReactNode }) => ReactNode;
  skeleton: ReactNode;
  error: (retry: () => void) => ReactNode;
  /** Shown under the plan line (the route's invitation to set up alerts). */
  banner?: ReactNode;
}

function PlanUsage({ usage }: { usage: MeusConcursosResponse['usage'] }) {
  const full = usage.limit !== null && usage.saved >= usage.limit;
  return (
    <div className="mt-4 flex flex-col gap-1 rounded-lg border border-border bg-card px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheckIcon aria-hidden="true" className="size-4 text-primary" />
        {planUsageText(usage)}
      </p>
      {full && (
        <p className="text-muted-foreground">
          Limite atingido: remova um salvo ou inscrito para acompanhar outro, ou{' '}
          <Link to={paths.planos.to()} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            conheça o Premium
          </Link>
          .
        </p>
      )}
    </div>
  );
}

/** /meus-concursos: the user's saved, registered, seen and hidden notices, with a way back for each one. */
export function MeusConcursosView({ title, slots }: { title: string; slots: MeusConcursosSlots }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const { data, isPending, isError, refetch } = useMeusConcursos();
  const clear = useClearEditalStatus();
  const pending = usePendingEditalIds();
  const headingId = useId();

  function selectTab(next: Tab) {
    setParams(next === 'salvos' ? {} : { aba: next }, { replace: true, preventScrollReset: true });
  }

  const tabs = (Object.keys(TAB_LABELS) as Tab[]).map((id) => ({
    id,
    label: data ? `${TAB_LABELS[id]} (${data.counts[id]})` : TAB_LABELS[id],
  }));
  const status = TAB_STATUS[tab];
  const undo = TRACKING_UNDO_TEXTS[status];

  return (
    <PageContainer>
      <h1 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Os concursos que você salvou, em que se inscreveu, já viu ou escolheu não acompanhar.
      </p>
      {data && <PlanUsage usage={data.usage} />}
      {slots.banner && <div className="mt-6">{slots.banner}</div>}

      <TabList label="Meus concursos por situação" tabs={tabs} selected={tab} onSelect={selectTab} className="mt-8 sm:max-w-2xl" />
      <div role="tabpanel" id={tabIds(tab).panel} aria-labelledby={tabIds(tab).tab} className="mt-6">
        {isPending
          ? slots.skeleton
          : isError
            ? slots.error(() => void refetch())
            : slots.list({
                editais: data[tab],
                empty: MEUS_CONCURSOS_EMPTY[tab],
                renderActions: (edital) => (
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
                    disabled={pending.has(edital.id)}
                    aria-label={`${undo.button}: ${edital.titulo}`}
                    onClick={() => clear(edital, status)}
                  >
                    <Undo2Icon aria-hidden="true" />
                    {undo.button}
                  </button>
                ),
              })}
      </div>
    </PageContainer>
  );
}
