import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { toast } from '@/web/lib/toast';
import { ALERT_LIMITS, alertPreferencesSchema } from '@/shared/alerts';
import { ALERT_CADENCE, ALERT_TEXTS, REMINDER_TEXTS } from '@/shared/alerts-texts';
import type { AlertPreferencesResponse } from '@/shared/api/alerts';
import { ESCOLARIDADES, type Escolaridade } from '@/shared/domain';
import { formatDateTime } from '@/shared/editais/dates';
import { formatEscolaridade } from '@/shared/editais/format';
import { UF_NAMES, UFS, type Uf } from '@/shared/ufs';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAlertPreferences } from '../api/get-alert-preferences';
import { useSaveAlertPreferences } from '../api/save-alert-preferences';

/** The element id the invitations link to (/conta#alertas). */
export const ALERTS_ANCHOR = 'alertas';

const CHECKBOX = 'size-4 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

/** One checkbox of a list (a state, an education level). */
function CheckboxItem({ checked, onToggle, children }: { checked: boolean; onToggle: (on: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className={CHECKBOX} checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      {children}
    </label>
  );
}

function keywordsFrom(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The form's choices, starting from the saved ones, and their saving. */
function useAlertPreferencesForm(data: AlertPreferencesResponse) {
  const initial = data.preferences;
  // Never chosen: the form offers alerts on, so one click on 'Salvar alertas' turns them on.
  const [enabled, setEnabled] = useState(initial ? initial.enabled : true);
  const [ufs, setUfs] = useState<Uf[]>(initial?.ufs ?? []);
  const [levels, setLevels] = useState<Escolaridade[]>(initial?.escolaridades ?? []);
  const [keywords, setKeywords] = useState((initial?.keywords ?? []).join(', '));
  const [lembretes, setLembretes] = useState(data.lembretes);
  const save = useSaveAlertPreferences();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = alertPreferencesSchema.safeParse({ enabled, ufs, escolaridades: levels, keywords: keywordsFrom(keywords), lembretes });
    if (!parsed.success) {
      toast.error('Erro de validação', { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setKeywords((answer.preferences?.keywords ?? []).join(', '));
        toast.success(ALERT_TEXTS.saved, { description: answer.preferences?.enabled ? ALERT_TEXTS.savedOn : ALERT_TEXTS.savedOff });
      },
      onError: (error) => toast.error('Erro ao salvar alertas', { description: error.message }),
    });
  }

  return {
    values: { enabled, ufs, levels, keywords, lembretes },
    set: { enabled: setEnabled, ufs: setUfs, levels: setLevels, keywords: setKeywords, lembretes: setLembretes },
    saving: save.isPending,
    submit,
  };
}

function EnabledCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className={`${CHECKBOX} mt-0.5`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id} className="leading-5">
        Receber alertas de novos concursos por e-mail
      </Label>
    </div>
  );
}

/** Deadline and exam reminders: every account's, apart from the new-notice alerts above it. */
function RemindersCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const ids = { input: useId(), hint: useId() };
  return (
    <div className="flex items-start gap-3 border-t pt-6">
      <input
        id={ids.input}
        type="checkbox"
        className={`${CHECKBOX} mt-0.5`}
        checked={checked}
        aria-describedby={ids.hint}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid gap-1">
        <Label htmlFor={ids.input} className="leading-5">
          {REMINDER_TEXTS.checkbox}
        </Label>
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {REMINDER_TEXTS.checkboxHint}
        </p>
      </div>
    </div>
  );
}

/** A list of checkboxes under a legend and a hint read with it. */
function CheckboxFieldset({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}

function UfsFieldset({ ufs, onChange }: { ufs: Uf[]; onChange: Dispatch<SetStateAction<Uf[]>> }) {
  return (
    <CheckboxFieldset legend="Estados" hint="Concursos nacionais (sem estado) entram sempre.">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className={CHECKBOX} checked={ufs.length === 0} onChange={(event) => event.target.checked && onChange([])} />
        Todos os estados
      </label>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {UFS.map((uf) => (
          <CheckboxItem key={uf} checked={ufs.includes(uf)} onToggle={(on) => onChange((list) => toggle(list, uf, on))}>
            <span>
              <abbr title={UF_NAMES[uf]} className="font-medium no-underline">
                {uf}
              </abbr>{' '}
              <span className="text-muted-foreground">{UF_NAMES[uf]}</span>
            </span>
          </CheckboxItem>
        ))}
      </div>
    </CheckboxFieldset>
  );
}

function LevelsFieldset({ levels, onChange }: { levels: Escolaridade[]; onChange: Dispatch<SetStateAction<Escolaridade[]>> }) {
  return (
    <CheckboxFieldset legend="Escolaridade" hint="Nenhuma marcada: todas as escolaridades.">
      <div className="grid gap-2 sm:grid-cols-2">
        {ESCOLARIDADES.map((level) => (
          <CheckboxItem key={level} checked={levels.includes(level)} onToggle={(on) => onChange((list) => toggle(list, level, on))}>
            {formatEscolaridade(level)}
          </CheckboxItem>
        ))}
      </div>
    </CheckboxFieldset>
  );
}

function KeywordsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ids = { input: useId(), hint: useId() };
  return (
    <div className="grid gap-2">
      <Label htmlFor={ids.input}>Palavras-chave</Label>
      <Input
        id={ids.input}
        name="keywords"
        value={value}
        placeholder="Ex.: polícia, TI, enfermeiro"
        aria-describedby={ids.hint}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.hint} className="text-sm text-muted-foreground">
        Separe por vírgulas (até {ALERT_LIMITS.keywords}). Procuramos no título, no órgão e nos cargos, com ou sem acentos. Em
        branco: todos os concursos dos estados e escolaridades escolhidos.
      </p>
    </div>
  );
}

function AlertPreferencesForm({ data }: { data: AlertPreferencesResponse }) {
  const { values, set, saving, submit } = useAlertPreferencesForm(data);
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-6">
      <EnabledCheckbox checked={values.enabled} onChange={set.enabled} />
      <UfsFieldset ufs={values.ufs} onChange={set.ufs} />
      <LevelsFieldset levels={values.levels} onChange={set.levels} />
      <KeywordsField value={values.keywords} onChange={set.keywords} />
      <RemindersCheckbox checked={values.lembretes} onChange={set.lembretes} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar alertas'}
        </Button>
      </div>
    </form>
  );
}

/** /conta's 'Alertas por e-mail' card: what to be told about, and how often (by plan). */
export function AlertPreferencesCard() {
  const query = useAlertPreferences();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = query.isSuccess;

  // Arriving from an invitation (/conta#alertas): bring the card into view once it is drawn.
  useEffect(() => {
    if (loaded && window.location.hash === `#${ALERTS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <Card id={ALERTS_ANCHOR} ref={ref} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Alertas por e-mail</CardTitle>
        <CardDescription>
          {query.data ? ALERT_CADENCE[query.data.plan] : 'Avisamos por e-mail quando surgir um concurso do seu interesse.'}
        </CardDescription>
        {query.data?.lastAlertAt && (
          <p className="text-sm text-muted-foreground">Último alerta enviado em {formatDateTime(query.data.lastAlertAt)}.</p>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending && (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Carregando seus alertas…</span>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-32" />
          </div>
        )}
        {query.isError && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">{query.error.message}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )}
        {query.data && <AlertPreferencesForm data={query.data} />}
      </CardContent>
    </Card>
  );
}
