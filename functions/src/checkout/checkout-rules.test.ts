import { describe, expect, it } from 'vitest';

import type { CheckoutRequest } from '@/domain/checkout-request';
import type { OrderLine } from '@/domain/order';
import { HOLD_MS, STRIPE_MIN_SESSION_MS } from '../config';
import {
  orderAmounts,
  priceLines,
  pricedLine,
  Refusal,
  retryOf,
  sessionParams,
  shortOf,
  stockIn,
  unitsPerProduct,
  type FoundOrder,
  type ProductRead,
} from './checkout-rules';

/** A product as Firestore would hand it over. */
const stored = (fields: Record<string, unknown>): ProductRead => ({
  exists: true,
  get: (field) => fields[field],
});
const gone: ProductRead = { exists: false, get: () => undefined };

/** What a refusal thrown by `run` says: status, message and details. */
function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal)
      return { code: error.status, refusal: error.code, message: error.message, ...error.details };
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('units per product', () => {
  it('adds up the variants of one product, which share its stock, in first-seen order', () => {
    expect(
      unitsPerProduct([
        { id: 7, quantity: 1 },
        { id: 8, quantity: 2 },
        { id: 7, quantity: 3 },
      ]),
    ).toEqual([
      { id: 7, quantity: 4 },
      { id: 8, quantity: 2 },
    ]);
  });
});

describe('stock of a product', () => {
  it('is the stored whole number', () => {
    expect(stockIn(stored({ stock: 5 }))).toBe(5);
    expect(stockIn(stored({ stock: 2.9 }))).toBe(2);
  });

  it('is 0 when negative, missing, not a number or not finite, and for no product', () => {
    for (const stock of [-3, undefined, '4', Number.NaN, Number.POSITIVE_INFINITY])
      expect(stockIn(stored({ stock }))).toBe(0);
    expect(stockIn(undefined)).toBe(0);
  });
});

describe('what is short', () => {
  const units = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 3 },
  ];

  it('is nothing when every product covers its units, exactly or more', () => {
    expect(shortOf(units, [stored({ stock: 2 }), stored({ stock: 9 })])).toBeNull();
  });

  it('is the first product that cannot, with what is left of it and its title', () => {
    expect(shortOf(units, [stored({ stock: 1, title: 'Phone' }), stored({ stock: 0, title: 'TV' })])).toEqual(
      { id: 1, available: 1, title: 'Phone' },
    );
    expect(shortOf(units, [stored({ stock: 2 }), stored({ stock: 2, title: 'TV' })])).toEqual({
      id: 2,
      available: 2,
      title: 'TV',
    });
  });

  it('counts a product gone as none left, named by its id', () => {
    expect(shortOf(units, [gone, stored({ stock: 9 })])).toEqual({ id: 1, available: 0, title: 'Product 1' });
    expect(shortOf(units, [stored({ stock: 5, title: 7 })])).toEqual({
      id: 2,
      available: 0,
      title: 'Product 2',
    });
  });
});

