import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: string;
  /** A line under the input, read out with it (aria-describedby). */
  hint?: ReactNode;
}

/** A labelled input with an optional hint. */
export function FormField({ label, hint, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The account's e-mail: the e-mail keyboard, no capitals or spelling fixes. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  return (
    <FormField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The authenticator's 6-digit code: the number keyboard, and the phone may offer the code itself. */
export function TotpCodeField(props: Omit<FormFieldProps, 'label' | 'name'>) {
  return <FormField label="Código de verificação" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...props} />;
}
