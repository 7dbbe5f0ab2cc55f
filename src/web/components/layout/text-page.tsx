import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

/**
 * Readable long text without a typography plugin: the page's links, lists and emphasis are styled
 * here, so the institutional pages write plain elements.
 */
const PROSE =
  'mt-8 space-y-10 text-base leading-7 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_li]:pl-1 [&_p+p]:mt-4 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

interface TextPageProps {
  title: string;
  /** One or two sentences under the title, in a larger type. */
  lead: ReactNode;
  /** 'Atualizada em …' for policies and terms. */
  updated?: string;
  children: ReactNode;
}

/** A page of text (about, terms, privacy, contact): one h1, a lead and sections of at most max-w-3xl. */
export function TextPage({ title, lead, updated, children }: TextPageProps) {
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-muted-foreground">{updated}</p>}
      <p className="mt-4 text-lg leading-8 text-muted-foreground">{lead}</p>
      <div className={PROSE}>{children}</div>
    </PageContainer>
  );
}

/** A section of a TextPage, under an h2. */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xl font-semibold tracking-tight text-foreground md:text-2xl">{title}</h2>
      {children}
    </section>
  );
}
