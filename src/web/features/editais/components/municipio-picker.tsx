import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MunicipioRef, MunicipiosResponse } from '@/shared/api/municipios';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { api } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';

/** A chosen municipality: its IBGE code (what the address carries), name and state. */
export interface MunicipioEscolhido {
  codigo: string;
  nome: string;
  uf: string;
}

export const RAIO_MIN_KM = 10;
export const RAIO_MAX_KM = 300;
export const RAIO_PASSO_KM = 10;
/** Wait this long after the last key before asking the server. */
export const MUNICIPIO_DEBOUNCE_MS = 200;
/** The server's minimum (MUNICIPIO_BUSCA_MIN in src/shared/api/municipios.ts, not imported: it brings zod). */
const MIN_LETRAS = 2;

export interface MunicipioPickerProps {
  value: MunicipioEscolhido | null;
  raioKm: number;
  /** Called with the new choice (null when cleared) and the distance, whichever of the two changed. */
  onChange: (value: MunicipioEscolhido | null, raioKm: number) => void;
  /** Form field names, for a GET form: `municipio=<codigo>&raio_km=<n>` by default. */
  names?: { municipio?: string; raioKm?: string };
  /** The id of the form the fields belong to, when the picker is drawn outside it (the `form` attribute). */
  form?: string | undefined;
  /** Suggest only this state's municipalities. */
  uf?: string | undefined;
  /** The field's visible label. */
  label?: string;
  className?: string;
}

/** 'Campinas – SP' */
export function municipioTexto(m: Pick<MunicipioEscolhido, 'nome' | 'uf'>): string {
  return `${m.nome} – ${m.uf}`;
}

function clampRaio(km: number): number {
  if (!Number.isFinite(km)) return RAIO_MIN_KM;
  return Math.min(RAIO_MAX_KM, Math.max(RAIO_MIN_KM, Math.round(km / RAIO_PASSO_KM) * RAIO_PASSO_KM));
}

interface Suggestions {
  options: MunicipioRef[];
  loading: boolean;
  failed: boolean;
}

/** The server's suggestions for what was typed, asked MUNICIPIO_DEBOUNCE_MS after the last change. */
function useMunicipioSuggestions(query: string, uf: string | undefined): Suggestions {
  const term = query.trim();
  const key = term.length >= MIN_LETRAS ? `${term}\u0000${uf ?? ''}` : '';
  const [answer, setAnswer] = useState<{ key: string; options: MunicipioRef[]; failed: boolean }>({ key: '', options: [], failed: false });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: term });
      if (uf) params.set('uf', uf);
      api
        .get<MunicipiosResponse>(`/api/municipios?${params.toString()}`, { signal: controller.signal })
        .then((res) => setAnswer({ key, options: res.municipios, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ key, options: [], failed: true });
        });
    }, MUNICIPIO_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, term, uf]);
  const current = key !== '' && answer.key === key;
  return { options: current ? answer.options : [], loading: key !== '' && !current, failed: current && answer.failed };
}

/** What the status line says to everyone (no results, a failure) or only to screen readers (how many). */
function statusText(typing: boolean, s: Suggestions): { text: string; visible: boolean } {
  if (!typing || s.loading) return { text: '', visible: false };
  if (s.failed) return { text: 'Não foi possível buscar os municípios.', visible: true };
  if (s.options.length === 0) return { text: '', visible: false };
  const n = s.options.length;
  return { text: `${n} ${n === 1 ? 'município encontrado' : 'municípios encontrados'}: use as setas para escolher.`, visible: false };
}

/**
 * "Perto de mim": a municipality combobox (type two letters, choose with the arrows and Enter, or
 * click; Escape closes the list) and, once one is chosen, a distance slider (10 to 300 km). Inside
 * a GET form it submits `municipio=<código IBGE>` (a hidden field) and `raio_km=<n>` (the slider);
 * the typed text itself is never submitted.
 */
