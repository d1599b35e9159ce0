import { describe, expect, it } from 'vitest';

import { activeFilterCount } from './active-filters';

describe('active filter count', () => {
  it('counts each category and brand, stock, and a price range other than the whole', () => {
    expect(activeFilterCount({ brands: [], inStock: false, priceRange: [0, 5000] })).toBe(0);
    expect(
      activeFilterCount({
        categories: ['TV & Home Theater'],
        brands: ['LG', 'Sony'],
        inStock: true,
        priceRange: [0, 5000],
      }),
    ).toBe(4);
    expect(activeFilterCount({ brands: [], inStock: false, priceRange: [10, 5000] })).toBe(1);
    expect(activeFilterCount({ brands: [], inStock: false, priceRange: [0, 4990] })).toBe(1);
  });
});
