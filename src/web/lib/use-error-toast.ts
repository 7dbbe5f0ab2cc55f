import { useEffect, useRef } from 'react';
import { toast } from '@/web/lib/toast';

/**
 * Shows the destructive toast of SPEC.md section 8 (`title`, with the error's message as its
 * description) once for each failed request, also under React's doubled effects in development.
 */
export function useErrorToast(error: Error | null, title: string): void {
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(title, { description: error.message });
  }, [error, title]);
}
