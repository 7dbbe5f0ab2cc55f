import LockIcon from 'lucide-react/icons/lock';
import SlidersIcon from 'lucide-react/icons/sliders-horizontal';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AREAS, ESFERAS, NIVEIS } from '@/shared/domain';
import { ESFERA_LABEL } from '@/shared/editais/format';
import {
  NIVEL_LABELS,
  NIVEL_SLUG,
  ORDEM_LABELS,
  ORDENS,
  SITUACAO_LABELS,
  SITUACOES,
  type SearchFilters,
} from '@/shared/editais/search-filters';
import { paths } from '@/shared/paths';
import { UF_NAMES, UFS } from '@/shared/ufs';
import { Badge } from '@/web/components/ui/badge';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { cn } from '@/web/lib/utils';
import { MunicipioPicker, RAIO_MAX_KM, RAIO_MIN_KM, type MunicipioEscolhido } from './municipio-picker';

/** Who is looking at the panel: only Premium accounts may use it (the API answers 403 to others). */
export type SearchAccess = 'premium' | 'free' | 'visitor' | 'loading';

/** Deadlines offered (days); a value from the address that is not here is offered too. */
const PRAZOS = [0, 7, 15, 30, 60];
const prazoLabel = (days: number) => (days === 0 ? 'Terminam hoje' : `Terminam em até ${days} dias`);
/** The distance the picker starts at when a municipality is chosen. */
const RAIO_INICIAL_KM = 50;

/** What the advanced filters do, for those who cannot use them yet. */
export const ADVANCED_FILTERS_PITCH: readonly string[] = [
  'Nível de escolaridade e vários estados de uma vez, com os vizinhos',
  'Salário mínimo, número de vagas, esfera, área e banca',
  'Só inscrições abertas, ou que terminam nos próximos dias',
  'Concursos perto da sua cidade, até a distância que você escolher',
  'Ordem por prazo, salário ou vagas, e buscas salvas com alerta e RSS',
];

const FIELD = 'flex flex-col gap-2';

