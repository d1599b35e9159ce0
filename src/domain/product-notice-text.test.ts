import { describe, expect, it } from 'vitest';

import { noticedProduct, productNoticeText } from './product-notice-text';

const lamp = { id: 1001, title: 'Desk Lamp' };

describe('productNoticeText', () => {
  it('tells of a price drop with the new and the old price, and opens the product page', () => {
    expect(productNoticeText('price-drop', lamp, { price: 19.99, stock: 4 }, { price: 24.5 })).toEqual({
      title: 'Price drop: Desk Lamp',
      body: 'Now $19.99, was $24.50.',
      link: '/product-details/1001',
    });
  });

  it('tells of a product back in stock with its price', () => {
    expect(productNoticeText('back-in-stock', lamp, { price: 19.99, stock: 4 }, { price: 19.99 })).toEqual({
      title: 'Back in stock: Desk Lamp',
      body: 'Available again at $19.99.',
      link: '/product-details/1001',
    });
  });
});

describe('noticedProduct', () => {
  it('reads the kind and the product’s title from a product notice’s headline', () => {
    expect(noticedProduct('price-drop', 'Price drop: Desk Lamp')).toEqual({
      kind: 'price-drop',
      product: 'Desk Lamp',
    });
    expect(noticedProduct('back-in-stock', 'Back in stock: Desk Lamp')).toEqual({
      kind: 'back-in-stock',
      product: 'Desk Lamp',
    });
  });

  it('finds no product in any other notice, or a headline of another kind', () => {
    expect(noticedProduct('order-status', 'Order 1234abcd is paid')).toBeUndefined();
    expect(noticedProduct('price-drop', 'Back in stock: Desk Lamp')).toBeUndefined();
    expect(noticedProduct('toString', 'Price drop: Desk Lamp')).toBeUndefined();
  });
});
