import SearchIcon from 'lucide-react/icons/search';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from './button-variants';
import { Input } from './input';
import { Label } from './label';

type SearchFormProps = Omit<ComponentProps<'form'>, 'role' | 'aria-label'> & {
  /** Names the search landmark, e.g. 'Buscar concursos'. */
  label: string;
  /** Margin and the md-up column template, e.g. 'mt-8 md:grid-cols-[1fr_10rem_auto]'. */
  className: string;
};

/** A search landmark above a list: its fields side by side from md up, then 'Buscar'. */
export function SearchForm({ label, className, children, ...props }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className={`grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6 md:items-end ${className}`}
      {...props}
    >
      {children}
      <button type="submit" className={buttonVariants({ className: 'w-full md:w-auto' })}>
        <SearchIcon aria-hidden="true" />
        Buscar
      </button>
    </form>
  );
}

/** One field of a SearchForm: its label above the control that has the id `htmlFor`. */
export function SearchField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** A text field for search terms: no autofill suggestions, and the phone's Enter key reads 'search'. */
export function SearchInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="search" autoComplete="off" enterKeyHint="search" {...props} />;
}
