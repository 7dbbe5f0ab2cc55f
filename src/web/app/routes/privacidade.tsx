import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { TextPage, TextSection } from '@/web/components/layout/text-page';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { PageHandle } from '../page-handle';

const TITLE = 'Política de Privacidade';

export const handle: PageHandle = { head: () => ({ title: TITLE }) };


/** What MCI keeps about an account and why (the same list as the account page's 'Seus dados'). */
function WhatWeKeep() {
  return (
    <TextSection title="Quais dados guardamos e por quê">
      <p>Se você só navega e busca concursos, sem conta, não guardamos dados pessoais seus. Com uma conta, guardamos:</p>
      <ul>
        <li>
          <strong>Dados da conta — nome, e-mail e senha:</strong> para identificar você e enviar os e-mails que você pediu
          (alertas e redefinição de senha). A senha fica guardada só de forma cifrada (hash): ninguém, nem a equipe do
          MCI, consegue lê-la.
        </li>
        <li>
          <strong>Seu acompanhamento — concursos salvos, vistos e ocultos:</strong> para montar Meus Concursos e deixar
          seu feed do seu jeito.
        </li>
        <li>
          <strong>Alertas — suas preferências (estados, escolaridade, palavras-chave) e os alertas já enviados:</strong>{' '}
          para mandar os concursos que você escolheu, sem repetir um que já foi enviado.
        </li>
        <li>
          <strong>Sessões — o aparelho conectado, com o endereço IP e o navegador usados:</strong> para manter você
          conectado com segurança e perceber acessos estranhos. Também contamos as tentativas de entrar por endereço IP,
          para barrar quem tenta adivinhar senhas.
        </li>
        <li>
          <strong>Seu plano</strong> (gratuito ou Premium): para aplicar os limites e os benefícios da conta.
        </li>
      </ul>
      <p>
        Tratamos esses dados para prestar o serviço que você pediu ao criar a conta (LGPD, art. 7º, V). Os alertas por
        e-mail só são enviados porque você os ativou, e você pode desativá-los a qualquer momento. O site usa apenas o
        cookie necessário para manter você conectado: nada de publicidade nem rastreadores de terceiros.
      </p>
    </TextSection>
  );
}

function HowLongAndWho() {
  return (
    <>
      <TextSection title="Por quanto tempo">
        <ul>
          <li>Os dados da conta, o acompanhamento e os alertas ficam guardados enquanto sua conta existir.</li>
          <li>
            Cada sessão vale por 30 dias e é renovada enquanto você usa o site; ao clicar em Sair, ela é encerrada.
          </li>
          <li>
            Quando você exclui a conta, apagamos na hora a conta e tudo o que está ligado a ela: acompanhamento,
            preferências e histórico de alertas, e-mails na fila e sessões.
          </li>
        </ul>
      </TextSection>
      <TextSection title="Com quem compartilhamos">
        <p>
          Não vendemos nem cedemos seus dados. O único que os recebe é o <strong>servidor de e-mail</strong> que entrega
          nossas mensagens: ele recebe seu endereço de e-mail e o conteúdo de cada e-mail enviado a você (alertas e
          redefinição de senha), só para entregá-los.
        </p>
      </TextSection>
    </>
  );
}

function YourRights() {
  const conta = <Link to={paths.conta.to()}>Minha conta</Link>;
  return (
    <TextSection title="Seus direitos e como exercê-los">
      <p>A LGPD garante a você o controle sobre seus dados. No MCI, cada direito tem um caminho direto:</p>
      <ul>
        <li>
          <strong>Ver e levar seus dados (acesso e portabilidade):</strong> em {conta}, use <strong>Baixar meus dados</strong>{' '}
          para receber um arquivo com tudo o que guardamos sobre você.
        </li>
        <li>
          <strong>Corrigir:</strong> troque seu nome em {conta}, em Dados da conta.
        </li>
        <li>
          <strong>Apagar tudo (eliminação):</strong> em {conta}, use <strong>Excluir minha conta</strong>. É definitivo:
          se quiser uma cópia, baixe seus dados antes.
        </li>
        <li>
          <strong>Parar de receber alertas (retirar o consentimento):</strong> clique em “Cancelar alertas”, no fim de
          cada e-mail de alerta, ou desmarque “Receber alertas de novos concursos por e-mail” em {conta}.
        </li>
        <li>
          <strong>Outros pedidos e dúvidas:</strong> fale com a gente pela página de{' '}
          <Link to={paths.contato.to()}>Contato</Link>. Você também pode reclamar à Autoridade Nacional de Proteção de
          Dados (ANPD).
        </li>
      </ul>
    </TextSection>
  );
}

export default function PrivacidadePage() {
  usePageTitle(TITLE);
  return (
    <TextPage
      title={TITLE}
      lead="O que o MCI guarda sobre você, para quê, por quanto tempo, com quem compartilha e como você controla tudo isso, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018)."
    >
      <WhatWeKeep />
      <HowLongAndWho />
      <YourRights />
    </TextPage>
  );
}
