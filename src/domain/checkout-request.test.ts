import { describe, expect, it } from 'vitest';

import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS } from './shop-rules';

import type { Billing } from './billing';
import { MAX_ORDER_LINES, parseCheckoutRequest, unitsOfProducts } from './checkout-request';

const billing: Billing = {
  firstname: 'Nia',
  lastname: 'Newcomer',
  number: '+8801712345678',
  email: 'nia@eshop.test',
  address: '12 Lake Road, Dhaka',
  country: 'Bangladesh',
  zip: '1207',
  orderNotes: '',
};
const line = { id: 7, variant: 'Space Gray', quantity: 2 };
const wholeQuantity = `Line 1 needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`;

/** One line each of products 1, 2, 3…: `per` units a line, the last holding what is left of `units`. */
const linesOf = (units: number, per: number) =>
  Array.from({ length: Math.ceil(units / per) }, (_, at) => ({
    ...line,
    id: at + 1,
    quantity: Math.min(per, units - at * per),
  }));

describe('parseCheckoutRequest', () => {
  it('keeps only ids, variants and quantities from the lines, and trims the billing fields', () => {
    const parsed = parseCheckoutRequest({
      products: [{ ...line, price: 0.01, title: 'Anything' }],
      billing: { ...billing, firstname: '  Nia ' },
    });
    expect(parsed).toEqual({ ok: true, value: { products: [line], billing } });
  });

  it.each([
    [null, 'The request must be a JSON object.'],
    [{ billing }, 'The cart is empty.'],
    [{ products: [{ ...line, id: '7' }], billing }, 'Line 1 has no valid product id.'],
    [{ products: [line, { ...line }], billing }, 'Line 2 repeats a product and variant.'],
    [{ products: [], billing }, 'The cart is empty.'],
    [{ products: [line, null], billing }, 'Line 2 is not a product.'],
    [{ products: [[7, 'Space Gray', 2]], billing }, 'Line 1 is not a product.'],
    [{ products: [{ ...line, id: 7.5 }], billing }, 'Line 1 has no valid product id.'],
    [{ products: [{ ...line, id: 0 }], billing }, 'Line 1 has no valid product id.'],
    [{ products: [{ ...line, id: -7 }], billing }, 'Line 1 has no valid product id.'],
    [{ products: [{ ...line, variant: 'Cinnamon Red' }], billing }, 'Line 1 has an unknown variant.'],
    [{ products: [{ ...line, variant: 3 }], billing }, 'Line 1 has an unknown variant.'],
    [{ products: [{ ...line, quantity: '2' }], billing }, wholeQuantity],
    [{ products: [{ ...line, quantity: 2.5 }], billing }, wholeQuantity],
    [{ products: [{ ...line, quantity: 0 }], billing }, wholeQuantity],
    [{ products: [{ ...line, quantity: MAX_LINE_QUANTITY + 1 }], billing }, wholeQuantity],
    [{ products: [{ ...line, quantity: MAX_LINE_QUANTITY - 0.5 }], billing }, wholeQuantity],
    [{ products: [line] }, 'Billing details are missing.'],
    [{ products: [line], billing: { ...billing, zip: 12 } }, 'Billing zip must be text.'],
    [
      { products: [line], billing: { ...billing, country: 'France' } },
      'Billing country: Country is required.',
    ],
    [
      { products: [line], billing: { ...billing, firstname: 'N'.repeat(51) } },
      'Billing firstname is longer than 50 characters.',
    ],
  ])('refuses %j: %s', (body, error) => {
    expect(parseCheckoutRequest(body)).toEqual({ ok: false, error });
  });

  it('accepts the most lines an order holds and refuses one more', () => {
    const lines = (count: number) => linesOf(count, 1);
    expect(parseCheckoutRequest({ products: lines(MAX_ORDER_LINES), billing }).ok).toBe(true);
    expect(parseCheckoutRequest({ products: lines(MAX_ORDER_LINES + 1), billing })).toEqual({
      ok: false,
      error: `An order holds at most ${MAX_ORDER_LINES} lines.`,
    });
  });

  it('accepts a line of 1 and a line at the most of one product, and a field at its longest', () => {
    const products = [
      { ...line, quantity: 1 },
      { ...line, id: 8, variant: 'Jet Black', quantity: MAX_LINE_QUANTITY },
    ];
    const parsed = parseCheckoutRequest({ products, billing: { ...billing, firstname: 'N'.repeat(50) } });
    expect(parsed).toEqual({
      ok: true,
      value: {
        products,
        billing: { ...billing, firstname: 'N'.repeat(50) },
      },
    });
  });

  it('refuses more of one product than an order holds, its variants together, and accepts the most', () => {
    // Two variants, each line within the most of one product: 5 + 5 of 10 pass, 6 + 5 do not.
    const half = Math.floor(MAX_LINE_QUANTITY / 2);
    const twoVariants = (first: number) => [
      { ...line, quantity: first },
      { ...line, variant: 'Jet Black', quantity: half },
    ];
    const most = MAX_LINE_QUANTITY - half;
    expect(parseCheckoutRequest({ products: twoVariants(most), billing }).ok).toBe(true);
    expect(parseCheckoutRequest({ products: twoVariants(most + 1), billing })).toEqual({
      ok: false,
      error: `An order holds at most ${MAX_LINE_QUANTITY} of product 7.`,
    });
  });

  it('refuses more units than an order holds in all, though no product passes its own most', () => {
    // Six products of 9 each (54) against 50 in all; five of 10 (50) pass.
    const underTheMost = MAX_LINE_QUANTITY - 1;
    const products = linesOf(underTheMost * Math.ceil((MAX_ORDER_UNITS + 1) / underTheMost), underTheMost);
    expect(parseCheckoutRequest({ products, billing })).toEqual({
      ok: false,
      error: `An order holds at most ${MAX_ORDER_UNITS} items.`,
    });
    expect(
      parseCheckoutRequest({ products: linesOf(MAX_ORDER_UNITS + 1, MAX_LINE_QUANTITY), billing }),
    ).toEqual({
      ok: false,
      error: `An order holds at most ${MAX_ORDER_UNITS} items.`,
    });
    expect(parseCheckoutRequest({ products: linesOf(MAX_ORDER_UNITS, MAX_LINE_QUANTITY), billing }).ok).toBe(
      true,
    );
  });

  it('adds up each product’s units across its variants, in the order the products first appear', () => {
    const lines = [
      { id: 9, quantity: 2 },
      { id: 7, quantity: 1 },
      { id: 9, quantity: 3 },
    ];
    expect([...unitsOfProducts(lines)]).toEqual([
      [9, 5],
      [7, 1],
    ]);
  });

  it('takes a billing field left out as empty', () => {
    const { zip: _zip, orderNotes: _orderNotes, ...withoutOptional } = billing;
    expect(parseCheckoutRequest({ products: [line], billing: withoutOptional })).toEqual({
      ok: true,
      value: { products: [line], billing: { ...billing, zip: '', orderNotes: '' } },
    });
  });
});
