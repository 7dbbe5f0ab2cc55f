import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import SearchIcon from 'lucide-react/icons/search';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '@/shared/api-types';
import type { Plan } from '@/shared/domain';
import { formatDate } from '@/shared/editais/dates';
import { LoadError } from '@/web/components/layout/load-error';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
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

function isPlan(value: string): value is Plan {
  return value === 'free' || value === 'premium';
}

function isRole(value: string): value is Role {
  return value === 'admin' || value === 'user';
}

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

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
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

/**
 * The users as a table. A phone scrolls it sideways inside its own box (the page never gets wider);
 * the box is focusable so the keyboard can scroll it too.
 */
function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <div
      role="region"
      aria-label="Tabela de usuários"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">Usuários encontrados</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              Nome
            </th>
            <th scope="col" className={th}>
              E-mail
            </th>
            <th scope="col" className={th}>
              Papel
            </th>
            <th scope="col" className={th}>
              Plano
            </th>
            <th scope="col" className={th}>
              Cadastro
            </th>
            <th scope="col" className={`${th} text-right`}>
              Ação
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
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

/**
 * The admin's user list (issue 5): search by e-mail, filter by plan and role, and switch a user's
 * plan between free and premium. The search follows typing after a short pause; Enter (or Buscar)
 * applies it at once.
 */
export function AdminUsers() {
  const [text, setText] = useState('');
  const [q, setQ] = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [plan, setPlan] = useState<Plan | ''>('');
  const [role, setRole] = useState<Role | ''>('');
  const { data, error, isPending, isError, isFetching, refetch } = useUsers({
    q,
    plan: plan || undefined,
    role: role || undefined,
  });
  useErrorToast(error, 'Erro ao carregar usuários');
  const ids = { heading: useId(), q: useId(), plan: useId(), role: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === q) void refetch();
    else setQ(text.trim());
  }

  return (
    <section aria-labelledby={ids.heading} className="mt-10">
      <h2 id={ids.heading} className="text-2xl font-semibold tracking-tight">
        Usuários
      </h2>
      <p className="mt-2 text-muted-foreground">Busque contas pelo e-mail e troque o plano entre gratuito e premium.</p>

      <form
        role="search"
        aria-label="Buscar usuários"
        onSubmit={submit}
        className="mt-6 grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6 md:grid-cols-[1fr_9rem_11rem_auto] md:items-end"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.q}>Buscar por e-mail</Label>
          <Input
            id={ids.q}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={EMAIL_MAX}
            placeholder="Ex.: maria@"
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.plan}>Plano</Label>
          <NativeSelect
            id={ids.plan}
            name="plan"
            value={plan}
            onChange={(event) => setPlan(isPlan(event.target.value) ? event.target.value : '')}
          >
            <option value="">Todos</option>
            <option value="free">{PLAN_LABELS.free}</option>
            <option value="premium">{PLAN_LABELS.premium}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.role}>Papel</Label>
          <NativeSelect
            id={ids.role}
            name="role"
            value={role}
            onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">Todos</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
            <option value="user">{ROLE_LABELS.user}</option>
          </NativeSelect>
        </div>
        <Button type="submit" className="w-full md:w-auto">
          <SearchIcon aria-hidden="true" />
          Buscar
        </Button>
      </form>

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
    </section>
  );
}
