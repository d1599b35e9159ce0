/*
 * Which of the operator's desk actions an order allows, and why not, in words. The desk function
 * applies this rule (functions/src/desk/desk-rules.ts `refusalOf`) and the desk's page reads it to
 * offer only the buttons it allows (features/desk/logic/desk-actions.ts), so the two never
 * disagree. Statuses are those of domain/order.ts.
 */

import { said, type Refused } from './refusal-codes';

/** What the operator can do to an order from the desk. */
export type DeskAction = 'ship' | 'deliver' | 'refund' | 'cancel' | 'resolve';
export const DESK_ACTIONS: readonly DeskAction[] = ['ship', 'deliver', 'refund', 'cancel', 'resolve'];

/** Paid and not in review: the statuses in which goods are sold, shipped or given back. */
export const SOLD_STATUSES: readonly string[] = ['paid', 'shipped', 'delivered', 'partially-refunded'];

/** What the rule reads of an order. */
export interface DeskFacts {
  status: string;
  shipment?: unknown;
  deliveredAt?: unknown;
  /** Cents paid and not refunded yet. */
  centsLeft: number;
}

/**
 * Why `action` cannot be done to the order now (its code, its English, and the status it names),
 * or null when it can.
 */
export function refusalOf(order: DeskFacts, action: DeskAction): Refused | null {
  const { status } = order;
  switch (action) {
    case 'ship':
      if (order.deliveredAt != null) return said('delivered-already', 'This order was delivered already.');
      return status === 'paid' || status === 'partially-refunded' || status === 'shipped'
        ? null
        : said('ship-unpaid', `Only a paid order can be shipped; this one is ${status}.`, { status });
    case 'deliver':
      if (status === 'shipped') return null;
      if (status === 'partially-refunded' && order.shipment && order.deliveredAt == null) return null;
      return said(
        'deliver-unshipped',
        `Only a shipped order can be marked delivered; this one is ${status}.`,
        {
          status,
        },
      );
    case 'refund':
      if (!SOLD_STATUSES.includes(status))
        return status === 'needs-review'
          ? said('refund-in-review', 'This order needs review: resolve it instead.')
          : said('refund-unpaid', `Only a paid order can be refunded; this one is ${status}.`, { status });
      return order.centsLeft > 0
        ? null
        : said('nothing-to-refund', 'Nothing is left to refund on this order.');
    case 'cancel':
      return status === 'pending' || status === 'expired'
        ? null
        : said(
            'cancel-paid',
            `Only an unpaid order can be cancelled; this one is ${status}. Refund it instead.`,
            {
              status,
            },
          );
    case 'resolve':
      return status === 'needs-review'
        ? null
        : said('no-review-needed', `This order does not need review; it is ${status}.`, { status });
  }
}

/** The actions the desk offers for the order, in DESK_ACTIONS order. */
export const allowedActions = (order: DeskFacts): DeskAction[] =>
  DESK_ACTIONS.filter((action) => refusalOf(order, action) === null);
