import { toast } from '@/web/lib/toast';
import {
  EMAIL_NOT_VERIFIED_TITLE,
  emailNotVerifiedText,
  RESEND_VERIFICATION_LABEL,
  VERIFICATION_SENT_MESSAGE,
} from '@/shared/auth-schemas';
import { Button } from '@/web/components/ui/button';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { toastError } from '../lib/toast-error';

/**
 * /conta, while the address is not confirmed (issue 20): what that means, and a new link on request.
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  return (
    <section
      aria-labelledby="confirmar-email-titulo"
      className="grid justify-items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="confirmar-email-titulo" className="text-lg font-semibold">
        {EMAIL_NOT_VERIFIED_TITLE}
      </h2>
      <p className="[overflow-wrap:anywhere]">{emailNotVerifiedText(email)}</p>
      <Button
        variant="outline"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(email, {
            onSuccess: () => toast.success('Link enviado', { description: VERIFICATION_SENT_MESSAGE }),
            onError: (error) => toastError('Erro ao enviar o link', error),
          })
        }
      >
        {send.isPending ? 'Enviando…' : RESEND_VERIFICATION_LABEL}
      </Button>
    </section>
  );
}
