import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { deadlineBadge } from './deadline';

const TODAY = '2025-03-10';
const inDays = (n: number) => addDays(TODAY, n);

describe('deadlineBadge', () => {
  it('is null without a deadline', () => {
    expect(deadlineBadge(null, TODAY)).toBeNull();
    expect(deadlineBadge('', TODAY)).toBeNull();
    expect(deadlineBadge('2025-02-30', TODAY)).toBeNull();
  });

  it.each([
    [-30, 'Encerrado', 'ended'],
    [-1, 'Encerrado', 'ended'],
    [0, 'Último dia!', 'urgent'],
    [1, 'Falta 1 dia', 'urgent'],
    [2, 'Faltam 2 dias', 'urgent'],
    [3, 'Faltam 3 dias', 'urgent'],
    [4, 'Faltam 4 dias', 'warning'],
    [7, 'Faltam 7 dias', 'warning'],
    [8, 'Faltam 8 dias', 'normal'],
    [29, 'Faltam 29 dias', 'normal'],
    [30, 'Faltam 30 dias', 'normal'],
    [31, 'Até 10/04/2025', 'normal'],
    [365, 'Até 10/03/2026', 'normal'],
  ] as const)('%i days → %s (%s)', (days, label, tone) => {
    expect(deadlineBadge(inDays(days), TODAY)).toEqual({ label, tone, days });
  });

  it('counts calendar days across months and leap days', () => {
    expect(deadlineBadge('2024-03-01', '2024-02-28')).toEqual({ label: 'Faltam 2 dias', tone: 'urgent', days: 2 });
    expect(deadlineBadge('2026-01-01', '2025-12-31')).toEqual({ label: 'Falta 1 dia', tone: 'urgent', days: 1 });
  });
});
