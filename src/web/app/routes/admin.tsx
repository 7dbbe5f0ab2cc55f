import { PageContainer } from '@/web/components/layout/page-container';
import { AdminUsers } from '@/web/features/admin/components/admin-users';
import { AdminGate } from '@/web/features/auth/components/admin-gate';
import { CollectorPanel } from '@/web/features/collector/components/collector-panel';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Painel Administrativo';

/** SPEC.md section 6: anyone without the role sees 'Acesso negado' first, then is sent on (AdminGate). */
export const handle: PageHandle = { head: () => ({ title: TITLE, noindex: true }) };


export default function AdminPage() {
  usePageTitle(TITLE);
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{TITLE}</h1>
      <AdminGate>
        <CollectorPanel />
        <AdminUsers />
      </AdminGate>
    </PageContainer>
  );
}
