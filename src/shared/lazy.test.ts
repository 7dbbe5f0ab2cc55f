import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on the first call only, and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
