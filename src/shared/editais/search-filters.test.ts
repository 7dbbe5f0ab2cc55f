import { describe, expect, it } from 'vitest';
import { describeFilters, filtersFromParams } from './search-filters';

describe('describeFilters', () => {
  it('writes the minimum pay in whole reais, or with its cents when it has them', () => {
    expect(describeFilters(filtersFromParams(new URLSearchParams('salario_min=5000')))).toBe('salário a partir de R$ 5.000');
    expect(describeFilters(filtersFromParams(new URLSearchParams('salario_min=5000,5')))).toBe('salário a partir de R$ 5.000,50');
    expect(describeFilters(filtersFromParams(new URLSearchParams('salario_min=12345.67')))).toBe('salário a partir de R$ 12.345,67');
  });
});
