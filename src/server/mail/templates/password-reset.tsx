import { ActionButton, EmailLayout, emailHtml, emailText, firstNameOf, Paragraph, type EmailContent } from './layout';

export const PASSWORD_RESET_SUBJECT = 'Redefinição de senha do MCI';

function validityText(validMinutes: number): string {
  if (validMinutes % 60 !== 0) return `${validMinutes} minutos`;
  return `${validMinutes / 60} hora${validMinutes === 60 ? '' : 's'}`;
}

/** The message with the single-use link of 'Esqueci minha senha'. */
export function passwordResetEmail({ name, url, validMinutes }: { name: string; url: string; validMinutes: number }): EmailContent {
  const validity = validityText(validMinutes);
  const greeting = `Olá, ${firstNameOf(name)}!`;
  const request = 'Recebemos um pedido para redefinir a senha da sua conta no MCI.';
  const how = `Para criar uma nova senha, use o link abaixo. Ele vale por ${validity} e só pode ser usado uma vez.`;
  const after = 'Depois da troca, por segurança, saímos da sua conta em todos os aparelhos.';
  const ignore = 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.';
  const html = emailHtml(
    <EmailLayout title="Redefina sua senha" preheader={`Use o link para criar uma nova senha. Ele vale por ${validity}.`}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{request}</Paragraph>
      <Paragraph>{how}</Paragraph>
      <ActionButton label="Criar nova senha" url={url} />
      <Paragraph>{after}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
  return { subject: PASSWORD_RESET_SUBJECT, html, text: emailText([greeting, request, how, url, after, ignore]) };
}
