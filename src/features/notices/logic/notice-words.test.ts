import { describe, expect, it } from 'vitest';

import type { Notice } from '../types';
import { noticeWords } from './notice-words';

const notice = (overrides: Partial<Notice>): Notice => ({
  id: 'n1',
  kind: 'price-drop',
  title: 'Price drop: Desk Lamp',
  body: 'Now $19.99, was $24.50.',
  link: '/product-details/1001',
  image: '',
  createdAt: 5,
  read: false,
  price: 19.99,
  was: 24.5,
  ...overrides,
});

describe('noticeWords', () => {
  it('says a price drop again from its facts, naming the product', () => {
    expect(noticeWords(notice({}))).toEqual({
      title: 'Price drop: Desk Lamp',
      body: 'Now $19.99, was $24.50.',
      product: 'Desk Lamp',
    });
  });

  it('says a product back in stock again from its price', () => {
    const back = notice({
      kind: 'back-in-stock',
      title: 'Back in stock: Desk Lamp',
      body: 'Available again at $19.99.',
    });
    expect(noticeWords(back)).toEqual({
      title: 'Back in stock: Desk Lamp',
      body: 'Available again at $19.99.',
      product: 'Desk Lamp',
    });
  });

  it('shows an order’s news as stored, marked as English', () => {
    const news = notice({ kind: 'order-status', title: 'Order 1234abcd is paid', body: 'Thank you!' });
    expect(noticeWords(news)).toEqual({ title: 'Order 1234abcd is paid', body: 'Thank you!', lang: 'en' });
  });

  it('shows a price drop without its prices as stored', () => {
    expect(noticeWords(notice({ was: undefined }))).toMatchObject({
      title: 'Price drop: Desk Lamp',
      lang: 'en',
    });
    expect(noticeWords(notice({ price: undefined }))).toMatchObject({ lang: 'en' });
  });
});
