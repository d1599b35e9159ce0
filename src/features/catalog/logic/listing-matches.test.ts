import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { listingIndexParts } from './listing-index-parts';
import { cheaperFind, cheaperOrder, setBits, type MatchQuery } from './listing-matches';

// Which way is cheaper for which query; that every way gives the same page is
// listing-index.property.test.ts's.

/** 3,200 listed products (100 bitset words) at prices 0…3,199, so a price range holds max − min + 1 of them. */
const parts = listingIndexParts(
  Array.from({ length: 3_200 }, (_, at) => aCardRecord({ id: at + 1, price: at, tags: ['New'] })),
);

/** A query over `parts` for prices from `min` to `max`, with `kept` of the products in its mask. */
function aQuery(sort: MatchQuery['sort'], [min, max]: [number, number], kept: number): MatchQuery {
  const mask = new Uint32Array(100);
  for (let index = 0; index < kept; index++)
    mask[index >>> 5] = (mask[index >>> 5] ?? 0) | (1 << (index & 31));
  return { parts, mask, min, max, low: min, high: max + 1, sort };
}

describe('setBits', () => {
  it('counts the set bits of every word, the top bit too', () => {
    expect(setBits(new Uint32Array([0, 0xffffffff, 0x80000001, 0b1011]))).toBe(0 + 32 + 2 + 3);
  });
});

describe('cheaperFind', () => {
  it("walks the mask's bits when it keeps fewer products than the price range holds", () => {
    const query = aQuery('asc', [0, 2_999], 150);
    expect(cheaperFind(query, setBits(query.mask), 18)).toBe('bits');
  });

  it('walks the price range when it holds fewer products than the mask keeps', () => {
    const query = aQuery('asc', [100, 199], 3_200);
    expect(cheaperFind(query, setBits(query.mask), 18)).toBe('range');
  });
});

describe('cheaperOrder', () => {
  it('sorts a few matches rather than walk a wide price range for them', () => {
    expect(cheaperOrder(aQuery('desc', [0, 3_199], 40), 40, 40, 18)).toBe('sort');
  });

  it('walks the price order until the page is full when there are many matches', () => {
    expect(cheaperOrder(aQuery('asc', [0, 3_199], 3_200), 3_200, 3_200, 18)).toBe('scan');
  });

  it("walks the mask's bits for a page in catalog order when there are many matches", () => {
    expect(cheaperOrder(aQuery('none', [0, 3_199], 3_200), 3_200, 3_200, 36)).toBe('scan');
  });
});
