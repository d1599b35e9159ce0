import { describe, expect, it } from 'vitest';

import { parseStripeForm } from './stripe-standin.mjs';

describe('parseStripeForm', () => {
  it("reads Stripe's bracketed form encoding back into lists and objects", () => {
    const text = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '2'],
      ['line_items[0][price_data][unit_amount]', '19999'],
      ['line_items[1][price_data][product_data][name]', 'Pocket Phone (Jet Black)'],
      ['metadata[orderId]', 'abc'],
    ]).toString();
    expect(parseStripeForm(text)).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '2', price_data: { unit_amount: '19999' } },
        { price_data: { product_data: { name: 'Pocket Phone (Jet Black)' } } },
      ],
      metadata: { orderId: 'abc' },
    });
  });
});
