import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { brandFacets } from './brand-facets';

const product = (brand: string, tags: string[] = ['New']) => aCardRecord({ brand, tags });

describe('brand facets', () => {
  it('counts tagged products per brand, biggest first, then by name', () => {
    const facets = brandFacets([
      product('Sony'),
      product('Apple'),
      product('Sony'),
      product('LG'),
      product('Bose'),
    ]);
    expect(facets).toEqual([
      { id: 'sony', title: 'Sony', available: 2 },
      { id: 'apple', title: 'Apple', available: 1 },
      { id: 'bose', title: 'Bose', available: 1 },
      { id: 'lg', title: 'LG', available: 1 },
    ]);
  });

  it('puts brands as big in order of their names, ignoring case, then as written', () => {
    const titles = brandFacets(
      ['LG', 'bose', 'Asus', 'apple', 'ASUS', 'Bose'].map((brand) => product(brand)),
    ).map((facet) => facet.title);
    expect(titles).toEqual(['apple', 'ASUS', 'Asus', 'Bose', 'bose', 'LG']);
  });

  it('skips products without tags and blank brands', () => {
    expect(brandFacets([product('Sony', []), product(' '), product('HP')])).toEqual([
      { id: 'hp', title: 'HP', available: 1 },
    ]);
  });

  it('gives brands with punctuation an id usable in markup', () => {
    expect(brandFacets([product('Bang & Olufsen')])[0]?.id).toBe('bang-olufsen');
    expect(brandFacets([product('(Sony) Refurbished!')])[0]?.id).toBe('sony-refurbished');
  });
});
