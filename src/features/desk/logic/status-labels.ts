import type { OrderStatus } from '@/features/orders';

/** Each status in the operator's words (the shopper's are ORDER_STATUS_TEXT), in the order of an order's life. */
export const DESK_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  'needs-review': 'Needs review',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const DESK_STATUSES = Object.keys(DESK_STATUS_LABEL) as OrderStatus[];

/** Who did something, as the history shows it: the admin's e-mail, else who else it was. */
export function actorOf(entry: { event: string; by: { email: string; uid: string } | null }): string {
  if (entry.by) return entry.by.email || entry.by.uid;
  if (entry.event === 'placed' || entry.event === 'reopened') return 'Shopper';
  if (entry.event === 'expired') return 'The shop (payment page closed)';
  return 'Stripe';
}
