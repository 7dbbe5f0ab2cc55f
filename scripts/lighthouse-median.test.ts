import { describe, expect, it } from 'vitest';
import { medianRun, type Figures } from './lighthouse-median';

const run = (performance: number, more: Partial<Omit<Figures, 'page'>> = {}): Omit<Figures, 'page'> => ({
  performance,
  accessibility: 100,
  cls: 0,
  lcpMs: 1000 + performance,
  fcpMs: 900,
  tbtMs: 100,
  failing: [],
  ...more,
});

describe('medianRun', () => {
  it('fica com a execução de desempenho mediano, com os números dela', () => {
    expect(medianRun([run(97), run(88), run(93)])).toMatchObject({ performance: 93, lcpMs: 1093 });
    expect(medianRun([run(90)])).toMatchObject({ performance: 90 });
    // With an even count, the lower of the two middle runs: a goal is not met by the luckier half.
    expect(medianRun([run(99), run(90), run(96), run(92)])).toMatchObject({ performance: 92 });
  });

  it('acessibilidade e CLS são os piores de todas as execuções', () => {
    const result = medianRun([run(97), run(88, { accessibility: 96, failing: ['color-contrast'] }), run(93, { cls: 0.05 })]);
    expect(result).toMatchObject({ performance: 93, accessibility: 96, failing: ['color-contrast'], cls: 0.05 });
  });
});
