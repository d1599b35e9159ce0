import { describe, expect, it } from 'vitest';

import { toNotice } from './notice-text';

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

  it('keeps a product notice’s prices, and leaves out any that is not a price', () => {
    expect(toNotice('n1', { ...stored, price: 19.99, was: 24.5 }, 5)).toMatchObject({
      price: 19.99,
      was: 24.5,
    });
    const unreadable = toNotice('n1', { ...stored, price: '19.99', was: -1 }, 5);
    expect(unreadable).not.toHaveProperty('price');
    expect(unreadable).not.toHaveProperty('was');
  });

  it('reads a missing or unreadable body and image as empty, and anything but true as unread', () => {
    const notice = toNotice('n1', { ...stored, body: 3, image: undefined, read: 'yes' }, 5);
    expect(notice?.body).toBe('');
    expect(notice?.image).toBe('');
    expect(notice?.read).toBe(false);
    expect(toNotice('n1', { ...stored, read: undefined }, 5)?.read).toBe(false);
  });

  it('keeps an order notice’s key and the facts that are words or numbers', () => {
    const order = {
      ...stored,
      kind: 'order-status',
      link: '/orders/a1b2c3d4e5',
      key: 'shipped',
      params: { order: 'a1b2c3d4', carrier: 'UPS', amount: 12.5, lost: null, odd: { a: 1 }, wide: Infinity },
    };
    expect(toNotice('n1', order, 5)).toMatchObject({
      key: 'shipped',
      params: { order: 'a1b2c3d4', carrier: 'UPS', amount: 12.5 },
    });
    expect(toNotice('n1', order, 5)?.params).not.toHaveProperty('lost');
  });

  it('leaves out a key that is not a word, and facts that are not an object of facts', () => {
    for (const unreadable of [
      { key: 3, params: ['a'] },
      { key: '', params: 'order' },
      { params: { lost: null } },
    ]) {
      const notice = toNotice('n1', { ...stored, ...unreadable }, 5);
      expect(notice).not.toHaveProperty('key');
      expect(notice).not.toHaveProperty('params');
    }
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
