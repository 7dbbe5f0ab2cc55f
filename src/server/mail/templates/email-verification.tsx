import { ActionButton, EmailLayout, emailHtml, emailText, firstNameOf, Paragraph, type EmailContent } from './layout';

export const EMAIL_VERIFICATION_SUBJECT = 'Confirme seu e-mail no MCI';

/** The message with the link that proves the account's address (issue 20). */
export function emailVerificationEmail({ name, url, validHours }: { name: string; url: string; validHours: number }): EmailContent {
  const greeting = `Olá, ${firstNameOf(name)}!`;
  const why = 'Para receber alertas e lembretes de concursos por e-mail, confirme que este endereço é seu.';
  const how = `Use o link abaixo. Ele vale por ${validHours} horas; depois, peça um novo na página Minha conta.`;
  const ignore = 'Se você não criou uma conta no MCI, ignore este e-mail: nada será enviado a você.';
  const html = emailHtml(
    <EmailLayout title="Confirme seu e-mail" preheader={`Confirme seu endereço para receber alertas. O link vale por ${validHours} horas.`}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{why}</Paragraph>
      <Paragraph>{how}</Paragraph>
      <ActionButton label="Confirmar e-mail" url={url} />
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
  return { subject: EMAIL_VERIFICATION_SUBJECT, html, text: emailText([greeting, why, how, url, ignore]) };
}
