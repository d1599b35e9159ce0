import { t } from '@lingui/core/macro';

import type { OrderStatus } from '@/features/orders';

/**
 * Each status in the operator's words, in their language (the shopper's are ORDER_STATUS_TEXT),
 * in the order of an order's life.
 */
export const DESK_STATUS_LABEL: Record<OrderStatus, string> = {
  get pending() {
    return t`Pending payment`;
  },
  get paid() {
    return t`Paid`;
  },
  get 'needs-review'() {
    return t`Needs review`;
  },
  get shipped() {
    return t`Shipped`;
  },
  get delivered() {
    return t`Delivered`;
  },
  get 'partially-refunded'() {
    return t`Partially refunded`;
  },
  get refunded() {
    return t`Refunded`;
  },
  get expired() {
    return t`Expired`;
  },
  get cancelled() {
    return t`Cancelled`;
  },
};

export const DESK_STATUSES = Object.keys(DESK_STATUS_LABEL) as OrderStatus[];

/**
 * Who did something, as the desk's History shows it: the admin's e-mail (or uid) from the order's
 * audit record, else the shop as the order names it, else who else it was.
 */
export function actorOf(
  entry: { event: string; by: string | null },
  admin: { email: string; uid: string } | null = null,
): string {
  if (admin) return admin.email || admin.uid;
  if (entry.by) return entry.by;
  if (entry.event === 'placed' || entry.event === 'reopened') return t`Shopper`;
  if (entry.event === 'expired') return t`The shop (payment page closed)`;
  return 'Stripe';
}
