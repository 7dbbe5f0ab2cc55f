/**
 * The frame of every e-mail: a simple, table-free HTML page with inline styles (mail clients drop
 * <style> and external CSS) in the site's colours, and the matching plain-text footer.
 */

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const PRIMARY = '#1e3a8a';
const TEXT = '#1f2937';
const MUTED = '#4b5563';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A paragraph of (already escaped) HTML. */
export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT}">${html}</p>`;
}

/** A link drawn as a button, with the address written out below for clients that hide buttons. */
export function actionButton(label: string, url: string): string {
  const href = escapeHtml(url);
  return (
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${PRIMARY};color:#ffffff;` +
    `text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">Se o botão não funcionar, copie e cole este endereço no navegador:<br>` +
    `<a href="${href}" style="color:${PRIMARY};word-break:break-all">${href}</a></p>`
  );
}

const FOOTER_TEXT = 'MCI — Seu futuro começa aqui\nEste é um e-mail automático; não é preciso respondê-lo.';

/** The whole HTML document around `body`. `preheader` is the line inboxes show after the subject. */
export function emailHtml({ title, preheader, body }: { title: string; preheader: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:${PRIMARY};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0">
<span style="font-size:22px;font-weight:bold;letter-spacing:1px">MCI</span>
<span style="font-size:13px;margin-left:8px">Seu futuro começa aqui</span>
</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:${TEXT}">${escapeHtml(title)}</h1>
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:${MUTED};text-align:center">${FOOTER_TEXT.split('\n')
    .map(escapeHtml)
    .join('<br>')}</p>
</div>
</body>
</html>
`;
}

/** The plain-text part: the same words, the footer after a separator. */
export function emailText(lines: string[]): string {
  return `${lines.join('\n\n')}\n\n--\n${FOOTER_TEXT}\n`;
}
