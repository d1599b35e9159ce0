import type { OrderLine, OrderStatus } from '@/domain/order';
import { SHOP_NAME } from '@/domain/refund-choice';
import type { Refused } from '@/domain/refusal-codes';
import type { Units } from '../checkout/checkout-rules';
import type { DeskEvent, HoldState, OrderEvent } from './order-life';
import type { OrderNotice } from './notice-text';

/*
 * One step of an order's life as the pure rules answer it (payments/payment-step.ts for a payment,
 * desk/ and refunds/ for the desk): the status it leads to, the fields to write, the units it
 * moves, its history and audit entries and the shopper's notice. orders/order-store.ts `applyStep`
 * writes it in one transaction. No Firestore and no Stripe here. Times are whatever the caller
 * passes as `now` (a Firestore Timestamp there, a number in the tests).
 *
 * Statuses (src/domain/order.ts): pending (placed, waiting for payment) → paid →
 * shipped → delivered, with partially-refunded and refunded after any paid status; pending or
 * expired → cancelled; needs-review (set by the payment webhook) → resolved by the operator. The
 * whole table is orders/order-life.ts.
 */

/** Where the ordered units stand. */
export type Hold = HoldState;

/** Who did it: the admin's uid and e-mail from the verified ID token. */
export interface Actor {
  uid: string;
  email: string;
}

/** One line of a refund: the index of the order's line and how many of its units. */
export interface RefundLine {
  line: number;
  quantity: number;
}

/** A refund as kept on the order, under `refunds.<Stripe refund id>` (who asked: in the audit). */
export interface StoredRefund<T = unknown> {
  /** Dollars, like the order's total. */
  amount: number;
  lines: RefundLine[];
  at: T;
  /** Whether its units went back on sale. */
  restock: boolean;
  /** The reservation it was made under, so the same request sent again answers this refund. */
  key?: string;
}

/**
 * A refund planned and reserved on the order, under `pendingRefunds.<key>`, in the transaction
 * that read it, before Stripe is asked: its units and cents count as given back, so a refund
 * planned at the same time cannot take them too. Recording the refund Stripe made removes it.
 */
export interface PendingRefund<T = unknown> {
  lines: RefundLine[];
  cents: number;
  restock: boolean;
  /** The request it was reserved for: the same key sent with another request is refused. */
  request: string;
  at: T;
}

/** What these rules read of an order (Orders/{orderId}). */
export interface DeskOrder {
  status: OrderStatus;
  hold?: Hold | undefined;
  lines: readonly Pick<OrderLine, 'id' | 'quantity' | 'unitPrice'>[];
  total: number;
  /** Cents actually paid, when it was not the total (a payment sent to review). */
  paidAmount?: number | undefined;
  paidAt?: unknown;
  shipment?: { carrier: string; trackingNumber: string } | undefined;
  deliveredAt?: unknown;
  refunds?: Record<string, Pick<StoredRefund, 'amount' | 'lines'> & Partial<StoredRefund>> | undefined;
  pendingRefunds?: Record<string, PendingRefund> | undefined;
  /** Sessions paid that were not the order's current one (payments/webhook.ts). */
  strayPayments?: readonly string[] | undefined;
  /** Stray session id → the Stripe refund that gave it back. */
  strayRefunds?: Record<string, string> | undefined;
  history?: readonly { event?: unknown; status?: unknown }[] | undefined;
  accountDeleted?: boolean | undefined;
}

/**
 * An entry of the order's `history`, which its shopper reads: what happened, the status it led
 * to, when, and who as the shopper may know it: the shop (SHOP_NAME), or null when the change
 * came from Stripe's webhook alone.
 */
export interface DeskHistoryEntry<T> {
  event: DeskEvent;
  status: OrderStatus;
  at: T;
  by: typeof SHOP_NAME | null;
  [detail: string]: unknown;
}

/**
 * The same step in the order's audit record (Orders/{id}/audit/{entry}, read by admins only):
 * the admin who did it, and what only the shop needs to know (whether refunded units went back
 * on sale).
 */
export interface AuditEntry<T> {
  event: DeskEvent;
  status: OrderStatus;
  at: T;
  /** The admin; null when the change came from Stripe's webhook alone. */
  by: Actor | null;
  [detail: string]: unknown;
}

/** What a step does, for orders/order-store.ts `applyStep` to write in one transaction. */
export interface OrderStep<T> {
  status: OrderStatus;
  hold: Hold | undefined;
  /** Fields to set on the order (dotted paths name fields inside maps). */
  fields: Record<string, unknown>;
  /** Units to put back on the products' stock. */
  stockBack: Units[];
  /** Units to take off the products' stock (checked to be there first). */
  stockTake: Units[];
  /** The order's history entry: its event is the one the life table checks the step against. */
  history: { event: OrderEvent; status: OrderStatus; at: T; [detail: string]: unknown };
  /** The audit entry naming the admin (desk steps); a payment has none. */
  audit: AuditEntry<T> | null;
  /** Fields to remove from the order (dotted paths): a refund's reservation, once it is recorded. */
  remove?: string[];
  notice: OrderNotice | null;
}

/** What a desk action does: a step with its history naming the shop and its audit the admin. */
export interface DeskStep<T> extends OrderStep<T> {
  history: DeskHistoryEntry<T>;
  audit: AuditEntry<T>;
}

/** A refusal decided by a rule: its status, and its code and English (refusal-codes.ts `said`). */
export interface Refusing extends Refused {
  ok: false;
  status: 400 | 409;
}

/** A rule's answer: the value it allows, or its refusal. */
export type ValueOrRefusal<V> = { ok: true; value: V } | Refusing;

/** A rule's refusal: what `refused` says, with the HTTP status to answer it with. */
export const deny = (status: 400 | 409, refused: Refused): Refusing => ({ ok: false, status, ...refused });
/** A rule's consent: the value it allows (a step, a plan, what the desk sent, read and checked). */
export const allow = <V>(value: V): { ok: true; value: V } => ({ ok: true, value });

/** Paid and not in review: the statuses in which goods are sold, shipped or given back. */
export { SOLD_STATUSES as SOLD } from '@/domain/desk-refusals';

/**
 * A step's two records: the history entry its shopper reads, naming the shop, and the audit
 * entry naming the admin, with what only the shop needs to know (`shopOnly`).
 */
export const recordOf = <T>(
  event: DeskEvent,
  status: OrderStatus,
  now: T,
  by: Actor | null,
  detail: Record<string, unknown> = {},
  shopOnly: Record<string, unknown> = {},
): { history: DeskHistoryEntry<T>; audit: AuditEntry<T> } => ({
  history: { event, status, at: now, by: by ? SHOP_NAME : null, ...detail },
  audit: { event, status, at: now, by, ...detail, ...shopOnly },
});
