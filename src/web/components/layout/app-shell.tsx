import { Suspense, type ReactNode } from 'react';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/**
 * Skip link, top bar, the page's main landmark and footer: the frame around every screen. The page
 * and the footer are their own Suspense boundaries: React hydrates a server-rendered page one
 * boundary at a time, yielding to the browser in between, instead of in one long task.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
