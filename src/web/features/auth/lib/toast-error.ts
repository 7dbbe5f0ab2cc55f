import { toast } from '@/web/lib/toast';
import type { ZodType } from 'zod';
import { firstMessage } from '@/shared/auth-schemas';

/**
 * Parses a form's values with the shared schema. On failure shows the destructive toast
 * 'Erro de validação' with the first message (SPEC.md section 5) and returns null.
 */
export function parseOrToast<T>(schema: ZodType<T>, values: unknown): T | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  toast.error('Erro de validação', { description: firstMessage(result.error) });
  return null;
}

/** The destructive toast of SPEC.md section 8: `title`, with the error's Portuguese message. */
export function toastError(title: string, error: unknown): void {
  toast.error(title, { description: error instanceof Error ? error.message : undefined });
}
