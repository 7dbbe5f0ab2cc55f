import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { TextPage, TextSection } from '@/web/components/layout/text-page';
import { getSiteQueryOptions, useSite } from '@/web/features/site/api/get-site';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Contato';

export const handle: PageHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(getSiteQueryOptions()),
  head: () => ({ title: TITLE }),
};


/** The CONTACT_EMAIL address as a mailto: link, or what to do while none is configured. */
function ContactAddress() {
  const site = useSite();
  if (site.isPending) return <p className="text-muted-foreground">Carregando o endereço de contato…</p>;
  const email = site.data?.contactEmail;
  if (email) {
    return (
      <p>
        Escreva para <a href={`mailto:${email}`}>{email}</a>. Respondemos pelo mesmo e-mail.
      </p>
    );
  }
  return (
    <p>
      {site.isError
        ? 'Não foi possível carregar o endereço de contato agora; tente de novo mais tarde.'
        : 'O endereço de contato ainda não foi configurado neste site.'}{' '}
      Para baixar ou apagar seus dados, ou parar de receber alertas, use <Link to={paths.conta.to()}>Minha conta</Link>:
      tudo é feito por lá, sem precisar pedir a ninguém.
    </p>
  );
}

export default function ContatoPage() {
  usePageTitle(TITLE);
  return (
    <TextPage
      title={TITLE}
      lead="Encontrou um concurso com informação errada, tem uma dúvida sobre sua conta ou uma sugestão? Fale com a equipe do MCI."
    >
      <TextSection title="Fale com a gente">
        <ContactAddress />
      </TextSection>
      <TextSection title="Antes de escrever">
        <ul>
          <li>
            Dúvidas sobre um concurso (inscrição, taxa, provas, resultado) são respondidas pelo órgão ou pela banca
            organizadora: o MCI não faz inscrições.
          </li>
          <li>
            Para baixar ou apagar seus dados, ou parar de receber alertas, veja{' '}
            <Link to={paths.privacidade.to()}>como exercer seus direitos</Link>: quase tudo se resolve em{' '}
            <Link to={paths.conta.to()}>Minha conta</Link>.
          </li>
        </ul>
      </TextSection>
    </TextPage>
  );
}
