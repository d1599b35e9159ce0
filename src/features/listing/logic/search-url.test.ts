import { describe, expect, it } from 'vitest';

import { searchStateFromUrl, searchUrlOf, type SearchPageState } from './search-url';

const DEFAULTS: SearchPageState = {
  text: '',
  brands: [],
  inStock: false,
  priceRange: [0, 5000],
  sort: 'relevance',
  page: 1,
};

describe('the search results address', () => {
  it('reads the text from q and the filters under the listing keys', () => {
    expect(
      searchStateFromUrl(
        '?q=%20galaxy%20s24%20&brand=Samsung&brand=Apple&stock=1&min=100&max=900&sort=desc&page=3',
      ),
    ).toEqual({
      text: 'galaxy s24',
      brands: ['Samsung', 'Apple'],
      inStock: true,
      priceRange: [100, 900],
      sort: 'desc',
      page: 3,
    });
  });

  it('falls back to the defaults for what is missing or malformed', () => {
    expect(searchStateFromUrl('')).toEqual(DEFAULTS);
    expect(searchStateFromUrl('?q=tv&sort=sideways&page=-2&min=abc')).toEqual({ ...DEFAULTS, text: 'tv' });
    // A category name in q is still just text to search for.
    expect(searchStateFromUrl('?q=Home%20Appliances').text).toBe('Home Appliances');
  });

  it('writes the text first and only the filters that differ from their defaults', () => {
    expect(searchUrlOf({ ...DEFAULTS, text: 'carbon thinkpad' })).toBe('?q=carbon%20thinkpad');
    expect(
      searchUrlOf({ ...DEFAULTS, text: 'tv & audio', brands: ['LG'], inStock: true, sort: 'asc', page: 2 }),
    ).toBe('?q=tv%20%26%20audio&brand=LG&stock=1&sort=asc&page=2');
  });

  it('reads back what it writes', () => {
    const state: SearchPageState = {
      text: 'sony headphones',
      brands: ['Sony'],
      inStock: true,
      priceRange: [50, 400],
      sort: 'desc',
      page: 4,
    };
    expect(searchStateFromUrl(searchUrlOf(state))).toEqual(state);
  });
});
