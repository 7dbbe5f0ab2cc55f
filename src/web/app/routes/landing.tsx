import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import SearchIcon from 'lucide-react/icons/search';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { LoadingPlaceholder } from '@/web/components/layout/page-skeleton';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { RedirectIfSignedIn } from '@/web/features/auth/components/redirect-if-signed-in';
import { preloadableLazy } from '@/web/lib/preloadable-lazy';
import { usePageTitle } from '@/web/lib/use-page-title';
import { getFeedPublicoQueryOptions } from '@/web/features/editais/api/get-feed-publico';
import { ufFromParam } from '@/web/features/editais/components/url-params';
import { websiteJsonLd } from '@/web/features/editais/lib/seo';
import type { PageHandle } from '../page-handle';

// The state picker and carousels (embla, cards) are their own chunk. The server preloads it, so
// they are in the page's HTML; in the browser (navigating here) a placeholder of their size waits.
const LandingEditais = preloadableLazy(() => import('@/web/features/editais/components/landing-editais'));

/** SPEC.md section 2: a session goes to /feed. The carousels (?uf=) arrive with the page. */
export const handle: PageHandle = {
  redirect: ({ session }) => (session ? paths.feed.to() : null),
  prefetch: ({ queryClient, url }) =>
    Promise.all([
      queryClient.prefetchQuery(getFeedPublicoQueryOptions(ufFromParam(url.searchParams.get('uf')))),
      LandingEditais.preload(),
    ]),
  head: ({ origin }) => ({ canonicalPath: paths.home.to(), jsonLd: [websiteJsonLd(origin)] }),
};

function LandingEditaisFallback() {
  return (
    <div role="status" className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6">
      <LoadingPlaceholder label="Carregando concursos…" className="animate-pulse motion-reduce:animate-none">
        <div className="h-9 w-72 max-w-full rounded-md bg-muted" />
        <div className="mt-6 h-[34rem] rounded-xl bg-muted sm:h-80 lg:h-52" />
        <div className="mt-14 h-[28rem] rounded-xl bg-muted" />
        <div className="mt-14 h-[28rem] rounded-xl bg-muted" />
      </LoadingPlaceholder>
    </div>
  );
}

const FEATURES = [
  {
    icon: RefreshCwIcon,
    title: 'Dados Atualizados',
    description: 'Reunimos editais de fontes oficiais várias vezes ao dia, para você não perder nenhum prazo de inscrição.',
  },
  {
    icon: BellRingIcon,
    title: 'Alertas Personalizados',
    description: 'Salve os concursos que interessam e receba alertas de novas vagas toda semana, ou na hora no plano Premium.',
  },
  {
    icon: SearchIcon,
    title: 'Busca Inteligente',
    description: 'Pesquise pelo nome do concurso e filtre por estado, sem se preocupar com acentos ou letras maiúsculas.',
  },
] as const;

export default function LandingPage() {
  usePageTitle();
  return (
    <>
      <RedirectIfSignedIn to={paths.feed.to()} />
      <section className="bg-linear-to-br from-primary to-blue-950 text-primary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">Concursos públicos em todo o Brasil</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            Encontre o concurso certo e comece hoje a construir o seu futuro
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-100">
            Editais com inscrições abertas, previstos e autorizados reunidos em um só lugar, com prazos claros e
            filtros por estado.
          </p>
          <Link
            to={paths.feed.to()}
            className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-8 w-full sm:w-auto' })}
          >
            Ver Concursos Abertos Agora
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="vantagens" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="vantagens" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          Tudo o que você precisa para se preparar
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={<LandingEditaisFallback />}>
        <LandingEditais />
      </Suspense>

      <section aria-labelledby="chamada-cadastro" className="bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 md:py-20">
          <h2 id="chamada-cadastro" className="text-2xl font-bold tracking-tight md:text-3xl">
            Pronto para dar o próximo passo?
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Crie sua conta para salvar concursos, marcar os que já viu e acompanhar tudo em um só lugar.
          </p>
          <Link to={paths.auth.to()} className={buttonVariants({ size: 'lg', className: 'mt-8 w-full sm:w-auto' })}>
            Criar Conta Gratuita
          </Link>
        </div>
      </section>
    </>
  );
}
