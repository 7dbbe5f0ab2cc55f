import RssIcon from 'lucide-react/icons/rss';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EstadoConcursos } from '@/shared/api/editais';
import { formatInteger } from '@/shared/editais/format';
import { paths } from '@/shared/paths';
import { emUf, UF_NAMES, UFS, type Uf } from '@/shared/ufs';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Skeleton } from '@/web/components/ui/skeleton';
import { EditalList, EditalListSkeleton, type EditalTracking } from './edital-list';
import { CardIconSprite } from './card-icons';

/** Cards shown at first in each list (up to 100 arrive): 12 fills whole rows of one, two or three columns. */
const ESTADO_PAGE_SIZE = 12;


/** '12 concursos com inscrições abertas e 5 previstos ou autorizados', with singulars and 'nenhum'. */
export function estadoResumo(totais: EstadoConcursos['totais']): string {
  const { abertos: a, previstos: p } = totais;
  const abertos = a === 0 ? 'Nenhum concurso' : a === 1 ? '1 concurso' : `${formatInteger(a)} concursos`;
  const previstos =
    p === 0 ? 'nenhum previsto ou autorizado' : p === 1 ? '1 previsto ou autorizado' : `${formatInteger(p)} previstos ou autorizados`;
  return `${abertos} com inscrições abertas e ${previstos}`;
}

export const estadoEmptyText = {
  abertos: (uf: Uf) => `Nenhum concurso com inscrições abertas ${emUf(uf)} no momento.`,
  previstos: (uf: Uf) => `Nenhum concurso previsto ou autorizado ${emUf(uf)} no momento.`,
};

/** The page's heading (and a fitting title for it): 'Concursos em São Paulo', 'Concursos no Rio de Janeiro'. */
export function estadoTitle(uf: Uf): string {
  return `Concursos ${emUf(uf)}`;
}

function EstadoSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

/** When a list was cut at the server's cap: how many of the total it shows. */
function CapNote({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      A lista traz {formatInteger(shown)} dos {formatInteger(total)} concursos.
    </p>
  );
}

/** Every other state's page, by full name. */
function OutrosEstados({ uf }: { uf: Uf }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className="mt-16 border-t border-border pt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        Outros estados
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {UFS.filter((other) => other !== uf).map((other) => (
          <li key={other}>
            <Link
              to={paths.estado.to(other)}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-card px-3 py-1 text-sm text-foreground transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {UF_NAMES[other]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page's frame, shared by the view and its skeleton so the real content lands where the
 * placeholders were: title, counts, RSS link, the two lists and the other states.
 */
function EstadoFrame({ uf, intro, abertos, previstos }: { uf: Uf; intro: ReactNode; abertos: ReactNode; previstos: ReactNode }) {
  return (
    <PageContainer>
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{estadoTitle(uf)}</h1>
          {/* Two lines kept on phones and tablets, where the counts wrap: the skeleton holds the same room. */}
          <div className="mt-3 min-h-14 max-w-2xl text-lg text-muted-foreground lg:min-h-7">{intro}</div>
        </div>
        <a
          href={paths.rssEstado.to(uf)}
          type="application/rss+xml"
          className={buttonVariants({ variant: 'outline', className: 'w-full shrink-0 sm:w-auto' })}
        >
          <RssIcon aria-hidden="true" />
          Receber por RSS
        </a>
      </div>
      <EstadoSection title="Inscrições abertas" description="Do prazo que termina primeiro ao mais longo.">
        {abertos}
      </EstadoSection>
      <EstadoSection
        title="Previstos e autorizados"
        description="Editais publicados e concursos autorizados, mais recentes primeiro, para você se preparar com antecedência."
      >
        {previstos}
      </EstadoSection>
      <OutrosEstados uf={uf} />
    </PageContainer>
  );
}

export interface EstadoViewProps {
  uf: Uf;
  /** The answer of GET /api/estados/:uf. */
  data: EstadoConcursos;
  /** A signed-in user's actions on the cards; without it visitors get the sign-up prompt. */
  tracking?: EditalTracking | undefined;
}

/** /concursos/:uf: a state's open notices by deadline, then its forecast and authorised ones. */
export function EstadoView({ uf, data, tracking }: EstadoViewProps) {
  return (
    <EstadoFrame
      uf={uf}
      intro={<p>{estadoResumo(data.totais)}.</p>}
      abertos={
        <>
          <CardIconSprite />
          <EditalList
            key={`${uf}-abertos`}
            editais={data.abertos}
            empty={estadoEmptyText.abertos(uf)}
            headingLevel="h3"
            tracking={tracking}
            pageSize={ESTADO_PAGE_SIZE}
            shownParam="abertos"
          />
          <CapNote shown={data.abertos.length} total={data.totais.abertos} />
        </>
      }
      previstos={
        <>
          <EditalList
            key={`${uf}-previstos`}
            editais={data.previstos}
            empty={estadoEmptyText.previstos(uf)}
            headingLevel="h3"
            tracking={tracking}
            pageSize={ESTADO_PAGE_SIZE}
            shownParam="previstos"
          />
          <CapNote shown={data.previstos.length} total={data.totais.previstos} />
        </>
      }
    />
  );
}

/** The state's page while its notices load: the same frame, with placeholder counts and cards. */
export function EstadoSkeleton({ uf }: { uf: Uf }) {
  return (
    <EstadoFrame
      uf={uf}
      intro={
        <div className="flex flex-col gap-2 py-1">
          <Skeleton className="h-5 w-full max-w-xl" />
          <Skeleton className="h-5 w-2/3 lg:hidden" />
        </div>
      }
      abertos={<EditalListSkeleton count={6} label="Carregando concursos com inscrições abertas…" />}
      previstos={<EditalListSkeleton count={3} label="Carregando concursos previstos e autorizados…" />}
    />
  );
}
