import { useSearchParams } from 'react-router';
import { PageContainer } from '@/web/components/layout/page-container';
import { Card, CardContent } from '@/web/components/ui/card';
import { UnsubscribeResult, type UnsubscribeKind } from './unsubscribe-result';

/**
 * The page an e-mail's one-click unsubscribe link opens (?token=…), for either kind of e-mail:
 * the heading, then what the token did. Works signed out.
 */
export function UnsubscribeView({ title, kind }: { title: string; kind: UnsubscribeKind }) {
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <UnsubscribeResult kind={kind} token={params.get('token')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
