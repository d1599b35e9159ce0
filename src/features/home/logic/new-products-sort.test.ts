import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { isNewProductSort, sortNewProducts } from './new-products-sort';

const products = ['Mobile', 'Tablet', 'Computer', 'Desktop', 'Laptop', 'Mobile'].map((type, id) =>
  aCardRecord({ id, type }),
);
const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('sortNewProducts', () => {
  it('keeps every new product for All Categories', () => {
    expect(ids(sortNewProducts(products, 'All Categories'))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps only mobiles, tablets or laptops for their sorts', () => {
    expect(ids(sortNewProducts(products, 'Mobiles'))).toEqual([0, 5]);
    expect(ids(sortNewProducts(products, 'Tablets'))).toEqual([1]);
    expect(ids(sortNewProducts(products, 'Laptops'))).toEqual([4]);
  });

  it('includes desktops under Computers', () => {
    expect(ids(sortNewProducts(products, 'Computers'))).toEqual([2, 3]);
  });

  it('gives an empty list when no product has the type', () => {
    expect(sortNewProducts([aCardRecord({ id: 9, type: 'Mobile' })], 'Laptops')).toEqual([]);
  });
});

describe('isNewProductSort', () => {
  it('accepts the spec labels only', () => {
    expect(isNewProductSort('Computers')).toBe(true);
    expect(isNewProductSort('Desktops')).toBe(false);
  });
});