export function MunicipioPicker({ value, raioKm, onChange, names, form, uf, label = 'Município', className }: MunicipioPickerProps) {
  const ids = { input: useId(), list: useId(), raio: useId() };
  const raio = clampRaio(raioKm);
  return (
    <div className={cn('space-y-3', className)}>
      <MunicipioCombobox ids={ids} label={label} value={value} uf={uf} onChoose={(m) => onChange(m, raio)} />
      {value && <input type="hidden" name={names?.municipio ?? 'municipio'} value={value.codigo} form={form} />}
      {value && (
        <div className="space-y-2">
          <Label htmlFor={ids.raio}>Distância: até {raio} km</Label>
          <input
            id={ids.raio}
            type="range"
            name={names?.raioKm ?? 'raio_km'}
            form={form}
            min={RAIO_MIN_KM}
            max={RAIO_MAX_KM}
            step={RAIO_PASSO_KM}
            value={raio}
            aria-valuetext={`até ${raio} km`}
            onChange={(event) => onChange(value, clampRaio(Number(event.target.value)))}
            className="block h-10 w-full cursor-pointer accent-primary"
          />
        </div>
      )}
    </div>
  );
}

interface ComboboxProps {
  ids: { input: string; list: string };
  label: string;
  value: MunicipioEscolhido | null;
  uf: string | undefined;
  onChoose: (value: MunicipioEscolhido | null) => void;
}

/** The text field, its list of suggestions and the clear button. */
function MunicipioCombobox({ ids, label, value, uf, onChoose }: ComboboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ? municipioTexto(value) : '');
  // Whether the text is the visitor's (to search for) or the chosen municipality's.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A choice made elsewhere (the address, back and forward) shows in the field.
  const [shown, setShown] = useState(value?.codigo ?? null);
  if ((value?.codigo ?? null) !== shown) {
    setShown(value?.codigo ?? null);
    setText(value ? municipioTexto(value) : '');
    setTyping(false);
  }
  const suggestions = useMunicipioSuggestions(typing ? text : '', uf);
  const { options } = suggestions;
  const expanded = open && typing && options.length > 0;
  const status = statusText(typing, suggestions);

  function choose(m: MunicipioRef | null) {
    setText(m ? municipioTexto(m) : '');
    setTyping(false);
    setOpen(false);
    setActive(-1);
    setShown(m?.codigo ?? null);
    onChoose(m ? { codigo: m.codigo, nome: m.nome, uf: m.uf } : null);
  }

  function edit(next: string) {
    setText(next);
    setTyping(true);
    setOpen(true);
    setActive(-1);
    if (value) {
      setShown(null);
      onChoose(null);
    }
  }

  const onKeyDown = comboboxKeys({ expanded, open, count: options.length, active, setActive, setOpen, pick: (i) => choose(options[i]!) });

  return (
    <div className="space-y-2">
      <Label htmlFor={ids.input}>{label}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={ids.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={expanded && active >= 0 ? `${ids.list}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Digite o nome da cidade"
          value={text}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="pr-11"
        />
        {(text || value) && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Limpar município"
            className="absolute top-0 right-0"
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        )}
        <SuggestionList id={ids.list} label={label} options={options} hidden={!expanded} active={active} onPick={choose} />
      </div>
      <p role="status" className={status.visible ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {status.text}
      </p>
    </div>
  );
}

interface KeyState {
  expanded: boolean;
  open: boolean;
  count: number;
  active: number;
  setActive: (index: number) => void;
  setOpen: (open: boolean) => void;
  pick: (index: number) => void;
}

/** Up and down move through the suggestions (opening the list), Enter chooses, Escape closes. */
function comboboxKeys({ expanded, open, count, active, setActive, setOpen, pick }: KeyState) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      if (!expanded || active < 0) setActive(down ? 0 : count - 1);
      else setActive(down ? (active + 1) % count : (active - 1 + count) % count);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // The suggestion is chosen; the form is not submitted.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
}

interface SuggestionListProps {
  id: string;
  label: string;
  options: MunicipioRef[];
  hidden: boolean;
  active: number;
  onPick: (m: MunicipioRef) => void;
}

function SuggestionList({ id, label, options, hidden, active, onPick }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-border bg-card py-1 text-card-foreground shadow-lg"
    >
      {options.map((m, i) => (
        <li
          key={m.codigo}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // Keeps the focus in the field, so its blur does not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(m)}
          className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60')}
        >
          {municipioTexto(m)}
        </li>
      ))}
    </ul>
  );
}
