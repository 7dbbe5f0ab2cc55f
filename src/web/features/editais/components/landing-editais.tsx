import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Edital } from '@/shared/api/editais';
import { deadlineBadge } from '@/shared/editais/deadline';
import { LIMITS } from '@/shared/domain';
import { UF_NAMES, type Uf } from '@/shared/ufs';
import { useFeedPublico } from '../api/get-feed-publico';
import { EditaisCarousel } from './editais-carousel';
import { StatePicker } from './state-picker';
import { ufFromParam } from './url-params';
import { useToday } from '@/web/lib/today';
import { CardIconSprite } from './card-icons';

const NO_EDITAIS: Edital[] = [];

/** Open notices, most urgent first, without the ones whose deadline already passed; at most 8. */
export function openByUrgency(editais: Edital[], today: string): Edital[] {
  return editais
    .filter((e) => e.status === 'inscricoes_abertas' && deadlineBadge(e.inscricoes_fim, today)?.tone !== 'ended')
    .map((e, index) => ({ e, index }))
    .sort((a, b) => {
      // No deadline sorts last; ties keep the server's order.
      const fa = a.e.inscricoes_fim ?? '9999-12-31';
      const fb = b.e.inscricoes_fim ?? '9999-12-31';
      return fa === fb ? a.index - b.index : fa < fb ? -1 : 1;
    })
    .map(({ e }) => e)
    .slice(0, LIMITS.landingCarousel);
}

/** Forecast ('publicado') and authorised notices, in the server's order; at most 8. */
export function forecast(editais: Edital[]): Edital[] {
  return editais.filter((e) => e.status === 'publicado' || e.status === 'autorizado').slice(0, LIMITS.landingCarousel);
}

/**
 * The landing page's state picker and its two carousels (GET /api/feed-publico). The chosen state
 * lives in the address (?uf=SP) so the page can be shared and survives a reload.
 */
export default function LandingEditais() {
  const [searchParams, setSearchParams] = useSearchParams();
  const uf = ufFromParam(searchParams.get('uf'));
  const pickerHeadingId = useId();
  const { data, isPending } = useFeedPublico(uf);
  const editais = data?.editais ?? NO_EDITAIS;
  const today = useToday();
  const abertos = useMemo(() => openByUrgency(editais, today), [editais, today]);
  const previstos = useMemo(() => forecast(editais), [editais]);
  const where = uf ? ` em ${UF_NAMES[uf]}` : '';

  function choose(next: Uf | undefined) {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next) copy.set('uf', next);
        else copy.delete('uf');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <>
      <CardIconSprite />
      <section aria-labelledby={pickerHeadingId} className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6">
        <h2 id={pickerHeadingId} className="text-2xl font-bold tracking-tight md:text-3xl">
          Escolha o seu estado
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">
          Veja os concursos do estado onde você quer trabalhar, ou de todo o Brasil.
        </p>
        <StatePicker value={uf} onChange={choose} labelledBy={pickerHeadingId} />
        <p role="status" className="mt-4 text-sm font-medium text-foreground">
          {uf ? `Mostrando concursos de ${UF_NAMES[uf]} (${uf}).` : 'Mostrando concursos de todos os estados.'}
        </p>
      </section>

      <div className="mx-auto w-full max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        <EditaisCarousel
          title="Concursos com Inscrições Abertas"
          description={`Os prazos que terminam primeiro${where}.`}
          editais={abertos}
          loading={isPending}
          emptyText={`Nenhum concurso com inscrições abertas${where} no momento.`}
        />
        <EditaisCarousel
          title="Concursos Previstos / Autorizados"
          description={`Editais publicados e concursos autorizados${where}, para você se preparar com antecedência.`}
          editais={previstos}
          loading={isPending}
          emptyText={`Nenhum concurso previsto ou autorizado${where} no momento.`}
        />
      </div>
    </>
  );
}
