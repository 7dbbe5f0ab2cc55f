import * as DialogPrimitive from '@radix-ui/react-dialog';
import XIcon from 'lucide-react/icons/x';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

const overlayClass =
  'fixed inset-0 z-50 bg-slate-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none';

/** The dimmed backdrop behind a dialog or a sheet. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(overlayClass, className)} {...props} />;
}

/** The × in the corner of a dialog or a sheet. */
export function CornerClose({ label, className, iconClassName }: { label: string; className: string; iconClassName: string }) {
  return (
    <DialogPrimitive.Close aria-label={label} className={className}>
      <XIcon className={iconClassName} aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  closeLabel = 'Fechar',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-background p-6 shadow-lg focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in motion-reduce:animate-none',
          className,
        )}
        {...props}
      >
        {children}
        <CornerClose
          label={closeLabel}
          className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          iconClassName="size-4"
        />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-none font-semibold', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

interface DialogHeadingProps {
  title: ReactNode;
  /** The dialog's description. */
  children: ReactNode;
  /** A large icon in a round badge above the title, coloured by `iconClassName`. */
  icon?: ReactNode;
  iconClassName?: string;
}

/** A dialog's header: the optional icon badge, the title and the description. */
export function DialogHeading({ title, children, icon, iconClassName }: DialogHeadingProps) {
  return (
    <DialogHeader>
      {icon && (
        <span className={cn('mx-auto inline-flex size-12 items-center justify-center rounded-full sm:mx-0', iconClassName)}>
          {icon}
        </span>
      )}
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
