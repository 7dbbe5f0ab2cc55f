import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * A styled native <select>. The platform control keeps keyboard use, screen readers and the phone's
 * own picker working without any script; pair it with a <Label htmlFor>.
 */
export function NativeSelect({ className, wrapperClassName, ...props }: ComponentProps<'select'> & { wrapperClassName?: string }) {
  return (
    <div data-slot="select-wrapper" className={cn('relative', wrapperClassName)}>
      <select
        data-slot="select"
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
