import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { TextPage, TextSection } from '@/web/components/layout/text-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Sobre o MCI';

export const handle: PageHandle = { head: () => ({ title: TITLE }) };


export default function SobrePage() {
  usePageTitle(TITLE);
  return (
    <TextPage
      title={TITLE}
      lead="O MCI reúne concursos públicos de todo o Brasil — com inscrições abertas, previstos e autorizados — para você encontrar, salvar e acompanhar as oportunidades do seu estado sem precisar visitar dezenas de sites."
    >
      <TextSection title="De onde vêm os concursos">
        <p>
          Várias vezes por dia, o MCI consulta fontes públicas de notícias de concursos e diários oficiais, organiza o que
          encontra (órgão, banca, cargos, vagas, salários, escolaridade e prazos) e junta as notícias repetidas num único
          concurso.
        </p>
        <p>
          <strong>O edital oficial é sempre o que vale.</strong> O MCI resume as informações e pode conter erros ou
          atrasos: antes de se inscrever, confira o edital e o site da banca organizadora. O MCI não é um órgão público
          nem uma banca e não faz inscrições.
        </p>
      </TextSection>
      <TextSection title="O que você pode fazer aqui">
        <ul>
          <li>
            <Link to={paths.feed.to()}>Explorar os concursos</Link> e{' '}
            <Link to={paths.explorar.to()}>buscar</Link> por cargo, órgão ou estado, sem precisar de conta.
          </li>
          <li>Com uma conta gratuita, salvar concursos, marcar os que já viu e ocultar os que não interessam.</li>
          <li>Acompanhar tudo o que salvou em Meus Concursos, com os prazos de inscrição à vista.</li>
          <li>Receber por e-mail os concursos novos que combinam com os estados, a escolaridade e as palavras que você escolher.</li>
        </ul>
      </TextSection>
      <TextSection title="Seus dados">
        <p>
          Guardamos só o necessário para o site funcionar para você, e você pode baixar ou apagar tudo quando quiser. Os
          detalhes estão na <Link to={paths.privacidade.to()}>Política de Privacidade</Link>; as regras de uso, nos{' '}
          <Link to={paths.termos.to()}>Termos de Uso</Link>. Dúvidas ou sugestões? Veja a página de{' '}
          <Link to={paths.contato.to()}>Contato</Link>.
        </p>
      </TextSection>
    </TextPage>
  );
}
