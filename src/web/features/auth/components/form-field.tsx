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
