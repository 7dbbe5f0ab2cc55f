import type { ReactNode } from 'react';

interface AuthStepProps {
  /** The heading's id: the region and its form are named by it. */
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A step of /auth outside the tabs ('Esqueci minha senha', the two-factor code): heading, one line on what to do, then the form. */
export function AuthStep({ id, title, description, children }: AuthStepProps) {
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
