import { useEffect, type ReactNode } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { toast } from '@/web/lib/toast';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { useAdminRole } from '../api/get-admin-role';
import { useSession } from '../api/get-session';

/** SPEC.md section 9: the admin page's redirect delay. */
export const ADMIN_REDIRECT_DELAY_MS = 2000;

type Access = 'checking' | 'anonymous' | 'forbidden' | 'granted' | 'error';

const DENIALS = {
  anonymous: { description: 'Você precisa fazer login para acessar esta página.', to: paths.auth.to() },
  forbidden: { description: 'Você não tem permissão para acessar esta página.', to: paths.feed.to() },
} as const;

/** Who may see /admin: a signed-in user whose has_role check (GET /api/me/roles/admin) says yes. */
function useAdminAccess(): { access: Access; retry: () => void } {
  const { status } = useSession();
  const role = useAdminRole({ enabled: status === 'signed-in' });
  const retry = () => void role.refetch();
  if (status === 'loading') return { access: 'checking', retry };
  if (status === 'signed-out') return { access: 'anonymous', retry };
  if (role.data) return { access: role.data.hasRole ? 'granted' : 'forbidden', retry };
  if (role.error) {
    // The session ended between the two checks.
    return { access: role.error instanceof ApiError && role.error.status === 401 ? 'anonymous' : 'error', retry };
  }
  return { access: 'checking', retry };
}

/**
 * Shows `children` to an admin. Anyone else gets the 'Acesso negado' toast of SPEC.md section 6
 * and, 2000 ms later, /auth (visitor) or /feed (signed-in user without the role).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { access, retry } = useAdminAccess();
  const navigate = useNavigate();
  // A navigation already leaving this page needs no denial.
  const idle = useNavigation().state === 'idle';

  useEffect(() => {
    if ((access !== 'anonymous' && access !== 'forbidden') || !idle) return;
    const denial = DENIALS[access];
    // The id keeps one toast when React runs the effect twice in development.
    toast.error('Acesso negado', { id: 'acesso-negado', description: denial.description });
    const timer = setTimeout(() => void navigate(denial.to, { replace: true }), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [access, idle, navigate]);

  if (access === 'granted') return children;
  if (access === 'anonymous' || access === 'forbidden') {
    return (
      <p role="alert" className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Acesso negado. {DENIALS[access].description} Redirecionando…
      </p>
    );
  }
  if (access === 'error') {
    return (
      <div role="alert" className="mt-3 grid max-w-2xl justify-items-start gap-4">
        <p className="text-lg text-muted-foreground">Não foi possível verificar suas permissões agora.</p>
        <Button variant="outline" onClick={retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="mt-3 text-lg text-muted-foreground">
      Verificando permissões…
    </p>
  );
}