describe('a line priced from its product', () => {
  const line = { id: 4, variant: 'Jet Black', quantity: 2 } as const;

  it('takes the stored title, price to the cent and first image, never the browser’s', () => {
    const product = stored({ title: 'Camera', price: 199.999, images: ['/a.svg', '/b.svg'] });
    expect(pricedLine(line, product)).toEqual({
      id: 4,
      title: 'Camera',
      variant: 'Jet Black',
      quantity: 2,
      unitPrice: 200,
      image: '/a.svg',
    });
  });

  it('names an untitled product by its id, and leaves out an image that is not an address', () => {
    expect(pricedLine(line, stored({ price: 5, images: [3] }))).toMatchObject({
      title: 'Product 4',
      image: '',
    });
    expect(pricedLine(line, stored({ price: 5, images: 'a.svg' }))).toMatchObject({ image: '' });
    expect(pricedLine(line, stored({ price: 5 }))).toMatchObject({ image: '' });
  });

  it('refuses a product gone or hidden by the shop as not sold', () => {
    const notSold = { code: 400, refusal: 'not-sold', message: 'Product 4 is not sold.', productId: 4 };
    expect(refusalOf(() => pricedLine(line, gone))).toEqual(notSold);
    expect(refusalOf(() => pricedLine(line, undefined))).toEqual(notSold);
    expect(refusalOf(() => pricedLine(line, stored({ hidden: true, price: 5 })))).toEqual(notSold);
    expect(pricedLine(line, stored({ hidden: false, price: 5 })).unitPrice).toBe(5);
  });

  it('refuses a product without a usable price', () => {
    for (const price of [0, -1, '5', undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(refusalOf(() => pricedLine(line, stored({ title: 'Camera', price })))).toEqual({
        code: 400,
        refusal: 'no-price',
        message: 'Camera has no price.',
        productId: 4,
      });
    expect(pricedLine(line, stored({ price: 0.01 })).unitPrice).toBe(0.01);
  });
});

describe('an order’s lines', () => {
  const request = {
    products: [
      { id: 1, variant: 'Jet Black', quantity: 1 },
      { id: 1, variant: 'Off White', quantity: 2 },
      { id: 2, variant: 'Jet Black', quantity: 1 },
    ],
  } as CheckoutRequest;
  const units = unitsPerProduct(request.products);

  it('are priced per line from their product', () => {
    const lines = priceLines(request, units, [
      stored({ title: 'Phone', price: 10, stock: 3 }),
      stored({ title: 'TV', price: 20, stock: 1 }),
    ]);
    expect(lines.map((line) => [line.id, line.variant, line.title, line.unitPrice])).toEqual([
      [1, 'Jet Black', 'Phone', 10],
      [1, 'Off White', 'Phone', 10],
      [2, 'Jet Black', 'TV', 20],
    ]);
  });

  it('are refused when a product’s stock, across its variants, cannot cover them', () => {
    const products = [
      stored({ title: 'Phone', price: 10, stock: 2 }),
      stored({ title: 'TV', price: 20, stock: 1 }),
    ];
    expect(refusalOf(() => priceLines(request, units, products))).toEqual({
      code: 409,
      refusal: 'stock-short',
      message: 'Only 2 of Phone left.',
      productId: 1,
      available: 2,
    });
    const soldOut = [
      stored({ title: 'Phone', price: 10, stock: 3 }),
      stored({ title: 'TV', price: 20, stock: 0 }),
    ];
    expect(refusalOf(() => priceLines(request, units, soldOut))).toEqual({
      code: 409,
      refusal: 'out-of-stock',
      message: 'TV is out of stock.',
      productId: 2,
      available: 0,
    });
  });

  it('are refused past the desk’s limit per order for a product, across its variants', () => {
    const limited = [
      stored({ title: 'Phone', price: 10, stock: 100, limitPerOrder: 2 }),
      stored({ title: 'TV', price: 20, stock: 1 }),
    ];
    expect(refusalOf(() => priceLines(request, units, limited))).toEqual({
      code: 409,
      refusal: 'order-limit',
      message: 'At most 2 of Phone per order.',
      productId: 1,
      most: 2,
    });
    const roomy = [
      stored({ title: 'Phone', price: 10, stock: 100, limitPerOrder: 3 }),
      stored({ title: 'TV', price: 20, stock: 1 }),
    ];
    expect(priceLines(request, units, roomy)).toHaveLength(3);
  });

  it('are refused for the limit, not the stock, when both are passed: the refusal names no stock', () => {
    const both = [
      stored({ title: 'Phone', price: 10, stock: 1, limitPerOrder: 2 }),
      stored({ title: 'TV', price: 20, stock: 1 }),
    ];
    expect(refusalOf(() => priceLines(request, units, both))).not.toHaveProperty('available');
  });

  it('ignore a stored limit per order that is not a whole number from 1 to the shop’s most', () => {
    for (const limitPerOrder of [0, 1.5, '2', 99]) {
      const products = [
        stored({ title: 'Phone', price: 10, stock: 100, limitPerOrder }),
        stored({ title: 'TV', price: 20, stock: 1 }),
      ];
      expect(priceLines(request, units, products)).toHaveLength(3);
    }
  });
});

describe('an order’s amounts', () => {
  const line = (unitPrice: number, quantity: number): OrderLine => ({
    id: 1,
    title: 'Thing',
    variant: 'Jet Black',
    quantity,
    unitPrice,
    image: '',
  });

  it('are the lines’ sum to the cent, the $10 shipping, and their total', () => {
    expect(orderAmounts([line(0.1, 3), line(0.2, 1)])).toEqual({ subtotal: 0.5, shipping: 10, total: 10.5 });
    expect(orderAmounts([line(19.99, 3)])).toEqual({ subtotal: 59.97, shipping: 10, total: 69.97 });
  });
});

describe('a checkout tried again', () => {
  const now = 1_000_000_000;
  const pending: FoundOrder = {
    requestHash: 'same',
    status: 'pending',
    sessionId: 'cs_1',
    hold: 'held',
    holdExpiresAtMs: now + HOLD_MS,
  };

  it('is refused when the cart or billing details are not the first request’s', () => {
    expect(refusalOf(() => retryOf(pending, 'other', 'order-1', now))).toEqual({
      code: 409,
      refusal: 'cart-changed',
      message: 'This checkout was started with a different cart or billing details.',
    });
  });

  it('is refused once the order is paid or further on, and when the shop cancelled it', () => {
    for (const status of ['paid', 'needs-review', 'shipped', 'refunded'] as const)
      expect(refusalOf(() => retryOf({ ...pending, status }, 'same', 'order-1', now))).toEqual({
        code: 409,
        refusal: 'already-paid',
        message: 'This order has already been paid.',
        orderId: 'order-1',
        status,
      });
    expect(refusalOf(() => retryOf({ ...pending, status: 'cancelled' }, 'same', 'order-1', now))).toEqual({
      code: 409,
      refusal: 'cancelled-by-shop',
      message: 'This order was cancelled by the shop. Please check out again.',
      orderId: 'order-1',
      status: 'cancelled',
    });
  });

  it('gets the same order while it is pending with a session, or its hold is long enough for one', () => {
    expect(retryOf(pending, 'same', 'order-1', now)).toBe('reuse');
    expect(retryOf({ ...pending, holdExpiresAtMs: now }, 'same', 'order-1', now)).toBe('reuse');
    const noSession = { ...pending, sessionId: null };
    expect(
      retryOf({ ...noSession, holdExpiresAtMs: now + STRIPE_MIN_SESSION_MS + 1 }, 'same', 'o', now),
    ).toBe('reuse');
  });

  it('opens the order again when its hold is too short for a session, or its page expired', () => {
    const noSession = { ...pending, sessionId: null };
    expect(retryOf({ ...noSession, holdExpiresAtMs: now + STRIPE_MIN_SESSION_MS }, 'same', 'o', now)).toBe(
      'reopen',
    );
    expect(retryOf({ ...pending, status: 'expired', hold: 'released' }, 'same', 'o', now)).toBe(
      'reopen and hold',
    );
    expect(retryOf({ ...pending, status: 'expired', hold: 'held' }, 'same', 'o', now)).toBe('reopen');
  });
});

describe('the Checkout Session asked of Stripe', () => {
  const order = {
    uid: 'shopper-1',
    lines: [
      {
        id: 1,
        title: 'Phone',
        variant: 'Jet Black',
        quantity: 2,
        unitPrice: 19.99,
        image: '/images/phone.svg',
      },
      {
        id: 2,
        title: 'TV',
        variant: 'Off White',
        quantity: 1,
        unitPrice: 500,
        image: 'https://cdn.test/tv.png',
      },
      { id: 3, title: 'Cable', variant: 'Jet Black', quantity: 1, unitPrice: 0.5, image: '' },
    ] satisfies OrderLine[],
    shipping: 10,
    billing: { email: 'nia@eshop.test' },
    holdExpiresAtMs: 1_700_000_000_999,
    cancelToken: '0123456789abcdef0123456789abcdef',
  };

  it('charges each line and the shipping in cents, closing when the hold ends', () => {
    const params = sessionParams('order-1', order, 'https://shop.test', 'hosted');
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: 'order-1',
      customer_email: 'nia@eshop.test',
      metadata: { orderId: 'order-1', uid: 'shopper-1' },
      expires_at: 1_700_000_000,
    });
    expect(params.line_items).toEqual([
      {
        quantity: 2,
        price_data: {
          currency: 'usd',
          unit_amount: 1999,
          product_data: { name: 'Phone (Jet Black)', images: ['https://shop.test/images/phone.svg'] },
        },
      },
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 50000,
          product_data: { name: 'TV (Off White)', images: ['https://cdn.test/tv.png'] },
        },
      },
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 50,
          product_data: { name: 'Cable (Jet Black)', images: [] },
        },
      },
    ]);
    expect(params.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Worldwide shipping',
          fixed_amount: { amount: 1000, currency: 'usd' },
        },
      },
    ]);
  });

  it('gives an image on the shop’s own https site as an absolute address', () => {
    const params = sessionParams('order-1', order, 'https://shop.test', 'hosted');
    expect(params.line_items?.[0]?.price_data?.product_data?.images).toEqual([
      'https://shop.test/images/phone.svg',
    ]);
  });

  it('sends the shopper back to the success or cancel page on the site that called (hosted)', () => {
    const params = sessionParams('order-1', order, 'https://shop.test', 'hosted');
    expect(params).toMatchObject({
      success_url: 'https://shop.test/success?order=order-1&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.test/cancel?order=order-1&token=0123456789abcdef0123456789abcdef',
    });
    expect(params).not.toHaveProperty('ui_mode');
    expect(params).not.toHaveProperty('return_url');
  });

  it('gives the cancel page the attempt’s token, which a bare link to it lacks', () => {
    const again = { ...order, cancelToken: 'fedcba9876543210fedcba9876543210' };
    const cancelUrl = (made: typeof order) =>
      new URL(sessionParams('order-1', made, 'https://shop.test', 'hosted').cancel_url ?? '');
    expect(cancelUrl(order).searchParams.get('token')).toBe(order.cancelToken);
    expect(cancelUrl(again).searchParams.get('token')).toBe(again.cancelToken);
  });

  it('returns to the success page with no cancel page, in the shop (embedded)', () => {
    const params = sessionParams('order-1', order, 'http://localhost:5000', 'embedded');
    expect(params).toMatchObject({
      ui_mode: 'embedded_page',
      return_url: 'http://localhost:5000/success?order=order-1&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(params).not.toHaveProperty('success_url');
    expect(params).not.toHaveProperty('cancel_url');
    // Local images are not https: Stripe would refuse them.
    expect(params.line_items?.[0]?.price_data?.product_data?.images).toEqual([]);
  });

  it('takes cards only, so a session completes paid within its hold (no delayed bank debits)', () => {
    for (const uiMode of ['hosted', 'embedded'] as const)
      expect(
        sessionParams('order-1', order, 'https://shop.test', uiMode).allowed_payment_method_types,
      ).toEqual(['card']);
  });
});
