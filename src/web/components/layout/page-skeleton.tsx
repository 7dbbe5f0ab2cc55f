import { PageContainer } from './page-container';

const block = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';

/** Shown inside the frame while the first page's code loads. */
export function PageSkeleton() {
  return (
    <PageContainer role="status">
      <span className="sr-only">Carregando…</span>
      <div aria-hidden="true">
        <div className={`${block} h-10 w-2/3 max-w-md`} />
        <div className={`${block} mt-4 h-5 w-full max-w-2xl`} />
        <div className={`${block} mt-2 h-5 w-5/6 max-w-xl`} />
      </div>
    </PageContainer>
  );
}
