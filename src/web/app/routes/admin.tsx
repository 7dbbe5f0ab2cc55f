import { PageContainer } from '@/web/components/layout/page-container';
import { AdminUsers } from '@/web/features/admin/components/admin-users';
import { AdminGate } from '@/web/features/auth/components/admin-gate';
import { CollectorPanel } from '@/web/features/collector/components/collector-panel';
import { usePageTitle } from '@/web/lib/use-page-title';

const TITLE = 'Painel Administrativo';

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
