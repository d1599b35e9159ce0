import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { relatedProducts } from './related-products';

describe('relatedProducts', () => {
  const product = aCardRecord({ id: 1, category: 'Audio & Headphones' });

  it('keeps products of the same category in catalog order', () => {
    const catalog = [
      aCardRecord({ id: 3, category: 'Audio & Headphones' }),
      aCardRecord({ id: 2, category: 'Gaming Equipment' }),
      aCardRecord({ id: 4, category: 'Audio & Headphones' }),
    ];
    expect(relatedProducts(catalog, product).map((item) => item.id)).toEqual([3, 4]);
  });

  it('leaves out the product itself', () => {
    const catalog = [product, aCardRecord({ id: 5, category: 'Audio & Headphones' })];
    expect(relatedProducts(catalog, product).map((item) => item.id)).toEqual([5]);
  });

  it('skips untagged products, which never get a card', () => {
    const catalog = [aCardRecord({ id: 6, category: 'Audio & Headphones', tags: [] })];
    expect(relatedProducts(catalog, product)).toEqual([]);
  });
});
