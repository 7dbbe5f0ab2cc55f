import type { ReactNode } from 'react';

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';

export interface DataTableColumn {
  label: string;
  /** Added to the header cell's classes, e.g. 'text-right'. */
  className?: string;
}

interface DataTableProps {
  /** Names the scroll area (a region landmark), e.g. 'Tabela de cargos'. */
  label: string;
  caption: ReactNode;
  columns: readonly (string | DataTableColumn)[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A wide table in its own box: a phone scrolls it sideways inside the box (the page never gets
 * wider), and the box is focusable so the keyboard can scroll it too.
 */
export function DataTable({ label, caption, columns, children }: DataTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => {
              const { label: text, className } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={text} scope="col" className={className ? `${headerCell} ${className}` : headerCell}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
