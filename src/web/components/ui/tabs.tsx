import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/** The ids that tie a tab to its panel: 'aba-<id>' and 'painel-<id>'. */
export function tabIds(id: string) {
  return { tab: `aba-${id}`, panel: `painel-${id}` };
}

interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

/**
 * A WAI-ARIA tab list with automatic activation: arrow keys, Home and End move between tabs, only
 * the selected tab is in the tab order. Panels use tabIds(id).panel and aria-labelledby the tab.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, className }: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('grid gap-1 rounded-lg bg-muted p-1', className)}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
    >
      {tabs.map(({ id, label: text }) => {
        const isSelected = id === selected;
        const ids = tabIds(id);
        return (
          <button
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-10 rounded-md px-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isSelected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
