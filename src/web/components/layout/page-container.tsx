import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * Centred, padded column for a page's content. `className` adds classes (clsx, not cn): this
 * frame piece stays free of tailwind-merge, which the landing page does not need.
 */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14', className)} {...props} />;
}

/** A screen whose content arrives with a later feature: its title and one sentence about it. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p>
    </PageContainer>
  );
}
