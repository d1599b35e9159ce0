import { describe, expect, it } from 'vitest';

import type { ListingFilters } from '../types';
import { DEFAULT_FILTERS, filtersFromSearch, searchFromFilters } from './filters-url';

describe('filters in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
    expect(searchFromFilters(DEFAULT_FILTERS)).toBe('');
  });

  it('pre-selects the category of a header link', () => {
    expect(filtersFromSearch('?q=Audio%20%26%20Headphones').categories).toEqual(['Audio & Headphones']);
    expect(filtersFromSearch('?q=TV+&+Home+Theater').categories).toEqual(['TV & Home Theater']);
  });

  it("matches category names ignoring case and drops names the shop doesn't have", () => {
    expect(filtersFromSearch('?q=home%20appliances&q=Toys').categories).toEqual(['Home Appliances']);
  });

  it('reads every filter', () => {
    expect(
      filtersFromSearch(
        '?q=Gaming%20Equipment&q=Home%20Appliances&brand=Sony&brand=LG&stock=1&min=100&max=2000&sort=desc&page=3',
      ),
    ).toEqual({
      categories: ['Gaming Equipment', 'Home Appliances'],
      brands: ['Sony', 'LG'],
      inStock: true,
      priceRange: [100, 2000],
      sort: 'desc',
      page: 3,
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(filtersFromSearch('?min=abc&max=&sort=up&page=-2&stock=yes')).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch('?min=-50&max=99999').priceRange).toEqual([0, 5000]);
    expect(filtersFromSearch('?min=900&max=100').priceRange).toEqual([100, 900]);
    expect(filtersFromSearch('?q=%E0%A4&brand=%zz').brands).toEqual(['%zz']);
    expect(filtersFromSearch('?min=%20&max=%20').priceRange).toEqual([0, 5000]);
  });

  it('trims brand names and drops empty ones', () => {
    expect(filtersFromSearch('?brand=&brand=+Sony+&brand=%20').brands).toEqual(['Sony']);
  });

  it('writes the first category as ?q= and survives a round trip', () => {
    const filters: ListingFilters = {
      categories: ['Audio & Headphones', 'TV & Home Theater'],
      brands: ['Bang & Olufsen', 'Sony'],
      inStock: true,
      priceRange: [10, 4990],
      sort: 'asc',
      page: 2,
    };
    const search = searchFromFilters(filters);
    expect(search).toMatch(
      /^\?q=Audio%20%26%20Headphones&q=TV%20%26%20Home%20Theater&brand=Bang%20%26%20Olufsen/,
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });
});
