import { useSearchParams } from 'react-router';
import { PageContainer } from '@/web/components/layout/page-container';
import { Card, CardContent } from '@/web/components/ui/card';
import { ResetPasswordForm } from '@/web/features/auth/components/reset-password-form';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Redefinir senha';

export const handle: PageHandle = { head: () => ({ title: TITLE, noindex: true }) };


/** Where the password-reset e-mail leads: /redefinir-senha?token=… */
export default function RedefinirSenhaPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{TITLE}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">Crie uma nova senha para a sua conta.</p>
      <Card>
        <CardContent className="pt-6">
          <ResetPasswordForm token={params.get('token')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
