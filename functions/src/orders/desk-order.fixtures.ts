import type { OrderStatus } from '@/domain/order';
import { SHOP_NAME } from '@/domain/refund-choice';
import type { Actor, DeskOrder } from './order-step';

/*
 * What the tests of the order's desk steps share (desk/, refunds/, orders/): the admin, the clock,
 * an order id, a paid order, its refunds and its review.
 */

export const ADMIN: Actor = { uid: 'demo-admin', email: 'admin@eshop.test' };
export const NOW = 1_800_000_000_000;
export const ORDER_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A paid order: 2 headphones at 199.99 and 1 phone at 649.50 (product 101 twice, two variants). */
export const anOrder = (overrides: Partial<DeskOrder> = {}): DeskOrder => ({
  status: 'paid',
  hold: 'sold',
  lines: [
    { id: 101, quantity: 2, unitPrice: 199.99 },
    { id: 102, quantity: 1, unitPrice: 649.5 },
    { id: 101, quantity: 1, unitPrice: 199.99 },
  ],
  total: 1259.47, // 399.98 + 649.50 + 199.99 + 10 shipping
  history: [
    { event: 'placed', status: 'pending' },
    { event: 'paid', status: 'paid' },
  ],
  ...overrides,
});

/** The value a rule must allow (a refusal fails the test with its words). */
export const allowedValue = <V>(answer: { ok: true; value: V } | { ok: false; error: string }): V => {
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  return answer.value;
};

/**
 * A step's two records as the desk writes them for ADMIN: the history entry naming the shop (what
 * the shopper reads) and the audit entry naming ADMIN, with what only the shop keeps (`shopOnly`).
 */
export const byTheShop = (entry: Record<string, unknown>, shopOnly: Record<string, unknown> = {}) => ({
  history: { ...entry, by: SHOP_NAME },
  audit: { ...entry, by: ADMIN, ...shopOnly },
});

/** Every line given back at its price, the shipping (10.00) not. */
export const EVERY_LINE = {
  re_1: {
    amount: 1249.47,
    lines: [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ],
  },
};

/** Everything given back, shipping included. */
export const EVERYTHING = { re_1: { ...EVERY_LINE.re_1, amount: 1259.47 } };

/** Lines 1 and 2 given back; line 0 (2 units) is left. */
export const LINES_1_AND_2 = {
  re_1: {
    amount: 849.49,
    lines: [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ],
  },
};

/** An order sent to review after being `before`, with the history the webhook writes. */
export const inReview = (before: OrderStatus, overrides: Partial<DeskOrder> = {}) =>
  anOrder({
    status: 'needs-review',
    paidAt: NOW,
    history: [
      { event: 'placed', status: 'pending' },
      { event: 'paid', status: 'paid' },
      { event: before, status: before },
      { event: 'paid-stray', status: 'needs-review' },
    ],
    ...overrides,
  });
