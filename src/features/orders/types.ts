import type { Order } from '@/features/checkout';

/*
 * An order as its page reads it: what the checkout writes (Order), and what happens to it after
 * the sale (the operator's desk and the payment webhook, functions/src/orders/order-life.ts):
 * its history, shipment, refunds. Times are epoch milliseconds (null when unknown), so a record
 * is plain JSON: the device keeps a copy of it for reading offline.
 */

/** The one list of an order's statuses is the checkout's (domain/order.ts). */
export type { OrderStatus } from '@/features/checkout';

export type OrderLine = Order['lines'][number];

/** Units of one line of the order (its index in `lines`). */
export interface LineUnits {
  line: number;
  quantity: number;
}

/**
 * One entry of the order's history: what happened, the status it led to, who and when. Who is
 * the shop's name for what its team did (the operator is named only in the order's audit record,
 * which admins read: features/desk), null for the shopper or Stripe.
 */
export interface OrderHistoryEntry {
  /** placed, reopened, paid, paid-short, paid-wrong-amount, paid-stray, expired, shipped, delivered, refunded, cancelled, review-resolved, stray-refunded. */
  event: string;
  status: string;
  at: number | null;
  by: string | null;
  carrier?: string;
  trackingNumber?: string;
  /** A refund's amount, in dollars. */
  amount?: number;
  lines?: LineUnits[];
  /** How a review was resolved: fulfil or refund. */
  decision?: string;
  /** A shipment whose carrier or number was corrected. */
  correction?: boolean;
}

export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: number | null;
}

export interface OrderRefund {
  id: string;
  /** Dollars. */
  amount: number;
  lines: LineUnits[];
  at: number | null;
  /** Whether its units went back on sale (absent on refunds from before the choice). */
  restock?: boolean;
}

export interface OrderRecord extends Order {
  history: OrderHistoryEntry[];
  shipment: OrderShipment | null;
  paidAt: number | null;
  deliveredAt: number | null;
  cancelledAt: number | null;
  /** Oldest first. */
  refunds: OrderRefund[];
  /** Cents actually paid, when a payment in review was not the total. */
  paidAmount: number | null;
}
