import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { TextPage, TextSection } from '@/web/components/layout/text-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Termos de Uso';

export const handle: PageHandle = { head: () => ({ title: TITLE }) };


function AboutTheInformation() {
  return (
    <TextSection title="As informações dos concursos">
      <p>
        Os concursos são reunidos automaticamente de fontes públicas. Fazemos o possível para que estejam corretos e em
        dia, mas podem ter erros, omissões ou atrasos.
      </p>
      <p>
        <strong>Quem vale é o edital oficial.</strong> Antes de se inscrever, pagar uma taxa ou tomar qualquer decisão,
        confira o edital publicado pelo órgão e o site da banca. O MCI não é órgão público nem banca, não faz inscrições
        e não responde por prejuízos causados por uma informação que não foi conferida no edital.
      </p>
    </TextSection>
  );
}

function AboutTheAccount() {
  return (
    <TextSection title="Sua conta">
      <ul>
        <li>Use seu nome e um e-mail seu: é por ele que você recebe alertas e recupera a senha.</li>
        <li>Sua senha é pessoal. Se desconfiar que alguém a conhece, troque-a pelo link “Esqueci minha senha” da página de entrada.</li>
        <li>
          O plano gratuito tem limites (como o número de concursos salvos e a frequência dos alertas); o plano Premium
          tira ou amplia esses limites. Os limites do seu plano aparecem em <Link to={paths.conta.to()}>Minha conta</Link>.
        </li>
        <li>
          Você pode excluir sua conta quando quiser, em <Link to={paths.conta.to()}>Minha conta</Link>. A exclusão apaga
          seus dados e não pode ser desfeita.
        </li>
      </ul>
    </TextSection>
  );
}

export default function TermosPage() {
  usePageTitle(TITLE);
  return (
    <TextPage
      title={TITLE}
      lead="As regras para usar o MCI, em poucas palavras. Ao criar uma conta ou usar o site, você concorda com elas."
    >
      <TextSection title="O que é o MCI">
        <p>
          Um site que reúne concursos públicos de todo o Brasil para você encontrar e acompanhar. Qualquer pessoa pode
          navegar e buscar; com uma conta, dá para salvar concursos, organizar o seu feed e receber alertas por e-mail.
        </p>
      </TextSection>
      <AboutTheInformation />
      <AboutTheAccount />
      <TextSection title="O que não é permitido">
        <ul>
          <li>Usar a conta de outra pessoa ou criar contas em nome de terceiros.</li>
          <li>Tentar burlar os limites do plano, o login ou a segurança do site.</li>
          <li>Copiar o conteúdo em massa com robôs ou sobrecarregar o site com requisições.</li>
        </ul>
        <p>Contas que desrespeitarem estas regras podem ser suspensas.</p>
      </TextSection>
      <TextSection title="Seus dados e mudanças nestes termos">
        <p>
          O que guardamos sobre você e como exercer seus direitos está na{' '}
          <Link to={paths.privacidade.to()}>Política de Privacidade</Link>. Se estes termos mudarem de forma importante,
          avisaremos no site. Dúvidas? Veja a página de <Link to={paths.contato.to()}>Contato</Link>.
        </p>
      </TextSection>
    </TextPage>
  );
}
