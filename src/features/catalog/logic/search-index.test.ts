import { describe, expect, it } from 'vitest';

import { buildSearchIndex } from './search-index';

const items = [
  { id: 1, title: 'Apple MacBook Air 13"' },
  { id: 2, title: 'Apple iPhone 16 Pro' },
  { id: 3, title: 'Samsung Galaxy S25' },
  { id: 4, title: 'apple Watch Series 10' },
  { id: 5, title: 'Sony WH-1000XM6' },
];

describe('search index', () => {
  const index = buildSearchIndex(items);

  it('finds titles by prefix, ignoring case, in title order', () => {
    expect(index.lookup('apple').map((item) => item.id)).toEqual([2, 1, 4]);
    expect(index.lookup('APPLE I').map((item) => item.id)).toEqual([2]);
  });

  it('gives nothing for blank text or an unknown prefix', () => {
    expect(index.lookup('')).toEqual([]);
    expect(index.lookup('   ')).toEqual([]);
    expect(index.lookup('zzz')).toEqual([]);
  });

  it('matches the start of the title only', () => {
    expect(index.lookup('galaxy')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(index.lookup('a', 2)).toHaveLength(2);
  });
});
