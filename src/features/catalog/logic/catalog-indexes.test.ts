import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { adoptIndexParts, indexPartsOf, type CatalogIndexParts } from './catalog-indexes';
import { listingIndexParts } from './listing-index-parts';
import { searchIndexParts } from './search/search-index';

const partsFor = (cards: ReturnType<typeof aCardRecord>[]): CatalogIndexParts => ({
  listing: listingIndexParts(cards),
  search: searchIndexParts(cards),
});

describe('catalog index parts', () => {
  it('gives the parts adopted for exactly that array, and none for another', () => {
    const cards = [aCardRecord({ id: 1 })];
    const parts = partsFor(cards);
    adoptIndexParts(cards, parts);
    expect(indexPartsOf(cards)).toBe(parts);
    expect(indexPartsOf([...cards])).toBeUndefined();
  });

  it('keeps the parts adopted before when later none come for the same array', () => {
    const cards = [aCardRecord({ id: 1 })];
    const parts = partsFor(cards);
    adoptIndexParts(cards, parts);
    adoptIndexParts(cards, undefined);
    expect(indexPartsOf(cards)).toBe(parts);
  });
});
