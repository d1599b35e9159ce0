import { describe, expect, it } from 'vitest';

import type { Billing } from './billing';
import { parseCheckoutRequest } from './checkout-request';

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
    [{ products: [{ ...line, quantity: '2' }], billing }, 'Line 1 needs a whole quantity from 1 to 99.'],
    [{ products: [{ ...line, quantity: 2.5 }], billing }, 'Line 1 needs a whole quantity from 1 to 99.'],
    [{ products: [{ ...line, quantity: 0 }], billing }, 'Line 1 needs a whole quantity from 1 to 99.'],
    [{ products: [{ ...line, quantity: 100 }], billing }, 'Line 1 needs a whole quantity from 1 to 99.'],
    [{ products: [{ ...line, quantity: 99.5 }], billing }, 'Line 1 needs a whole quantity from 1 to 99.'],
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

  it('accepts 50 lines and refuses 51', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, at) => ({ ...line, id: at + 1 }));
    expect(parseCheckoutRequest({ products: lines(50), billing }).ok).toBe(true);
    expect(parseCheckoutRequest({ products: lines(51), billing })).toEqual({
      ok: false,
      error: 'An order holds at most 50 lines.',
    });
  });

  it('accepts a quantity of 1 and of 99, and a field at its longest', () => {
    const parsed = parseCheckoutRequest({
      products: [
        { ...line, quantity: 1 },
        { ...line, variant: 'Jet Black', quantity: 99 },
      ],
      billing: { ...billing, firstname: 'N'.repeat(50) },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        products: [
          { ...line, quantity: 1 },
          { ...line, variant: 'Jet Black', quantity: 99 },
        ],
        billing: { ...billing, firstname: 'N'.repeat(50) },
      },
    });
  });

  it('takes a billing field left out as empty', () => {
    const { zip: _zip, orderNotes: _orderNotes, ...withoutOptional } = billing;
    expect(parseCheckoutRequest({ products: [line], billing: withoutOptional })).toEqual({
      ok: true,
      value: { products: [line], billing: { ...billing, zip: '', orderNotes: '' } },
    });
  });
});
