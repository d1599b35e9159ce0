import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '../../src/features/checkout/logic/order';
import { nextStep, ORDER_EVENTS, ORDER_STATUSES, type OrderEvent, type Transition } from './order-life';

const review: Transition = { status: 'needs-review', stock: 'keep' };

/** After the sale only a late payment of another session changes anything: it goes to review. */
const onlyStrayToReview: Record<OrderEvent, Transition | null> = {
  reopened: null,
  paid: null,
  'paid-short': null,
  'paid-wrong-amount': null,
  'paid-stray': review,
  expired: null,
};

/** Every (status, event) pair and where it leads; null: the event changes nothing in that status. */
const expected: Record<OrderStatus, Record<OrderEvent, Transition | null>> = {
  pending: {
    reopened: { status: 'pending', stock: 'keep' },
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
    expired: { status: 'expired', stock: 'release' },
  },
  expired: {
    reopened: { status: 'pending', stock: 'hold' },
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
    expired: null,
  },
  paid: {
    reopened: null,
    paid: null,
    'paid-short': null,
    'paid-wrong-amount': null,
    'paid-stray': review,
    expired: null,
  },
  'needs-review': {
    reopened: null,
    paid: null,
    'paid-short': null,
    'paid-wrong-amount': null,
    'paid-stray': review,
    expired: null,
  },
  shipped: onlyStrayToReview,
  delivered: onlyStrayToReview,
  'partially-refunded': onlyStrayToReview,
  refunded: onlyStrayToReview,
  cancelled: onlyStrayToReview,
};

describe("an order's life", () => {
  const pairs = ORDER_STATUSES.flatMap((status) => ORDER_EVENTS.map((event) => [status, event] as const));

  it.each(pairs)('from %s, on %s, goes where the table says', (status, event) => {
    expect(nextStep(status, event)).toEqual(expected[status][event]);
  });

  it('never gives back the units of a paid order, whatever arrives late', () => {
    for (const status of ['paid', 'shipped', 'delivered', 'partially-refunded', 'refunded'] as const)
      for (const event of ORDER_EVENTS) expect(nextStep(status, event)?.stock ?? 'keep').toBe('keep');
  });

  it('sends every payment that is not a plain sale of the current session to review', () => {
    for (const status of ORDER_STATUSES)
      for (const event of ['paid-short', 'paid-wrong-amount', 'paid-stray'] as const) {
        const step = nextStep(status, event);
        if (step) expect(step.status).toBe('needs-review');
      }
  });
});
