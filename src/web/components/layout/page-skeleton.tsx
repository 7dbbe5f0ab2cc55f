import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

const block = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';

/** A loading status's content: `label` for screen readers, the placeholder blocks hidden from them. */
export function LoadingPlaceholder({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </>
  );
}

/** Shown inside the frame while the first page's code loads. */
export function PageSkeleton() {
  return (
    <PageContainer role="status">
      <LoadingPlaceholder label="Carregando…">
        <div className={`${block} h-10 w-2/3 max-w-md`} />
        <div className={`${block} mt-4 h-5 w-full max-w-2xl`} />
        <div className={`${block} mt-2 h-5 w-5/6 max-w-xl`} />
      </LoadingPlaceholder>
    </PageContainer>
  );
}
