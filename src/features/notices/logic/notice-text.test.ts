import { describe, expect, it } from 'vitest';

import { productNoticeText, toNotice } from './notice-text';

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

describe('toNotice', () => {
  const stored = {
    kind: 'price-drop',
    title: 'Price drop: Desk Lamp',
    body: 'Now $19.99, was $24.50.',
    link: '/product-details/1001',
    image: '/images/lamp.svg',
    read: true,
  };

  it('reads a stored notice', () => {
    expect(toNotice('n1', stored, 5)).toEqual({
      id: 'n1',
      kind: 'price-drop',
      title: 'Price drop: Desk Lamp',
      body: 'Now $19.99, was $24.50.',
      link: '/product-details/1001',
      image: '/images/lamp.svg',
      createdAt: 5,
      read: true,
    });
  });

  it('reads a missing or unreadable body and image as empty, and anything but true as unread', () => {
    const notice = toNotice('n1', { ...stored, body: 3, image: undefined, read: 'yes' }, 5);
    expect(notice?.body).toBe('');
    expect(notice?.image).toBe('');
    expect(notice?.read).toBe(false);
    expect(toNotice('n1', { ...stored, read: undefined }, 5)?.read).toBe(false);
  });

  it.each([
    ['without a kind', { kind: undefined }],
    ['without a title', { title: undefined }],
    ['with an empty title', { title: '' }],
    ['without a link', { link: undefined }],
    ['with a link to another site', { link: 'https://evil.example/' }],
    ['with a scheme-relative link', { link: '//evil.example/' }],
    ['with a relative link', { link: 'product-details/1001' }],
  ])('is not a notice %s', (_what, change) => {
    expect(toNotice('n1', { ...stored, ...change }, 5)).toBeUndefined();
  });
});
