import type { ReactNode } from 'react';
import type { MeResponse } from '@/shared/api/account';
import { planUsageText } from '@/shared/tracking-texts';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '../api/get-me';
import { AccountDataCard } from './account-data-card';
import { EmailVerificationNotice } from './email-verification-notice';
import { TwoFactorSettings } from './two-factor-settings';
import { UpdateNameForm } from './update-name-form';

function AccountDetails({ me }: { me: MeResponse }) {
  const rows = [
    ['Nome', me.profile?.full_name || me.user.name],
    ['E-mail', me.user.email],
    ['Plano', planUsageText(me.usage)],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /conta's content: who the user is (with 'Alterar nome'), their plan, the two-factor settings, and
 * 'Seus dados' (what is stored, download, delete the account). `beforeDataCard`: what the page adds
 * before 'Seus dados' (the alerts card, another feature).
 */
export function AccountOverview({ beforeDataCard }: { beforeDataCard?: ReactNode } = {}) {
  const me = useMe();

  if (me.isPending) {
    return (
      <div role="status" className="mt-8 grid gap-6">
        <span className="sr-only">Carregando sua conta…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div role="alert" className="mt-8 grid justify-items-start gap-4">
        <p className="text-lg text-muted-foreground">{me.error.message}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-8 grid gap-6">
      {me.data.user.emailVerified ? null : <EmailVerificationNotice email={me.data.user.email} />}
      <Card>
        <CardHeader>
          <CardTitle>Dados da conta</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <AccountDetails me={me.data} />
          <UpdateNameForm currentName={me.data.profile?.full_name || me.data.user.name} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Segurança</CardTitle>
          <CardDescription>Cuide do acesso à sua conta.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSettings enabled={me.data.user.twoFactorEnabled} />
        </CardContent>
      </Card>
      {beforeDataCard}
      <AccountDataCard />
    </div>
  );
}
