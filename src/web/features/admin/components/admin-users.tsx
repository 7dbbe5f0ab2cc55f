import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/toast';
import type { AdminUser } from '@/shared/api/admin';
import type { Plan } from '@/shared/domain';
import { formatDate } from '@/shared/editais/dates';
import { LoadError } from '@/web/components/layout/load-error';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DataTable } from '@/web/components/ui/data-table';
import { SearchField, SearchForm, SearchInput } from '@/web/components/ui/search-form';
import { NativeSelect } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useUsers } from '../api/get-users';
import { useSetUserPlan } from '../api/set-user-plan';

type Role = AdminUser['role'];

const PLAN_LABELS: Record<Plan, string> = { free: 'Gratuito', premium: 'Premium' };
/** The plan as it reads inside a sentence: 'agora está no plano premium.' */
const PLAN_NAMES: Record<Plan, string> = { free: 'gratuito', premium: 'premium' };
const ROLE_LABELS: Record<Role, string> = { admin: 'Administrador', user: 'Usuário' };

/** The server answers at most this many users; more means the admin should narrow the search. */
const USERS_LIMIT = 100;
/** Typing pauses this long before the list follows the search field. */
export const SEARCH_DEBOUNCE_MS = 300;
const EMAIL_MAX = 255;

export const USERS_EMPTY_TEXT = 'Nenhum usuário encontrado.';

/** `value`, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): [T, (now: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [debounced, setDebounced];
}

function countText(count: number): string {
  if (count === 0) return '';
  if (count >= USERS_LIMIT) return `Mostrando os ${USERS_LIMIT} primeiros usuários. Refine a busca para ver outros.`;
  return count === 1 ? '1 usuário encontrado' : `${count} usuários encontrados`;
}

const td = 'px-4 py-3 align-middle';

/** One account, with the button that moves it to the other plan. */
function UserRow({ user }: { user: AdminUser }) {
  const { mutate, isPending } = useSetUserPlan();
  const target: Plan = user.plan === 'premium' ? 'free' : 'premium';
  const label = target === 'premium' ? 'Tornar premium' : 'Voltar ao gratuito';

  function switchPlan() {
    mutate(
      { id: user.id, plan: target },
      {
        onSuccess: ({ user: updated }) =>
          toast.success('Plano atualizado', {
            description: `${updated.email} agora está no plano ${PLAN_NAMES[updated.plan]}.`,
          }),
        onError: (error) => toast.error('Erro ao alterar plano', { description: error.message }),
      },
    );
  }

  return (
    <tr>
      <th scope="row" className={`${td} text-left font-semibold`}>
        {user.name}
      </th>
      <td className={`${td} break-all`}>{user.email}</td>
      <td className={td}>
        <Badge variant={user.role === 'admin' ? 'secondary' : 'outline'}>{ROLE_LABELS[user.role]}</Badge>
      </td>
      <td className={td}>
        <Badge variant={user.plan === 'premium' ? 'default' : 'outline'}>{PLAN_LABELS[user.plan]}</Badge>
      </td>
      <td className={`${td} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
      <td className={`${td} text-right`}>
        <Button
          size="sm"
          variant={target === 'premium' ? 'default' : 'outline'}
          disabled={isPending}
          // Every row has the same button text: the e-mail tells them apart for a screen reader.
          aria-label={`${label} (${user.email})`}
          aria-busy={isPending || undefined}
          onClick={switchPlan}
        >
          {isPending && <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
          {label}
        </Button>
      </td>
    </tr>
  );
}

const USER_COLUMNS = ['Nome', 'E-mail', 'Papel', 'Plano', 'Cadastro', { label: 'Ação', className: 'text-right' }];

function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <DataTable label="Tabela de usuários" caption="Usuários encontrados" columns={USER_COLUMNS}>
      {users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </DataTable>
  );
}

function UsersSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Carregando usuários…</span>
      <Skeleton className="h-11" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

interface FilterSelectProps<T extends string> {
  id: string;
  name: string;
  value: T | '';
  /** The choices and their texts, in order; 'Todos' (value '') comes first. */
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
}

/** A filter: 'Todos' or one of `labels`. */
function FilterSelect<T extends string>({ id, name, value, labels, onChange }: FilterSelectProps<T>) {
  const isChoice = (text: string): text is T => Object.hasOwn(labels, text);
  return (
    <NativeSelect
      id={id}
      name={name}
      value={value}
      onChange={(event) => onChange(isChoice(event.target.value) ? event.target.value : '')}
    >
      <option value="">Todos</option>
      {(Object.entries(labels) as [T, string][]).map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The search and the filters, and the list they select. The search follows typing after a short
 * pause; Enter (or Buscar) applies it at once.
 */
function useUsersSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [plan, setPlan] = useState<Plan | ''>('');
  const [role, setRole] = useState<Role | ''>('');
  const query = useUsers({ q, plan: plan || undefined, role: role || undefined });
  useErrorToast(query.error, 'Erro ao carregar usuários');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === q) void query.refetch();
    else setQ(text.trim());
  }

  return { filters: { text, setText, plan, setPlan, role, setRole }, query, submit };
}

type UsersSearch = ReturnType<typeof useUsersSearch>;

function UsersSearchForm({ filters, onSubmit }: { filters: UsersSearch['filters']; onSubmit: UsersSearch['submit'] }) {
  const ids = { q: useId(), plan: useId(), role: useId() };
  return (
    <SearchForm label="Buscar usuários" onSubmit={onSubmit} className="mt-6 md:grid-cols-[1fr_9rem_11rem_auto]">
      <SearchField label="Buscar por e-mail" htmlFor={ids.q}>
        <SearchInput
          id={ids.q}
          name="q"
          value={filters.text}
          onChange={(event) => filters.setText(event.target.value)}
          maxLength={EMAIL_MAX}
          placeholder="Ex.: maria@"
        />
      </SearchField>
      <SearchField label="Plano" htmlFor={ids.plan}>
        <FilterSelect id={ids.plan} name="plan" value={filters.plan} labels={PLAN_LABELS} onChange={filters.setPlan} />
      </SearchField>
      <SearchField label="Papel" htmlFor={ids.role}>
        <FilterSelect id={ids.role} name="role" value={filters.role} labels={ROLE_LABELS} onChange={filters.setRole} />
      </SearchField>
    </SearchForm>
  );
}

function UsersResults({ query }: { query: UsersSearch['query'] }) {
  const { data, isPending, isError, isFetching, refetch } = query;
  return (
    <div aria-busy={isFetching} className="mt-6">
      {isPending ? (
        <UsersSkeleton />
      ) : isError ? (
        <LoadError message="Não foi possível carregar os usuários." onRetry={() => void refetch()} />
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-muted-foreground">
            {countText(data.users.length)}
          </p>
          {data.users.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border bg-muted/50 p-6 text-center text-muted-foreground">
              {USERS_EMPTY_TEXT}
            </p>
          ) : (
            <UsersTable users={data.users} />
          )}
        </>
      )}
    </div>
  );
}

/**
 * The admin's user list (issue 5): search by e-mail, filter by plan and role, and switch a user's
 * plan between free and premium.
 */
export function AdminUsers() {
  const { filters, query, submit } = useUsersSearch();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        Usuários
      </h2>
      <p className="mt-2 text-muted-foreground">Busque contas pelo e-mail e troque o plano entre gratuito e premium.</p>
      <UsersSearchForm filters={filters} onSubmit={submit} />
      <UsersResults query={query} />
    </section>
  );
}
