import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../../tests/support/every-language';

import { activateLocale } from '@/lib/i18n';

import type { Notice } from '../types';
import { noticeWords } from './notice-words';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

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

  it('shows an order’s news written without its key as stored, marked as English', () => {
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

/** An order's notice as the functions write it: English words, a key and the facts they name. */
const orderNotice = (key: string, params: Notice['params'], title = 'Stored title', body = 'Stored body.') =>
  notice({ kind: 'order-status', title, body, link: '/orders/a1b2c3d4e5', key, params });

const ORDER = { order: 'a1b2c3d4' };

describe('noticeWords of an order’s news', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('says every order notice in English exactly as the functions write it', () => {
    const said = (key: string, params: Notice['params'] = ORDER) => noticeWords(orderNotice(key, params));
    expect(said('paid')).toEqual({
      title: 'Order a1b2c3d4 is paid',
      body: 'Thank you! We will tell you when it ships.',
    });
    expect(said('in-review')).toEqual({
      title: 'Order a1b2c3d4 is being checked',
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
    });
    expect(said('shipped', { ...ORDER, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).toEqual({
      title: 'Order a1b2c3d4 has shipped',
      body: 'UPS, tracking number 1Z999AA10123456784.',
    });
    expect(said('delivered')).toEqual({
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it! The receipt stays on the order page.',
    });
    expect(said('cancelled-unpaid')).toEqual({
      title: 'Order a1b2c3d4 was cancelled',
      body: 'It was not paid and will not be. Nothing was charged.',
    });
    expect(said('review-confirmed')).toEqual({
      title: 'Order a1b2c3d4 is confirmed',
      body: 'We checked your payment: your order goes ahead.',
    });
    expect(said('review-refunded')).toEqual({
      title: 'Order a1b2c3d4 was refunded',
      body: 'We checked your payment and gave it back in full.',
    });
    expect(said('review-cancelled')).toEqual({
      title: 'Order a1b2c3d4 was cancelled',
      body: 'We checked your payment and gave it back in full.',
    });
    expect(said('refunded', { ...ORDER, amount: 1249.47 })).toEqual({
      title: 'Order a1b2c3d4 was refunded',
      body: '$1,249.47 is on its way back to your card.',
    });
    expect(said('partly-refunded', { ...ORDER, amount: 199.99 })).toEqual({
      title: 'Order a1b2c3d4 was partly refunded',
      body: '$199.99 is on its way back to your card.',
    });
  });

  it('says it in the shopper’s language, with the order’s number, the shipment and the amount', async () => {
    await activateLocale('fr-CA');
    expect(noticeWords(orderNotice('shipped', { ...ORDER, carrier: 'UPS', trackingNumber: '1Z9' }))).toEqual({
      title: 'La commande a1b2c3d4 a été expédiée',
      body: 'UPS, numéro de suivi 1Z9.',
    });
    expect(noticeWords(orderNotice('partly-refunded', { ...ORDER, amount: 199.99 }))).toEqual({
      title: 'La commande a1b2c3d4 a été partiellement remboursée',
      body: 'Le remboursement de 199,99\u00a0$\u00a0US est en route vers votre carte.',
    });
    await activateLocale('hi');
    expect(noticeWords(orderNotice('paid', ORDER))).toEqual({
      title: 'ऑर्डर a1b2c3d4 का भुगतान हो गया है',
      body: 'धन्यवाद! ऑर्डर भेजे जाते ही हम आपको बताएँगे।',
    });
    await activateLocale('bn');
    expect(noticeWords(orderNotice('delivered', ORDER)).title).toBe('অর্ডার a1b2c3d4 পৌঁছে গেছে');
  });

  it('shows the stored English, marked as English, for a key it does not know or a missing fact', async () => {
    await activateLocale('bn');
    const stored = { title: 'Order a1b2c3d4 has shipped', body: 'UPS, tracking number 1Z9.', lang: 'en' };
    expect(noticeWords(orderNotice('lost-at-sea', ORDER, stored.title, stored.body))).toEqual(stored);
    expect(
      noticeWords(orderNotice('shipped', { ...ORDER, carrier: 'UPS' }, stored.title, stored.body)),
    ).toEqual(stored);
    expect(
      noticeWords(
        orderNotice('shipped', { carrier: 'UPS', trackingNumber: '1Z9' }, stored.title, stored.body),
      ),
    ).toEqual(stored);
    expect(noticeWords(orderNotice('refunded', { ...ORDER, amount: '12' }, 'Refunded', 'Back.'))).toEqual({
      title: 'Refunded',
      body: 'Back.',
      lang: 'en',
    });
    expect(noticeWords(orderNotice('toString', ORDER, 'Odd', 'Key.'))).toMatchObject({ lang: 'en' });
  });
});
