import { Link } from 'react-router';
import { PLANS, type Plan } from '@/shared/domain';
import { paths } from '@/shared/paths';
import { PLAN_FEATURES, PLAN_NAMES } from '@/shared/plans';
import { SIGN_UP_PATH } from '@/web/components/layout/nav-links';
import { TextPage, TextSection } from '@/web/components/layout/text-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Planos';

export const handle: PageHandle = {
  head: () => ({
    title: TITLE,
    description: 'Plano gratuito e Premium do MCI lado a lado: quantos concursos acompanhar e como receber os alertas de concursos novos.',
  }),
};

/** One plan's column, as a list on phones: what the table says, read plan by plan. */
function PlanCard({ plan }: { plan: Plan }) {
  return (
    <section aria-labelledby={`plano-${plan}`} className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <h3 id={`plano-${plan}`} className="text-lg font-semibold">
        {PLAN_NAMES[plan]}
      </h3>
      <dl className="mt-3 space-y-3 text-sm">
        {PLAN_FEATURES.map((feature) => (
          <div key={feature.label}>
            <dt className="font-medium text-foreground">{feature.label}</dt>
            <dd className="text-muted-foreground">{feature[plan]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /planos: the free and premium plans side by side (issue 15), from the rules the server enforces. */
export default function PlanosPage() {
  usePageTitle(TITLE);
  return (
    <TextPage
      title={TITLE}
      lead="Crie sua conta gratuita para acompanhar concursos. O Premium tira o limite de concursos acompanhados e avisa de cada concurso novo logo depois da coleta."
    >
      <TextSection title="O que cada plano inclui">
        <div className="grid gap-4 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan} plan={plan} />
          ))}
        </div>
      </TextSection>
      <TextSection title="Como ter o Premium">
        <p>
          Ainda não há pagamento pelo site: o Premium é liberado pela equipe do MCI. Escreva pela página de{' '}
          <Link to={paths.contato.to()}>Contato</Link> informando o e-mail da sua conta.
        </p>
        <p>
          Sem conta ainda? <Link to={SIGN_UP_PATH}>Crie a sua gratuitamente</Link>.
        </p>
      </TextSection>
    </TextPage>
  );
}
