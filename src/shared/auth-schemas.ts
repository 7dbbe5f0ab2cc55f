import { z } from 'zod';

/**
 * Sign-up and sign-in validation of SPEC.md section 5, with its Portuguese messages word for word.
 * The same schemas run in the form (first message in the 'Erro de validação' toast) and on the
 * server (400 with that message), so a bypassed form meets the same rules.
 */

export const AUTH_LIMITS = {
  emailMax: 255,
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
} as const;

export const PASSWORD_HINT = 'Mínimo 8 caracteres, incluindo maiúscula, minúscula, número e caractere especial';

export const emailSchema = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .max(AUTH_LIMITS.emailMax, 'Email muito longo')
  .pipe(z.email('Email inválido'));

export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(AUTH_LIMITS.passwordMin, 'A senha deve ter no mínimo 8 caracteres')
  .max(AUTH_LIMITS.passwordMax, 'Senha muito longa')
  .regex(/\p{Lu}/u, 'Deve conter pelo menos uma letra maiúscula')
  .regex(/\p{Ll}/u, 'Deve conter pelo menos uma letra minúscula')
  .regex(/\p{Nd}/u, 'Deve conter pelo menos um número')
  .regex(/[^\p{L}\p{Nd}\s]/u, 'Deve conter pelo menos um caractere especial');

/**
 * The person's name, wherever it is set (sign-up, PATCH /api/me, better-auth's update-user and the
 * admin's): letters and single spaces, stored trimmed with inner runs of spaces made one.
 */
export const fullNameSchema = z
  .string({ error: 'Nome muito curto' })
  .trim()
  .min(AUTH_LIMITS.nameMin, 'Nome muito curto')
  .max(AUTH_LIMITS.nameMax, 'Nome muito longo')
  .regex(/^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u, 'Nome deve conter apenas letras e espaços')
  .transform((name) => name.replace(/\s+/g, ' '));

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** 'Esqueci minha senha': the e-mail only. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The answer to a reset request, the same whether or not the account exists (no enumeration). */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem';
/** Signed in, yet no session came of it: the server's FAILED_TO_CREATE_SESSION, and the web's own check. */
export const SESSION_START_FAILED_MESSAGE = 'Não foi possível iniciar a sessão. Tente novamente.';
export const INVALID_RESET_LINK_MESSAGE = 'Este link de redefinição de senha é inválido ou expirou. Peça um novo link.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Senha redefinida! Por segurança, saímos de todas as sessões. Entre com a nova senha.';
/** How long a reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** How long the link that confirms an e-mail address works (issue 20). */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;
/** /conta, while the address is not confirmed. */
export const EMAIL_NOT_VERIFIED_TITLE = 'Confirme seu e-mail';
export function emailNotVerifiedText(email: string): string {
  return `Enviamos um link de confirmação para ${email}. Até você confirmar, não enviamos alertas nem lembretes por e-mail.`;
}
export const RESEND_VERIFICATION_LABEL = 'Reenviar link de confirmação';
export const VERIFICATION_SENT_MESSAGE = 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.';
/** /email-confirmado, where the link leads after the server has checked it. */
export const EMAIL_VERIFIED_TITLE = 'E-mail confirmado';
export const EMAIL_VERIFIED_MESSAGE = 'Pronto! Seu e-mail foi confirmado e você já pode receber alertas e lembretes por e-mail.';
export const INVALID_VERIFICATION_LINK_TITLE = 'Link inválido';
export const INVALID_VERIFICATION_LINK_MESSAGE =
  'Este link de confirmação é inválido ou expirou. Entre na sua conta e peça um novo link na página Minha conta.';

/** The reset page: the sign-up password rules, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER_MESSAGE }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The first validation message, as the 'Erro de validação' toast shows it. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos';
}
