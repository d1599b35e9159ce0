import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { adoptIndexParts } from './catalog-indexes';
import { listingIndexParts } from './listing-index';
import { buildSearchIndex, searchIndexOf, searchOrder } from './search-index';

const items = [
  { id: 1, title: 'Apple MacBook Air 13"' },
  { id: 2, title: 'Apple iPhone 16 Pro' },
  { id: 3, title: 'Samsung Galaxy S25' },
  { id: 4, title: 'apple Watch Series 10' },
  { id: 5, title: 'Sony WH-1000XM6' },
];

const ids = (found: { id: number }[]) => found.map((item) => item.id);

describe('search index', () => {
  // Built in each test rather than once, so every step of the build runs inside a test.
  const lookup = (text: string, limit?: number) => buildSearchIndex(items).lookup(text, limit);

  it('finds titles by prefix, ignoring case, in title order', () => {
    expect(ids(lookup('apple'))).toEqual([2, 1, 4]);
    expect(ids(lookup('APPLE I'))).toEqual([2]);
  });

  it('finds titles that sort anywhere, up to the last one', () => {
    expect(ids(lookup('samsung'))).toEqual([3]);
    expect(ids(lookup('so'))).toEqual([5]);
  });

  it('finds a title typed out in full', () => {
    expect(ids(lookup('sony wh-1000xm6'))).toEqual([5]);
    expect(ids(lookup('Apple MacBook Air 13"'))).toEqual([1]);
  });

  it('gives nothing for blank text or an unknown prefix', () => {
    expect(lookup('')).toEqual([]);
    expect(lookup('   ')).toEqual([]);
    expect(lookup('zzz')).toEqual([]);
  });

  it('ignores spaces around the text and the titles', () => {
    expect(ids(lookup(' samsung galaxy s25 '))).toEqual([3]);
    expect(ids(buildSearchIndex([{ id: 9, title: ' Zeta lamp' }]).lookup('zeta'))).toEqual([9]);
  });

  it('matches the start of the title only', () => {
    expect(lookup('galaxy')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(ids(lookup('a', 2))).toEqual([2, 1]);
  });

  it('orders by the lower-case titles, so punctuation sorts before letters', () => {
    const index = buildSearchIndex([
      { id: 1, title: 'USBC hub' },
      { id: 2, title: 'USB_C cable' },
    ]);
    expect(ids(index.lookup('usb'))).toEqual([2, 1]);
  });

  it('keeps titles that differ only in case in the order of the items', () => {
    const index = buildSearchIndex([
      { id: 1, title: 'Beta' },
      { id: 2, title: 'alpha' },
      { id: 3, title: 'beta' },
      { id: 4, title: 'Alpha' },
      { id: 5, title: 'gamma' },
    ]);
    expect(ids(index.lookup('alpha'))).toEqual([2, 4]);
    expect(ids(index.lookup('beta'))).toEqual([1, 3]);
  });
});

describe('search order', () => {
  it('lists the positions of the items by title, ignoring case', () => {
    expect([...searchOrder(items)]).toEqual([1, 0, 3, 2, 4]);
  });
});

describe("the catalog's search index", () => {
  const cards = () => [
    aCardRecord({ id: 1, title: 'Sony' }),
    aCardRecord({ id: 2, title: 'LG OLED' }),
    aCardRecord({ id: 3, title: 'SONY' }),
  ];

  it('is built on the spot when the keeper made no parts for the cards', () => {
    expect(ids(searchIndexOf(cards()).lookup('sony'))).toEqual([1, 3]);
  });

  it("uses the keeper's title order when it made one for exactly these cards", () => {
    const catalog = cards();
    // Also a title order (the two Sonys tie), but not the one a build here makes.
    adoptIndexParts(catalog, { listing: listingIndexParts(catalog), search: Int32Array.of(1, 2, 0) });
    expect(ids(searchIndexOf(catalog).lookup('sony'))).toEqual([3, 1]);
  });
});
