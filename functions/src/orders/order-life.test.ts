import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/domain/order';
import {
  DESK_EVENTS,
  leadsTo,
  mayMove,
  nextStep,
  PAYMENT_EVENTS as ORDER_EVENTS,
  ORDER_STATUSES,
  type DeskEvent,
  type PaymentEvent as OrderEvent,
  type Transition,
} from './order-life';

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

const REFUNDED: OrderStatus[] = ['refunded', 'partially-refunded'];

/** Every (status, desk event) pair and the statuses it may lead to; none: the step is not taken. */
const deskExpected: Record<OrderStatus, Record<DeskEvent, OrderStatus[]>> = {
  pending: {
    shipped: [],
    delivered: [],
    refunded: ['pending'],
    cancelled: ['cancelled'],
    'review-resolved': [],
    'stray-refunded': ['pending'],
  },
  expired: {
    shipped: [],
    delivered: [],
    refunded: ['expired'],
    cancelled: ['cancelled'],
    'review-resolved': [],
    'stray-refunded': ['expired'],
  },
  paid: {
    shipped: ['shipped'],
    delivered: [],
    refunded: REFUNDED,
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['paid'],
  },
  'needs-review': {
    shipped: [],
    delivered: [],
    refunded: REFUNDED,
    cancelled: [],
    'review-resolved': ['paid', 'shipped', 'delivered', 'partially-refunded', 'refunded', 'cancelled'],
    'stray-refunded': ['needs-review'],
  },
  shipped: {
    shipped: ['shipped'],
    delivered: ['delivered'],
    refunded: REFUNDED,
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['shipped'],
  },
  delivered: {
    shipped: [],
    delivered: [],
    refunded: REFUNDED,
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['delivered'],
  },
  'partially-refunded': {
    shipped: ['shipped'],
    delivered: ['delivered'],
    refunded: REFUNDED,
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['partially-refunded'],
  },
  refunded: {
    shipped: [],
    delivered: [],
    refunded: ['refunded'],
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['refunded'],
  },
  cancelled: {
    shipped: [],
    delivered: [],
    refunded: ['cancelled'],
    cancelled: [],
    'review-resolved': [],
    'stray-refunded': ['cancelled'],
  },
};

describe("an order's life at the desk", () => {
  const pairs = ORDER_STATUSES.flatMap((status) => DESK_EVENTS.map((event) => [status, event] as const));

  it.each(pairs)('from %s, on %s, may lead where the table says', (status, event) => {
    expect(leadsTo(status, event)).toEqual(deskExpected[status][event]);
  });

  it('lets a payment event lead only to the status its transition names', () => {
    for (const status of ORDER_STATUSES)
      for (const event of ORDER_EVENTS) {
        const step = nextStep(status, event);
        expect(leadsTo(status, event)).toEqual(step ? [step.status] : []);
        for (const to of ORDER_STATUSES) expect(mayMove(status, event, to)).toBe(step?.status === to);
      }
  });

  it('refuses a move the table does not list', () => {
    expect(mayMove('pending', 'shipped', 'shipped')).toBe(false);
    expect(mayMove('paid', 'refunded', 'cancelled')).toBe(false);
    expect(mayMove('needs-review', 'review-resolved', 'paid')).toBe(true);
  });
});
