import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import type { ProductCardRecord } from '../types';
import { listingIndexParts, listingPartsBuffers } from './listing-index-parts';

/** A product the listing shows (it has a tag). */
const listed = (id: number, fields: Partial<ProductCardRecord>) =>
  aCardRecord({ id, tags: ['New'], ...fields });

describe('listing index parts', () => {
  it('hands over the buffer of every part, to transfer them without a copy', () => {
    const parts = listingIndexParts([
      listed(1, { brand: 'Sony', category: 'Audio & Headphones' }),
      listed(2, { brand: 'LG', category: 'Audio & Headphones', stock: 0 }),
    ]);
    const buffers = listingPartsBuffers(parts);
    const expected = [
      parts.listed,
      parts.prices,
      parts.ascending,
      parts.descending,
      parts.ascendingPrices,
      ...parts.byCategory.values(),
      ...parts.byBrand.values(),
      parts.inStock,
    ].map((array) => array?.buffer);
    expect(buffers).toHaveLength(expected.length);
    for (const buffer of expected) expect(buffers).toContain(buffer);
  });

  it('has no in-stock buffer to hand over when nothing is in stock', () => {
    const parts = listingIndexParts([listed(1, { stock: 0 })]);
    // listed, prices, both orders, the sorted prices, one category and one brand.
    expect(listingPartsBuffers(parts)).toHaveLength(7);
  });
});
