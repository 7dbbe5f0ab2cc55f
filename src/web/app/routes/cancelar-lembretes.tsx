import { useSearchParams } from 'react-router';
import { PageContainer } from '@/web/components/layout/page-container';
import { Card, CardContent } from '@/web/components/ui/card';
import { UnsubscribeResult } from '@/web/features/alerts/components/unsubscribe-result';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Cancelar lembretes';

export const handle: PageHandle = { head: () => ({ title: TITLE, noindex: true }) };

/** /cancelar-lembretes?token=…: the one-click unsubscribe of reminder e-mails (reminders only); works signed out. */
export default function CancelarLembretesPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{TITLE}</h1>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <UnsubscribeResult kind="lembretes" token={params.get('token')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