function Fieldset({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({ name, value, label, defaultChecked, form }: { name: string; value: string; label: string; defaultChecked: boolean; form: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={value} defaultChecked={defaultChecked} form={form} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

function StatesFieldset({ filters, formId }: { filters: SearchFilters; formId: string }) {
  return (
    <Fieldset legend="Estados">
      <div className="grid grid-cols-4 gap-x-4 gap-y-2 sm:grid-cols-7 lg:grid-cols-9">
        {UFS.map((uf) => (
          <label key={uf} className="flex items-center gap-2 text-sm" title={UF_NAMES[uf]}>
            <input type="checkbox" name="uf" value={uf} defaultChecked={filters.ufs.includes(uf)} form={formId} aria-label={UF_NAMES[uf]} className="size-4 accent-primary" />
            <span aria-hidden="true">{uf}</span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <Check name="vizinhos" value="1" label="Incluir os estados vizinhos" defaultChecked={filters.vizinhos} form={formId} />
      </div>
    </Fieldset>
  );
}

function SelectFields({ filters, formId, id, prazos }: { filters: SearchFilters; formId: string; id: string; prazos: number[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <div className={FIELD}>
        <Label htmlFor={`${id}-esfera`}>Esfera</Label>
        <NativeSelect id={`${id}-esfera`} name="esfera" defaultValue={filters.esfera ?? ''} form={formId}>
          <option value="">Todas</option>
          {ESFERAS.map((esfera) => (
            <option key={esfera} value={esfera}>
              {ESFERA_LABEL[esfera]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={FIELD}>
        <Label htmlFor={`${id}-area`}>Área</Label>
        <NativeSelect id={`${id}-area`} name="area" defaultValue={filters.area ?? ''} form={formId}>
          <option value="">Todas</option>
          {AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={FIELD}>
        <Label htmlFor={`${id}-banca`}>Banca</Label>
        <Input id={`${id}-banca`} name="banca" placeholder="Ex.: FGV, Cebraspe" maxLength={60} defaultValue={filters.banca ?? ''} form={formId} />
      </div>
      <div className={FIELD}>
        <Label htmlFor={`${id}-situacao`}>Situação</Label>
        <NativeSelect id={`${id}-situacao`} name="situacao" defaultValue={filters.situacao ?? ''} form={formId}>
          <option value="">Todas</option>
          {SITUACOES.map((situacao) => (
            <option key={situacao} value={situacao}>
              {SITUACAO_LABELS[situacao]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={FIELD}>
        <Label htmlFor={`${id}-prazo`}>Prazo das inscrições</Label>
        <NativeSelect id={`${id}-prazo`} name="prazo" defaultValue={filters.prazo ?? ''} form={formId}>
          <option value="">Qualquer prazo</option>
          {prazos.map((days) => (
            <option key={days} value={days}>
              {prazoLabel(days)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={FIELD}>
        <Label htmlFor={`${id}-ordem`}>Ordenar por</Label>
        <NativeSelect id={`${id}-ordem`} name="ordem" defaultValue={filters.ordem} form={formId}>
          {ORDENS.map((ordem) => (
            <option key={ordem} value={ordem}>
              {ORDEM_LABELS[ordem]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/**
 * The fields of the advanced search, attached to the search form `formId` (the `form` attribute), so
 * one 'Buscar' sends the text and every filter, with or without JavaScript. Uncontrolled: the
 * address is the state, and a new address gives the panel a new key.
 */
function FilterFields({ filters, formId, municipio }: { filters: SearchFilters; formId: string; municipio: MunicipioEscolhido | null }) {
  const id = useId();
  const [lugar, setLugar] = useState<{ value: MunicipioEscolhido | null; raioKm: number }>({
    value: municipio,
    raioKm: Math.min(Math.max(filters.raioKm ?? RAIO_INICIAL_KM, RAIO_MIN_KM), RAIO_MAX_KM),
  });
  const prazos = filters.prazo !== undefined && !PRAZOS.includes(filters.prazo) ? [...PRAZOS, filters.prazo].sort((a, b) => a - b) : PRAZOS;
  return (
    <div className="grid gap-6 pt-4">
      <div className="grid gap-6 md:grid-cols-2">
        <Fieldset legend="Nível de escolaridade">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {NIVEIS.map((nivel) => (
              <Check key={nivel} name="nivel" value={NIVEL_SLUG[nivel]} label={NIVEL_LABELS[nivel]} defaultChecked={filters.niveis.includes(nivel)} form={formId} />
            ))}
          </div>
        </Fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={FIELD}>
            <Label htmlFor={`${id}-salario`}>Salário mínimo (R$)</Label>
            <Input id={`${id}-salario`} name="salario_min" inputMode="numeric" placeholder="Ex.: 5000" defaultValue={filters.salarioMin ?? ''} form={formId} />
          </div>
          <div className={FIELD}>
            <Label htmlFor={`${id}-vagas`}>Vagas (no mínimo)</Label>
            <Input id={`${id}-vagas`} name="vagas_min" inputMode="numeric" placeholder="Ex.: 10" defaultValue={filters.vagasMin ?? ''} form={formId} />
          </div>
        </div>
      </div>

      <StatesFieldset filters={filters} formId={formId} />
      <SelectFields filters={filters} formId={formId} id={id} prazos={prazos} />
      <MunicipioPicker
        label="Perto de (município)"
        value={lugar.value}
        raioKm={lugar.raioKm}
        onChange={(value, raioKm) => setLugar({ value, raioKm })}
        form={formId}
      />
    </div>
  );
}

/** Title row of the panel: 'Filtros avançados' and, for whom it is locked, the Premium badge. */
function PanelTitle({ locked }: { locked: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold">
      {locked ? <LockIcon aria-hidden="true" className="size-4" /> : <SlidersIcon aria-hidden="true" className="size-4" />}
      Filtros avançados
      <Badge variant="secondary">Premium</Badge>
    </span>
  );
}

/**
 * The 'Filtros avançados' panel of /explorar. Premium: the fields. Free accounts: locked, saying what
 * it would do, with a link to /planos. Visitors: the same, inviting them to create an account.
 */
export function AdvancedFiltersPanel({
  access,
  filters,
  formId,
  municipio,
  active,
  className,
}: {
  access: SearchAccess;
  filters: SearchFilters;
  formId: string;
  /** The municipality of ?municipio=, with its name, once known. */
  municipio: MunicipioEscolhido | null;
  /** Whether the address uses advanced filters: the panel then starts open. */
  active: boolean;
  className?: string;
}) {
  const locked = access !== 'premium';
  return (
    <details open={active || undefined} className={cn('group rounded-xl border border-border bg-card p-4 shadow-sm sm:px-6', className)}>
      <summary className="cursor-pointer list-none rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <PanelTitle locked={locked} />
      </summary>
      {access === 'loading' ? (
        <p className="pt-4 text-sm text-muted-foreground">Carregando…</p>
      ) : locked ? (
        <div className="pt-4">
          <p className="text-sm">
            {access === 'visitor'
              ? 'Os filtros avançados são do plano Premium. Crie sua conta grátis para salvar concursos e conheça o que o Premium faz:'
              : 'Os filtros avançados são um recurso do plano Premium. Com eles você busca por:'}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {ADVANCED_FILTERS_PITCH.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            {access === 'visitor' ? (
              <Link to={paths.auth.to()} className={buttonVariants({ size: 'sm' })}>
                Criar conta grátis
              </Link>
            ) : null}
            <Link to={paths.planos.to()} className={buttonVariants({ size: 'sm', variant: access === 'visitor' ? 'outline' : 'default' })}>
              Conheça o Premium
            </Link>
          </div>
        </div>
      ) : (
        <>
          <FilterFields filters={filters} formId={formId} municipio={municipio} />
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" form={formId} className={buttonVariants({ size: 'sm' })}>
              Aplicar filtros
            </button>
            <Link to={paths.explorar.to()} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Limpar filtros
            </Link>
          </div>
        </>
      )}
    </details>
  );
}
