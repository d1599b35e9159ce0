import { describe, expect, it } from 'vitest';

import { removedProductId } from './catalog-removals';

describe("a deleted product's tombstone", () => {
  it('names the product by its id field, as devices know it', () => {
    expect(removedProductId('1001', { id: 1001, title: 'Lamp' })).toBe(1001);
    expect(removedProductId('7', { id: 8 })).toBe(8);
  });

  it('falls back to a numeric document id, and names nothing otherwise', () => {
    expect(removedProductId('42', undefined)).toBe(42);
    expect(removedProductId('42', { id: 'forty-two' })).toBe(42);
    expect(removedProductId('broken', { id: 1.5 })).toBeUndefined();
    expect(removedProductId('broken', undefined)).toBeUndefined();
  });
});
