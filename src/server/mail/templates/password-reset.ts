import { actionButton, emailHtml, emailText, escapeHtml, paragraph, type EmailContent } from './layout';

export const PASSWORD_RESET_SUBJECT = 'Redefinição de senha do MCI';

/** The message with the single-use link of 'Esqueci minha senha'. */
export function passwordResetEmail({ name, url, validMinutes }: { name: string; url: string; validMinutes: number }): EmailContent {
  const firstName = name.trim().split(/\s+/)[0] || name;
  const validity = validMinutes % 60 === 0 ? `${validMinutes / 60} hora${validMinutes === 60 ? '' : 's'}` : `${validMinutes} minutos`;
  const title = 'Redefina sua senha';
  const greeting = `Olá, ${firstName}!`;
  const request = 'Recebemos um pedido para redefinir a senha da sua conta no MCI.';
  const how = `Para criar uma nova senha, use o link abaixo. Ele vale por ${validity} e só pode ser usado uma vez.`;
  const after = 'Depois da troca, por segurança, saímos da sua conta em todos os aparelhos.';
  const ignore = 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.';
  return {
    subject: PASSWORD_RESET_SUBJECT,
    html: emailHtml({
      title,
      preheader: `Use o link para criar uma nova senha. Ele vale por ${validity}.`,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(request)),
        paragraph(escapeHtml(how)),
        actionButton('Criar nova senha', url),
        paragraph(escapeHtml(after)),
        paragraph(escapeHtml(ignore)),
      ].join('\n'),
    }),
    text: emailText([greeting, request, how, url, after, ignore]),
  };
}
