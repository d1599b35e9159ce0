import { describe, expect, it } from 'vitest';

import { anOrder } from './desk-order.fixtures';
import { refundedPerLine, unitsOf } from './order-amounts';

describe('reading the order', () => {
  it('counts the units refunded per line, adding up refunds of the same line', () => {
    expect(refundedPerLine(anOrder())).toEqual([0, 0, 0]);
    expect(
      refundedPerLine(
        anOrder({
          refunds: {
            re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] },
            re_2: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] },
          },
        }),
      ),
    ).toEqual([2, 0, 0]);
  });

  it('ignores refunded lines the order does not have', () => {
    const order = anOrder({
      refunds: {
        re_1: {
          amount: 1,
          lines: [
            { line: -1, quantity: 1 },
            { line: 3, quantity: 1 },
          ],
        },
      },
    });
    expect(refundedPerLine(order)).toEqual([0, 0, 0]);
  });

  it('counts units per product, skipping lines the order does not have and lines of no units', () => {
    expect(
      unitsOf(anOrder(), [
        { line: 5, quantity: 1 },
        { line: 1, quantity: 0 },
        { line: 2, quantity: 1 },
      ]),
    ).toEqual([{ id: 101, quantity: 1 }]);
  });
});
