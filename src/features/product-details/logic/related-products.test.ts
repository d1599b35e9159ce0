import { describe, expect, it } from 'vitest';

import { relatedProducts } from './related-products';
import { cardRecord } from './test-products';

describe('relatedProducts', () => {
  const product = cardRecord({ id: 1, category: 'Audio & Headphones' });

  it('keeps products of the same category in catalog order', () => {
    const catalog = [
      cardRecord({ id: 3, category: 'Audio & Headphones' }),
      cardRecord({ id: 2, category: 'Gaming Equipment' }),
      cardRecord({ id: 4, category: 'Audio & Headphones' }),
    ];
    expect(relatedProducts(catalog, product).map((item) => item.id)).toEqual([3, 4]);
  });

  it('leaves out the product itself', () => {
    const catalog = [product, cardRecord({ id: 5, category: 'Audio & Headphones' })];
    expect(relatedProducts(catalog, product).map((item) => item.id)).toEqual([5]);
  });

  it('skips untagged products, which never get a card', () => {
    const catalog = [cardRecord({ id: 6, category: 'Audio & Headphones', tags: [] })];
    expect(relatedProducts(catalog, product)).toEqual([]);
  });
});
