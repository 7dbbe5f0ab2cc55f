/** One Lighthouse audit of a page, as scripts/lighthouse.ts reports it. */
export interface Figures {
  page: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  failing: string[];
}

/**
 * The run with the median performance score, for its timing figures; accessibility and CLS are the
 * worst of all runs (they must hold every time).
 */
export function medianRun(audits: Omit<Figures, 'page'>[]): Omit<Figures, 'page'> {
  const sorted = [...audits].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const worstA11y = sorted.reduce((worst, a) => (a.accessibility < worst.accessibility ? a : worst));
  return {
    ...median,
    accessibility: worstA11y.accessibility,
    failing: worstA11y.failing,
    cls: Math.max(...audits.map((a) => a.cls)),
  };
}

