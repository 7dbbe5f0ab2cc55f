import { describe, expect, it } from 'vitest';
import { addDays, brasiliaUtcOffset, dayAtOffset, daysUntil, formatDate, formatDateTime, isIsoDate, todayInBrasilia } from './dates';

describe('todayInBrasilia', () => {
  it('is Brasília’s date, three hours behind UTC', () => {
    expect(todayInBrasilia(new Date('2025-03-01T02:59:59Z'))).toBe('2025-02-28');
    expect(todayInBrasilia(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
    expect(todayInBrasilia(new Date('2025-12-31T23:00:00-03:00'))).toBe('2025-12-31');
    expect(todayInBrasilia(new Date('2026-01-01T00:00:00-03:00'))).toBe('2026-01-01');
  });

  it('ignores the old daylight saving time (abolished in 2019)', () => {
    // 2025-11-02 would have been a DST day before 2019: Brasília stays at UTC−3.
    expect(todayInBrasilia(new Date('2025-11-02T02:30:00Z'))).toBe('2025-11-01');
    expect(todayInBrasilia(new Date('2025-11-02T03:00:00Z'))).toBe('2025-11-02');
  });

  it('defaults to now', () => {
    expect(todayInBrasilia()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('brasiliaUtcOffset and dayAtOffset (the browser’s day without a time-zone formatter)', () => {
  it('is −180 minutes today, and what the time-zone database says for the years with daylight saving time', () => {
    expect(brasiliaUtcOffset(new Date('2026-12-03T21:00:00Z'))).toBe(-180);
    expect(brasiliaUtcOffset(new Date('2026-07-01T12:34:56.789Z'))).toBe(-180);
    expect(brasiliaUtcOffset(new Date('2018-12-01T12:00:00Z'))).toBe(-120);
  });

  it('gives the day todayInBrasilia gives, across midnight', () => {
    for (const iso of ['2026-01-02T02:59:59Z', '2026-01-02T03:00:00Z', '2026-12-31T23:59:00Z', '2018-12-01T01:30:00Z', '2018-12-01T02:30:00Z']) {
      const now = new Date(iso);
      expect(dayAtOffset(now, brasiliaUtcOffset(now)), iso).toBe(todayInBrasilia(now));
    }
  });
});

describe('daysUntil', () => {
  it('counts calendar days', () => {
    expect(daysUntil('2025-03-10', '2025-03-10')).toBe(0);
    expect(daysUntil('2025-03-11', '2025-03-10')).toBe(1);
    expect(daysUntil('2025-03-09', '2025-03-10')).toBe(-1);
    expect(daysUntil('2025-03-01', '2025-02-28')).toBe(1);
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntil('2026-01-01', '2025-12-31')).toBe(1);
    expect(daysUntil('2026-03-10', '2025-03-10')).toBe(365);
  });

  it('is NaN for anything that is not a real YYYY-MM-DD date', () => {
    expect(daysUntil('2025-02-30', '2025-02-01')).toBeNaN();
    expect(daysUntil('10/03/2025', '2025-03-01')).toBeNaN();
    expect(daysUntil('2025-03-10', 'hoje')).toBeNaN();
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
  });
});

describe('formatDate', () => {
  it('rearranges a date without any time zone shift', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
  });

  it('shows a timestamp as its Brasília calendar date', () => {
    expect(formatDate('2025-03-01T02:00:00Z')).toBe('28/02/2025');
    expect(formatDate('2025-03-01T03:00:00.000Z')).toBe('01/03/2025');
  });

  it('is empty for null or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy às HH:mm in Brasília time', () => {
    expect(formatDateTime('2025-03-01T02:30:00Z')).toBe('28/02/2025 às 23:30');
    expect(formatDateTime('2025-03-01T15:05:00.000Z')).toBe('01/03/2025 às 12:05');
    expect(formatDateTime('2025-03-01T03:00:00Z')).toBe('01/03/2025 às 00:00');
    expect(formatDateTime('2025-03-01T12:00:00-03:00')).toBe('01/03/2025 às 12:00');
  });

  it('is empty for null or unreadable input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('ontem')).toBe('');
  });
});

describe('addDays', () => {
  it('moves a calendar date by whole days, across months, leap days and years', () => {
    expect(addDays('2025-03-10', 1)).toBe('2025-03-11');
    expect(addDays('2025-03-10', -10)).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
  });
});
