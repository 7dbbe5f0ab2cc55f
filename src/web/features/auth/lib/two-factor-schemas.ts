import { z } from 'zod';

/** Codes typed in the two-factor steps (web only: the server checks the codes themselves). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'Informe o código de verificação').regex(/^\d{6}$/, 'O código de verificação tem 6 dígitos'));

export const backupCodeSchema = z.string().trim().min(1, 'Informe um código de recuperação');

export const passwordConfirmSchema = z.string().min(1, 'Senha é obrigatória');
