import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import ClipboardCheckIcon from 'lucide-react/icons/clipboard-check';
import FileTextIcon from 'lucide-react/icons/file-text';
import MapPinIcon from 'lucide-react/icons/map-pin';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditalDetalheResponse } from '@/shared/api/editais';
import { formatDate, formatDateTime } from '@/shared/editais/dates';
import { agencyShortName, ESFERA_LABEL, formatNiveis, formatSalary, formatVagas, joinPt } from '@/shared/editais/format';
import { registrationTarget, safeExternalUrl } from '@/shared/editais/links';
import { paths } from '@/shared/paths';
import { UF_NAMES } from '@/shared/ufs';
import { PageContainer } from '@/web/components/layout/page-container';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { DeadlineBadge, StatusBadge, UserStatusBadge } from './badges';
import { CargosTable } from './cargos-table';
import { FonteLinks, MudancasTimeline } from './edital-mudancas';
import type { EditalAction } from './edital-actions';
import { EditalList, type EditalTracking } from './edital-list';
import { RegistrationButton } from './registration-button';
import { useSignupPrompt } from './lazy-dialogs';
import { useToday } from '@/web/lib/today';
import { CardIconSprite } from './card-icons';

const TO_BE_DEFINED = 'A definir';

/** 'de 01/10/2026 a 30/10/2026', 'até 30/10/2026', 'a partir de 01/10/2026' or ''. */
function registrationPeriod(inicio: string | null, fim: string | null): string {
  const from = formatDate(inicio);
  const to = formatDate(fim);
  if (from && to) return `De ${from} a ${to}`;
  if (to) return `Até ${to}`;
  return from ? `A partir de ${from}` : '';
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 rounded-lg border border-border bg-card p-3 sm:p-4 ${className ?? ''}`}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold break-words">{children}</dd>
    </div>
  );
}

type Edital = EditalDetalheResponse['edital'];

/** 'Abrir Edital Oficial (PDF)': the official PDF in a new tab, or a disabled button until there is one. */
function OfficialNoticeButton({ pdf }: { pdf: string | null }) {
  const hintId = useId();
  const className = buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' });
  const content = (
    <>
      <FileTextIcon aria-hidden="true" />
      Abrir Edital Oficial (PDF)
    </>
  );
  return (
    <>
      {pdf ? (
        <a href={pdf} target="_blank" rel="noopener noreferrer" aria-describedby={hintId} className={className}>
          {content}
        </a>
      ) : (
        <button type="button" disabled aria-describedby={hintId} className={className}>
          {content}
        </button>
      )}
      <span id={hintId} className="sr-only">
        {pdf ? 'Abre em uma nova aba.' : 'O edital oficial ainda não foi publicado.'}
      </span>
    </>
  );
}

interface TrackButtonProps {
  pending: boolean | undefined;
  /** A signed-in user's action; without it the button opens the sign-up prompt. */
  onTrack: (() => void) | undefined;
  prompt: ReturnType<typeof useSignupPrompt>;
  children: ReactNode;
}

/** 'Salvar Concurso' or 'Já me inscrevi' in the page's header. */
function TrackButton({ pending, onTrack, prompt, children }: TrackButtonProps) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
      disabled={pending}
      onPointerEnter={onTrack ? undefined : () => void prompt.preload()}
      onFocus={onTrack ? undefined : () => void prompt.preload()}
      onClick={(event) => (onTrack ? onTrack() : prompt.show(event.currentTarget))}
    >
      {children}
    </button>
  );
}

/**
 * 'Adicionar à agenda': the notice's .ics (end of registrations and exam as all-day events), which
 * phones and desktop calendars open. Only for a notice with one of those dates.
 */
function AddToCalendarLink({ edital }: { edital: Edital }) {
  if (!edital.inscricoes_fim && !edital.prova_data) return null;
  return (
    <a
      href={paths.agendaEdital.to(edital.id)}
      download={`concurso-${edital.id}.ics`}
      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
    >
      <CalendarPlusIcon aria-hidden="true" />
      Adicionar à agenda
    </a>
  );
}

/** Status badges, title, agency and place. */
function EditalHeading({ detail, state }: { detail: EditalDetalheResponse; state: string }) {
  const { edital, userStatus } = detail;
  const agency = agencyShortName(edital.orgao);
  const today = useToday();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={edital.status} />
        <DeadlineBadge inscricoesFim={edital.inscricoes_fim} today={today} status={edital.status} />
        {userStatus && <UserStatusBadge userStatus={userStatus} />}
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance md:text-4xl">{edital.titulo}</h1>
      {agency && (
        <p className="mt-2 text-lg text-muted-foreground">
          {agency}
          {edital.orgao?.sigla && edital.orgao.sigla !== edital.orgao.nome && (
            <span className="sr-only">, {edital.orgao.nome}</span>
          )}
        </p>
      )}
      <p className="mt-2 flex items-center gap-2 text-muted-foreground">
        <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Local: </span>
          {edital.municipio ? `${edital.municipio}, ${state}` : state}
        </span>
      </p>
    </>
  );
}

function GeneralInfo({ edital, state }: { edital: Edital; state: string }) {
  return (
    <Section title="Informações gerais">
      <dl className="grid grid-cols-2 gap-3">
        <Item label="Órgão" className="col-span-2 sm:col-span-1">
          {edital.orgao?.nome ?? 'Não informado'}
        </Item>
        <Item label="Banca organizadora" className="col-span-2 sm:col-span-1">
          {edital.banca?.nome ?? TO_BE_DEFINED}
        </Item>
        <Item label="Estado">{state}</Item>
        <Item label="Município">{edital.municipio ?? 'Não informado'}</Item>
        <Item label="Escolaridade">{formatNiveis(edital.niveis, edital.escolaridade) || 'Não informada'}</Item>
        <Item label="Vagas">{formatVagas(edital.vagas)}</Item>
        <Item label="Esfera">{edital.esfera ? ESFERA_LABEL[edital.esfera] : 'Não informada'}</Item>
        <Item label="Áreas">{joinPt(edital.areas) || 'Não informadas'}</Item>
        <Item label="Remuneração" className="col-span-2">
          {formatSalary(edital.remuneracao_min, edital.remuneracao_max)}
        </Item>
      </dl>
    </Section>
  );
}

function ImportantDates({ edital }: { edital: Edital }) {
  return (
    <Section title="Datas importantes">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Item label="Início das inscrições">{formatDate(edital.inscricoes_inicio) || TO_BE_DEFINED}</Item>
        <Item label="Fim das inscrições">{formatDate(edital.inscricoes_fim) || TO_BE_DEFINED}</Item>
        <Item label="Data da prova">{formatDate(edital.prova_data) || TO_BE_DEFINED}</Item>
      </dl>
    </Section>
  );
}

function Tags({ tags }: { tags: string[] }) {
  return (
    <Section title="Tags">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-muted-foreground">
            {tag}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Timeline({ edital }: { edital: Edital }) {
  const lastChange = edital.retificado_em
    ? `Retificado em ${formatDateTime(edital.retificado_em)}`
    : `Atualizado em ${formatDateTime(edital.updated_at)}`;
  const steps = [
    ['Publicado no MCI', formatDate(edital.created_at)],
    ['Período de inscrições', registrationPeriod(edital.inscricoes_inicio, edital.inscricoes_fim)],
    ['Prova', formatDate(edital.prova_data)],
  ];
  return (
    <Section title="Cronograma">
      <ol className="relative space-y-4 border-l-2 border-border pl-5">
        {steps.map(([label, date]) => (
          <li key={label} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-background bg-primary"
            />
            <p className="font-medium">{label}</p>
            <p className="text-sm text-muted-foreground">{date || TO_BE_DEFINED}</p>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Última atualização:</span> {lastChange}
      </p>
    </Section>
  );
}

/** The notice's changes, newest first; nothing when it has none. */
function Changes({ mudancas }: { mudancas: EditalDetalheResponse['mudancas'] }) {
  if (!mudancas?.length) return null;
  return (
    <Section title="O que mudou">
      <MudancasTimeline mudancas={mudancas} />
    </Section>
  );
}

function OfficialSources({ fontes }: { fontes: EditalDetalheResponse['fontes'] }) {
  return (
    <Section title="Fontes oficiais">
      <p className="flex gap-3 rounded-lg border border-border bg-accent p-4 text-sm text-accent-foreground">
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          O MCI reúne informações de fontes oficiais, mas elas podem mudar: confirme sempre datas, requisitos e
          valores no edital oficial antes de se inscrever.
        </span>
      </p>
      <FonteLinks fontes={fontes} />
    </Section>
  );
}

interface EditalDetailProps {
  detail: EditalDetalheResponse;
  /** A signed-in user's actions (wired by the tracking feature); visitors get the sign-up prompt. */
  tracking?: EditalTracking | undefined;
}

/** Everything about one notice (SPEC.md section 2, /edital/{id}). */
export function EditalDetail({ detail, tracking }: EditalDetailProps) {
  const onAction = tracking && ((action: EditalAction) => tracking.onAction(detail.edital, action));
  const { edital, cargos, similares, userStatus } = detail;
  const prompt = useSignupPrompt();
  const state = edital.uf ? `${UF_NAMES[edital.uf]} (${edital.uf})` : 'Nacional';

  return (
    <PageContainer>
      <CardIconSprite />
      <Link
        to={paths.feed.to()}
        className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Voltar para o feed
      </Link>

      <header className="mt-6">
        <EditalHeading detail={detail} state={state} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <OfficialNoticeButton pdf={safeExternalUrl(edital.link_edital)} />
          {userStatus !== 'salvo' && userStatus !== 'inscrito' && (
            <TrackButton pending={tracking?.pendingIds.has(edital.id)} onTrack={onAction && (() => onAction('salvo'))} prompt={prompt}>
              <span aria-hidden="true">⭐</span> Salvar Concurso
            </TrackButton>
          )}
          {userStatus !== 'inscrito' && (
            <TrackButton pending={tracking?.pendingIds.has(edital.id)} onTrack={onAction && (() => onAction('inscrito'))} prompt={prompt}>
              <ClipboardCheckIcon aria-hidden="true" className="size-4" /> Já me inscrevi
            </TrackButton>
          )}
          <AddToCalendarLink edital={edital} />
          <RegistrationButton target={registrationTarget(edital)} />
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <GeneralInfo edital={edital} state={state} />
          <ImportantDates edital={edital} />
          {edital.tags.length > 0 && <Tags tags={edital.tags} />}
        </div>

        <aside className="space-y-10" aria-label="Cronograma e fontes">
          <Timeline edital={edital} />
          <Changes mudancas={detail.mudancas} />
          <OfficialSources fontes={detail.fontes} />
        </aside>
      </div>

      <Section title="Cargos e vagas" className="mt-12">
        <CargosTable cargos={cargos} titulo={edital.titulo} />
      </Section>

      <Section title="Concursos Similares" className="mt-12">
        <EditalList
          editais={similares}
          headingLevel="h3"
          tracking={tracking}
          empty="Nenhum concurso similar encontrado no momento."
        />
      </Section>

      {!onAction && prompt.dialog}
    </PageContainer>
  );
}
