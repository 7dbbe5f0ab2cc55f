import DownloadIcon from 'lucide-react/icons/download';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ACCOUNT_DATA_URL } from '../api/get-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** What MCI keeps and why, in the words of the account page (LGPD: the right to be informed). */
const STORED: { what: string; why: string }[] = [
  { what: 'Nome e e-mail', why: 'para identificar sua conta e enviar os e-mails que você pediu, como alertas e redefinição de senha.' },
  { what: 'Senha', why: 'guardada só de forma cifrada (hash): ninguém, nem a equipe do MCI, consegue lê-la.' },
  { what: 'Concursos salvos, vistos e ocultos', why: 'para montar Meus Concursos e deixar seu feed do seu jeito.' },
  {
    what: 'Preferências de alerta e alertas enviados',
    why: 'para enviar os alertas que você escolheu, sem repetir um concurso que já foi enviado.',
  },
  { what: 'Sessões e endereço IP', why: 'para manter você conectado com segurança e perceber acessos estranhos.' },
  { what: 'Plano', why: 'para aplicar os limites e os benefícios da sua conta.' },
];

/**
 * 'Seus dados': what is stored and why, in plain Portuguese, the user's rights under the LGPD, and
 * the two ways to use them here: download a copy, delete the account.
 */
export function AccountDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seus dados</CardTitle>
        <CardDescription>O que o MCI guarda sobre você, para quê, e o que você pode fazer com isso.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        <div className="grid gap-2">
          <h3 className="font-semibold">O que guardamos e por quê</h3>
          <ul className="grid list-disc gap-1.5 pl-5">
            {STORED.map(({ what, why }) => (
              <li key={what}>
                <strong className="font-medium">{what}</strong>: {why}
              </li>
            ))}
          </ul>
        </div>
        <p>Não vendemos nem compartilhamos seus dados com ninguém: eles servem só para o MCI funcionar para você.</p>
        <div className="grid gap-2">
          <h3 className="font-semibold">Seus direitos</h3>
          <p>
            Pela Lei Geral de Proteção de Dados (LGPD), você pode acessar, corrigir e excluir seus dados a qualquer
            momento: baixe uma cópia de tudo abaixo, corrija seu nome em Dados da conta ou exclua sua conta.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={ACCOUNT_DATA_URL} download className={buttonVariants({ variant: 'outline' })}>
            <DownloadIcon aria-hidden="true" />
            Baixar meus dados
          </a>
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
