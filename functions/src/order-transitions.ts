import type { OrderLine, OrderStatus } from '../../src/features/checkout/logic/order';
import { LOW_STOCK_THRESHOLD } from '../../src/lib/constants';
import { formatPrice, toCents } from '../../src/lib/format';
import { restockByDefault, SHOP_NAME } from '../../src/features/orders/logic/refund-choice';
import { unitsPerProduct, type Units } from './checkout-rules';

/*
 * The operator's desk as pure rules: which action is allowed in which status, what each action
 * changes on the order, what it gives back to (or takes from) the stock, the history entry it
 * writes and the notice the shopper gets. No Firestore and no Stripe here: desk.ts and refund.ts
 * read the order in a transaction, ask these functions, and write what they answer. Times are
 * whatever the caller passes as `now` (a Firestore Timestamp there, a number in the tests).
 *
 * Statuses (src/features/checkout/logic/order.ts): pending (placed, waiting for payment) → paid →
 * shipped → delivered, with partially-refunded and refunded after any paid status; pending or
 * expired → cancelled; needs-review (set by the payment webhook) → resolved by the operator.
 */

export { LOW_STOCK_THRESHOLD, restockByDefault, SHOP_NAME };

/** True for a product the desk lists as low on stock: LOW_STOCK_THRESHOLD units or fewer. */
export const isLowStock = (stock: number) => stock <= LOW_STOCK_THRESHOLD;

/** What the operator can do to an order from the desk. */
export type DeskAction = 'ship' | 'deliver' | 'refund' | 'cancel' | 'resolve';
export const DESK_ACTIONS: readonly DeskAction[] = ['ship', 'deliver', 'refund', 'cancel', 'resolve'];

/** Where the ordered units stand (order-life.ts `HoldState`). */
export type Hold = 'held' | 'sold' | 'released';

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
  /** Sessions paid that were not the order's current one (webhook.ts). */
  strayPayments?: readonly string[] | undefined;
  /** Stray session id → the Stripe refund that gave it back. */
  strayRefunds?: Record<string, string> | undefined;
  history?: readonly { event?: unknown; status?: unknown }[] | undefined;
  accountDeleted?: boolean | undefined;
}

type DeskEvent = 'shipped' | 'delivered' | 'refunded' | 'cancelled' | 'review-resolved' | 'stray-refunded';

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

/** The in-app notice the shopper gets (Users/{uid}/notices/{id}); see `noticeDocument`. */
export interface OrderNotice {
  id: string;
  title: string;
  body: string;
}

/** What an action does, for the store to write in one transaction. */
export interface DeskStep<T> {
  status: OrderStatus;
  hold: Hold | undefined;
  /** Fields to set on the order (dotted paths name fields inside maps). */
  fields: Record<string, unknown>;
  /** Units to put back on the products' stock. */
  stockBack: Units[];
  /** Units to take off the products' stock (checked to be there first). */
  stockTake: Units[];
  history: DeskHistoryEntry<T>;
  audit: AuditEntry<T>;
  /** Fields to remove from the order (dotted paths): a refund's reservation, once it is recorded. */
  remove?: string[];
  notice: OrderNotice | null;
}

export type Decided<V> = { ok: true; value: V } | { ok: false; status: 400 | 409; error: string };

const no = (status: 400 | 409, error: string): { ok: false; status: 400 | 409; error: string } => ({
  ok: false,
  status,
  error,
});
const yes = <V>(value: V): { ok: true; value: V } => ({ ok: true, value });

/** Paid and not in review: the statuses in which goods are sold, shipped or given back. */
const SOLD: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'partially-refunded'];

/** The order's label in notices: its id's first 8 characters, as the orders list shows it. */
export const orderLabel = (orderId: string) => `Order ${orderId.slice(0, 8)}`;

/** The shopper's page of the order: every notice links there. */
export const orderLink = (orderId: string) => `/orders/${orderId}`;

// ---------------------------------------------------------------------------------------------
// Reading the order

/** Units refunded so far, per line of the order. */
export function refundedPerLine(order: DeskOrder): number[] {
  const refunded = order.lines.map(() => 0);
  for (const refund of Object.values(order.refunds ?? {}))
    for (const { line, quantity } of refund.lines)
      if (line >= 0 && line < refunded.length) refunded[line] = (refunded[line] ?? 0) + quantity;
  return refunded;
}

/** Units not refunded yet, per line. */
export const unitsLeftPerLine = (order: DeskOrder) => {
  const refunded = refundedPerLine(order);
  return order.lines.map((line, at) => Math.max(0, line.quantity - (refunded[at] ?? 0)));
};

/** Units reserved by refunds not confirmed yet, per line. */
export function reservedPerLine(order: DeskOrder): number[] {
  const reserved = order.lines.map(() => 0);
  for (const pending of Object.values(order.pendingRefunds ?? {}))
    for (const { line, quantity } of pending.lines)
      if (line >= 0 && line < reserved.length) reserved[line] = (reserved[line] ?? 0) + quantity;
  return reserved;
}

/** Units free to refund now, per line: not refunded, and not reserved by a refund under way. */
export const unitsFreePerLine = (order: DeskOrder) => {
  const reserved = reservedPerLine(order);
  return unitsLeftPerLine(order).map((left, at) => Math.max(0, left - (reserved[at] ?? 0)));
};

/** Cents reserved by refunds not confirmed yet. */
export const reservedCents = (order: DeskOrder) =>
  Object.values(order.pendingRefunds ?? {}).reduce((sum, pending) => sum + pending.cents, 0);

/** What the shopper paid, in cents. */
export const paidCents = (order: DeskOrder) => order.paidAmount ?? toCents(order.total);

/** What was given back so far, in cents. */
export const refundedCents = (order: DeskOrder) =>
  Object.values(order.refunds ?? {}).reduce((sum, refund) => sum + toCents(refund.amount), 0);

/** The lines' units summed per product, in first-seen order (stock is counted per product). */
export const unitsOf = (order: DeskOrder, lines: readonly RefundLine[]): Units[] =>
  unitsPerProduct(
    lines.flatMap(({ line, quantity }) => {
      const id = order.lines[line]?.id;
      return id !== undefined && quantity > 0 ? [{ id, quantity }] : [];
    }),
  );

/** Every unit of the order, as refund lines. */
const allLines = (order: DeskOrder): RefundLine[] =>
  order.lines.map((line, at) => ({ line: at, quantity: line.quantity }));

const asLines = (units: number[]): RefundLine[] =>
  units.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity }] : []));

/** The units not refunded yet, as refund lines. */
export const linesLeft = (order: DeskOrder): RefundLine[] => asLines(unitsLeftPerLine(order));

/** The units free to refund now (not refunded, not reserved), as refund lines. */
export const linesFree = (order: DeskOrder): RefundLine[] => asLines(unitsFreePerLine(order));

const PAYMENT_EVENTS = new Set(['paid', 'paid-short', 'paid-wrong-amount']);

/**
 * True when the order's own (current) session was paid: the webhook recorded a sale, a short one
 * or a wrong amount. A needs-review order can also be one whose only payment is a stray one (an
 * older session paid, the current one not): then there is no sale to fulfil.
 */
export const ownPaymentArrived = (order: DeskOrder) =>
  order.paidAt != null ||
  order.paidAmount != null ||
  (order.history ?? []).some((entry) => typeof entry.event === 'string' && PAYMENT_EVENTS.has(entry.event));

/**
 * The status the order had before its latest stretch of needs-review (history order), or null
 * when the history does not say.
 */
export function statusBeforeReview(order: DeskOrder): OrderStatus | null {
  const history = order.history ?? [];
  let at = history.length - 1;
  while (at >= 0 && history[at]?.status !== 'needs-review') at -= 1;
  while (at >= 0 && history[at]?.status === 'needs-review') at -= 1;
  const status = at >= 0 ? history[at]?.status : undefined;
  return typeof status === 'string' ? (status as OrderStatus) : null;
}

/** Stray payments not given back yet. */
export const strayPaymentsToRefund = (order: DeskOrder) =>
  (order.strayPayments ?? []).filter((session) => !order.strayRefunds?.[session]);

// ---------------------------------------------------------------------------------------------
// What is allowed

/** Why `action` cannot be done to the order now, or null when it can. */
export function refusalOf(order: DeskOrder, action: DeskAction): string | null {
  const { status } = order;
  switch (action) {
    case 'ship':
      if (order.deliveredAt != null) return 'This order was delivered already.';
      return status === 'paid' || status === 'partially-refunded' || status === 'shipped'
        ? null
        : `Only a paid order can be shipped; this one is ${status}.`;
    case 'deliver':
      if (status === 'shipped') return null;
      if (status === 'partially-refunded' && order.shipment && order.deliveredAt == null) return null;
      return `Only a shipped order can be marked delivered; this one is ${status}.`;
    case 'refund':
      if (!SOLD.includes(status))
        return status === 'needs-review'
          ? 'This order needs review: resolve it instead.'
          : `Only a paid order can be refunded; this one is ${status}.`;
      return paidCents(order) - refundedCents(order) > 0 ? null : 'Nothing is left to refund on this order.';
    case 'cancel':
      return status === 'pending' || status === 'expired'
        ? null
        : `Only an unpaid order can be cancelled; this one is ${status}. Refund it instead.`;
    case 'resolve':
      return status === 'needs-review' ? null : `This order does not need review; it is ${status}.`;
  }
}

/** The actions the desk offers for the order, in DESK_ACTIONS order. */
export const allowedActions = (order: DeskOrder): DeskAction[] =>
  DESK_ACTIONS.filter((action) => refusalOf(order, action) === null);

// ---------------------------------------------------------------------------------------------
// Reading what the desk sends

/** Order ids: what checkout.ts makes (32 hex digits), and any other id safe in a path. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function parseOrderId(body: unknown): Decided<string> {
  const orderId = (body as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'string' && ORDER_ID.test(orderId)
    ? yes(orderId)
    : no(400, 'Name the order (orderId).');
}

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;
/** Letters and digits, with single spaces or dashes between: what carriers print. */
const TRACKING_NUMBER = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/** The carrier (1 to 60 characters) and tracking number (letters and digits, 1 to 40) to ship with. */
export function parseShipment(body: unknown): Decided<Shipment> {
  const { carrier, trackingNumber } = (body ?? {}) as { carrier?: unknown; trackingNumber?: unknown };
  const name = typeof carrier === 'string' ? carrier.trim().replace(/\s+/g, ' ') : '';
  const number = typeof trackingNumber === 'string' ? trackingNumber.trim().toUpperCase() : '';
  if (!name || name.length > CARRIER_MAX)
    return no(400, `Enter the carrier (at most ${CARRIER_MAX} characters).`);
  if (!number || number.length > TRACKING_NUMBER_MAX || !TRACKING_NUMBER.test(number))
    return no(
      400,
      `Enter the tracking number: letters and digits, spaces or dashes between, at most ${TRACKING_NUMBER_MAX}.`,
    );
  return yes({ carrier: name, trackingNumber: number });
}

/**
 * The lines to refund: `lines` absent or empty means every unit free to refund; otherwise a list
 * of { line, quantity } naming each line at most once, within what is free of it (units of a
 * refund under way are not).
 */
export function parseRefundLines(body: unknown, order: DeskOrder): Decided<RefundLine[]> {
  const raw = (body as { lines?: unknown } | null)?.lines;
  const left = unitsFreePerLine(order);
  const reserved = reservedPerLine(order);
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
    return yes(linesFree(order));
  if (!Array.isArray(raw) || raw.length > order.lines.length)
    return no(400, 'Lines must be a list of { line, quantity }, one per line of the order.');
  const seen = new Set<number>();
  const lines: RefundLine[] = [];
  for (const item of raw as unknown[]) {
    const { line, quantity } = (item ?? {}) as { line?: unknown; quantity?: unknown };
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 0 || line >= order.lines.length)
      return no(400, `There is no line ${String(line)} on this order.`);
    if (seen.has(line)) return no(400, `Line ${line} is named twice.`);
    seen.add(line);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      return no(400, `Line ${line} needs a whole quantity of 1 or more.`);
    if (quantity > (left[line] ?? 0))
      return no(
        409,
        `Line ${line} has only ${left[line] ?? 0} unit(s) left to refund` +
          ((reserved[line] ?? 0) > 0 ? `; ${reserved[line]} more are being refunded right now.` : '.'),
      );
    lines.push({ line, quantity });
  }
  return yes(lines.sort((a, b) => a.line - b.line));
}

/**
 * Whether the refunded units go back on sale: `restock` true or false as the operator chose, or
 * absent for the default (yes before the order ships, no once it shipped or was delivered).
 */
export function parseRestock(body: unknown, order: DeskOrder): Decided<boolean> {
  const restock = (body as { restock?: unknown } | null)?.restock;
  if (restock === undefined || restock === null) return yes(restockByDefault(order));
  return typeof restock === 'boolean'
    ? yes(restock)
    : no(400, 'Say whether the refunded units go back on sale: restock true or false.');
}

// ---------------------------------------------------------------------------------------------
// The actions

/**
 * A step's two records: the history entry its shopper reads, naming the shop, and the audit
 * entry naming the admin, with what only the shop needs to know (`shopOnly`).
 */
const recordOf = <T>(
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

/** Mark shipped (or correct the carrier and number of a shipped order). */
export function ship<T>(
  orderId: string,
  order: DeskOrder,
  shipment: Shipment,
  by: Actor,
  now: T,
): Decided<DeskStep<T>> {
  const refused = refusalOf(order, 'ship');
  if (refused) return no(409, refused);
  const correction = order.status === 'shipped' || order.shipment !== undefined;
  return yes({
    status: 'shipped',
    hold: order.hold,
    fields: { status: 'shipped', shipment: { ...shipment, shippedAt: now } },
    stockBack: [],
    stockTake: [],
    ...recordOf('shipped', 'shipped', now, by, { ...shipment, ...(correction ? { correction } : {}) }),
    notice: {
      id: `order-${orderId}-shipped`,
      title: `${orderLabel(orderId)} has shipped`,
      body: `${shipment.carrier}, tracking number ${shipment.trackingNumber}.`,
    },
  });
}

/** Mark delivered. */
export function deliver<T>(orderId: string, order: DeskOrder, by: Actor, now: T): Decided<DeskStep<T>> {
  const refused = refusalOf(order, 'deliver');
  if (refused) return no(409, refused);
  return yes({
    status: 'delivered',
    hold: order.hold,
    fields: { status: 'delivered', deliveredAt: now },
    stockBack: [],
    stockTake: [],
    ...recordOf('delivered', 'delivered', now, by),
    notice: {
      id: `order-${orderId}-delivered`,
      title: `${orderLabel(orderId)} was delivered`,
      body: 'Enjoy it! The receipt stays on the order page.',
    },
  });
}

/**
 * Cancel an unpaid order (pending or expired): it can no longer be paid, and units it still
 * holds go back to the stock. (desk.ts closes a pending order's Stripe session first.)
 */
export function cancel<T>(orderId: string, order: DeskOrder, by: Actor, now: T): Decided<DeskStep<T>> {
  const refused = refusalOf(order, 'cancel');
  if (refused) return no(409, refused);
  return yes({
    status: 'cancelled',
    hold: order.hold === undefined ? undefined : 'released',
    fields: { status: 'cancelled', cancelledAt: now, ...(order.hold ? { hold: 'released' } : {}) },
    stockBack: order.hold === 'held' ? unitsOf(order, allLines(order)) : [],
    stockTake: [],
    ...recordOf('cancelled', 'cancelled', now, by),
    notice: {
      id: `order-${orderId}-cancelled`,
      title: `${orderLabel(orderId)} was cancelled`,
      body: 'It was not paid and will not be. Nothing was charged.',
    },
  });
}

/** What a refund will be: the lines, the amount in cents, and whether it leaves nothing behind. */
export interface RefundPlan {
  lines: RefundLine[];
  cents: number;
  /** True when every unit has then been refunded: the rest of the payment (shipping) goes too. */
  whole: boolean;
}

/**
 * Plans a refund of `lines` (from `parseRefundLines`). Each line gives back its units at the price
 * paid; the refund that leaves no unit behind gives back all that remains of the payment,
 * shipping included. Never more than what remains, refunds under way counted as given back.
 * `fromReview` lets resolve refund a needs-review order in full.
 */
export function planRefund(
  order: DeskOrder,
  lines: readonly RefundLine[],
  { fromReview = false }: { fromReview?: boolean } = {},
): Decided<RefundPlan> {
  if (!(fromReview && order.status === 'needs-review')) {
    const refused = refusalOf(order, 'refund');
    if (refused) return no(409, refused);
  }
  const remaining = paidCents(order) - refundedCents(order) - reservedCents(order);
  const left = unitsFreePerLine(order);
  for (const { line, quantity } of lines) left[line] = (left[line] ?? 0) - quantity;
  const whole = left.every((quantity) => quantity <= 0);
  const linesCents = lines.reduce(
    (sum, { line, quantity }) => sum + toCents(order.lines[line]?.unitPrice ?? 0) * quantity,
    0,
  );
  const cents = whole ? remaining : Math.min(linesCents, remaining);
  if (cents <= 0 || (lines.length === 0 && !whole))
    return no(409, 'Nothing is left to refund on this order.');
  return yes({ lines: [...lines], cents, whole });
}

/** A refund the desk asks for, as `reserveRefund` reads it. */
export interface RefundRequest {
  /** The caller's Idempotency-Key, or null. */
  key: string | null;
  /** The request in short (its lines and restock as sent): the same request, the same digest. */
  digest: string;
  /** { lines?, restock? } as sent. */
  body: unknown;
  /** Resolve's refund of a needs-review order: every unit free, whatever `lines` says. */
  fromReview?: boolean;
}

/** What `reserveRefund` found: a refund made already under this key, or the reservation to use. */
export type Reservation<T> =
  | { made: true; refundId: string; amount: number; lines: RefundLine[]; restock: boolean }
  | { made: false; key: string; pending: PendingRefund<T>; fresh: boolean };

/**
 * Plans a refund and reserves it on the order, in the transaction that reads the order: two
 * refunds planned at once are planned one after the other, the second from what the first left.
 * The reservation's key is the caller's Idempotency-Key or, without one, the request as sent on
 * the order as it stands (its refunds so far): a double click finds the reservation of the first
 * and makes the same refund at Stripe. A key whose refund was recorded already answers it again.
 */
export function reserveRefund<T>(order: DeskOrder, request: RefundRequest, now: T): Decided<Reservation<T>> {
  const key = request.key ?? `${Object.keys(order.refunds ?? {}).length}-${request.digest}`;
  const made = Object.entries(order.refunds ?? {}).find(([, refund]) => refund.key === key);
  if (made) {
    const [refundId, refund] = made;
    return yes({
      made: true,
      refundId,
      amount: refund.amount,
      lines: refund.lines,
      restock: refund.restock ?? restockByDefault(order),
    });
  }
  const pending = order.pendingRefunds?.[key];
  if (pending)
    return pending.request === request.digest
      ? yes({ made: false, key, pending: pending as PendingRefund<T>, fresh: false })
      : no(409, 'This Idempotency-Key was used for another refund. Use a new one.');
  const fromReview = request.fromReview === true;
  if (!(fromReview && order.status === 'needs-review')) {
    const refused = refusalOf(order, 'refund');
    if (refused) return no(409, refused);
  }
  const restock = parseRestock(request.body, order);
  if (!restock.ok) return restock;
  const lines = fromReview ? yes(linesFree(order)) : parseRefundLines(request.body, order);
  if (!lines.ok) return lines;
  const plan = planRefund(order, lines.value, { fromReview });
  if (!plan.ok) return plan;
  const { cents } = plan.value;
  return yes({
    made: false,
    key,
    fresh: true,
    pending: { lines: plan.value.lines, cents, restock: restock.value, request: request.digest, at: now },
  });
}

/** A refund Stripe made, as applied to the order (from the desk's answer or the webhook). */
export interface RefundMade {
  id: string;
  cents: number;
  lines: readonly RefundLine[];
  by: Actor | null;
  /** Whether its units go back on sale; absent (a refund from before the choice): the default. */
  restock?: boolean | undefined;
  /** The reservation it was made under, removed as it is recorded. */
  reservation?: string | undefined;
}

/**
 * Applies a refund Stripe made to the order: records it under `refunds.<id>` (in place of its
 * reservation), gives the refunded units back to the stock when the operator chose to restock
 * (only units the order had taken: held or sold), and moves the order to refunded (every unit
 * back) or partially-refunded. Null when this refund is already recorded: a second
 * `charge.refunded`, or the desk's own answer after the webhook, changes nothing.
 */
export function applyRefund<T>(
  orderId: string,
  order: DeskOrder,
  refund: RefundMade,
  now: T,
): DeskStep<T> | null {
  if (order.refunds?.[refund.id]) return null;
  // Lines beyond what is left are cut to it (a refund made by hand in Stripe with the desk's
  // metadata, a reservation dropped as stale): the money is back either way.
  const left = unitsLeftPerLine(order);
  const lines = refund.lines.flatMap(({ line, quantity }) => {
    const kept = Math.min(quantity, left[line] ?? 0);
    if (kept > 0) left[line] = (left[line] ?? 0) - kept;
    return kept > 0 ? [{ line, quantity: kept }] : [];
  });
  const unitsLeft = left.some((quantity) => quantity > 0);
  const refundedAfter = refundedCents(order) + refund.cents;
  const whole = !unitsLeft || refundedAfter >= paidCents(order);
  const changesStatus = SOLD.includes(order.status) || order.status === 'needs-review';
  const status: OrderStatus = changesStatus ? (whole ? 'refunded' : 'partially-refunded') : order.status;
  const restock = refund.restock ?? restockByDefault(order);
  const took = order.hold === 'held' || order.hold === 'sold';
  // Units not put back on sale stay sold: the customer keeps them, or they are written off.
  const hold = took && !unitsLeft ? (restock ? 'released' : 'sold') : order.hold;
  const amount = refund.cents / 100;
  const { reservation } = refund;
  const stored: StoredRefund<T> = {
    amount,
    lines,
    at: now,
    restock,
    ...(reservation ? { key: reservation } : {}),
  };
  return {
    status,
    hold,
    fields: {
      status,
      ...(hold ? { hold } : {}),
      [`refunds.${refund.id}`]: stored,
      refundedAmount: refundedAfter / 100,
    },
    ...(reservation && order.pendingRefunds?.[reservation]
      ? { remove: [`pendingRefunds.${reservation}`] }
      : {}),
    stockBack: took && restock ? unitsOf(order, lines) : [],
    stockTake: [],
    ...recordOf(
      'refunded',
      status,
      now,
      refund.by,
      {
        refundId: refund.id,
        amount,
        lines,
        // Only resolve refunds a needs-review order: this refund is how its review ended.
        ...(order.status === 'needs-review' ? { resolvedReview: 'refund' } : {}),
      },
      { restock },
    ),
    notice: {
      id: `order-${orderId}-refund-${refund.id}`,
      title: whole ? `${orderLabel(orderId)} was refunded` : `${orderLabel(orderId)} was partly refunded`,
      body: `${formatPrice(amount)} is on its way back to your card.`,
    },
  };
}

/**
 * Records the refund of a stray payment (a second session paid for the order): no status, stock
 * or line changes. Null when already recorded.
 */
export function applyStrayRefund<T>(
  order: DeskOrder,
  sessionId: string,
  refundId: string,
  by: Actor | null,
  now: T,
): DeskStep<T> | null {
  if (order.strayRefunds?.[sessionId]) return null;
  return {
    status: order.status,
    hold: order.hold,
    fields: { [`strayRefunds.${sessionId}`]: refundId },
    stockBack: [],
    stockTake: [],
    ...recordOf('stray-refunded', order.status, now, by, { sessionId, refundId }),
    notice: null,
  };
}

/**
 * Resolving a needs-review order. The webhook sends an order to review when its payment is not a
 * plain sale (webhook.ts `paymentDecision`): the amount paid is not the total, the payment came
 * after its hold ran out and the units are gone, or a second session was paid (or a payment came
 * after the shop cancelled it). The operator decides:
 * - fulfil: the sale stands. Stray payments are refunded; the order goes back to where it was
 *   before the review (paid for a new sale), taking its units if its hold had run out (refused
 *   when the stock cannot cover them: restock, or refund). Only when its own payment arrived.
 * - refund: all money goes back (stray payments, and the order's own payment in full through the
 *   refund path, which returns its units), or, when its own payment never arrived, the order is
 *   cancelled and any units it holds released.
 */
export type Resolution = 'fulfil' | 'refund';

export function parseResolution(body: unknown): Decided<Resolution> {
  const decision = (body as { decision?: unknown } | null)?.decision;
  return decision === 'fulfil' || decision === 'refund'
    ? yes(decision)
    : no(400, "Say how to resolve the review: decision 'fulfil' or 'refund'.");
}

/** What resolving needs done at Stripe before the order's own transaction. */
export interface ResolvePlan {
  /** Stray sessions whose payment to refund in full. */
  strays: string[];
  /** The order's own payment to refund (decision refund, when it arrived and something is left). */
  refund: RefundPlan | null;
}

export function planResolve(order: DeskOrder, decision: Resolution): Decided<ResolvePlan> {
  const refused = refusalOf(order, 'resolve');
  if (refused) return no(409, refused);
  const strays = strayPaymentsToRefund(order);
  const arrived = ownPaymentArrived(order);
  if (decision === 'fulfil') {
    if (!arrived)
      return no(409, "This order's own payment never arrived: there is no sale to fulfil. Refund it.");
    return yes({ strays, refund: null });
  }
  if (!arrived || paidCents(order) - refundedCents(order) <= 0) return yes({ strays, refund: null });
  // Whether the own payment is to be refunded, and how much: a resolve under way (its refund
  // reserved) is found again by `reserveRefund` in the order's transaction, not refused here.
  const plan = planRefund({ ...order, pendingRefunds: undefined }, linesLeft(order), { fromReview: true });
  return plan.ok ? yes({ strays, refund: plan.value }) : plan;
}

/**
 * The order's own transaction once Stripe has done its part: fulfil puts it back where it was
 * (units taken again if its hold had run out); refund without an own payment cancels it. A refund
 * of the own payment is applied by `applyRefund` instead (status refunded), and then this
 * answers null: nothing more to do.
 */
export function resolve<T>(
  orderId: string,
  order: DeskOrder,
  decision: Resolution,
  by: Actor,
  now: T,
): Decided<DeskStep<T> | null> {
  if (order.status !== 'needs-review')
    return decision === 'refund' && order.status === 'refunded'
      ? yes(null)
      : no(409, `This order does not need review; it is ${order.status}.`);
  const arrived = ownPaymentArrived(order);
  if (decision === 'fulfil') {
    if (!arrived)
      return no(409, "This order's own payment never arrived: there is no sale to fulfil. Refund it.");
    const before = statusBeforeReview(order);
    // Back where it was: a stray payment can reach an order shipped, delivered or refunded.
    const status: OrderStatus =
      before !== null && (SOLD.includes(before) || before === 'refunded') ? before : 'paid';
    // A refunded order stays as it was (its units are back); any other is a sale again: units it
    // still holds become sold, units it no longer holds (its hold ran out) are taken again.
    const sells = status !== 'refunded' && order.hold !== undefined;
    return yes({
      status,
      hold: sells ? 'sold' : order.hold,
      fields: { status, ...(sells ? { hold: 'sold' } : {}) },
      stockBack: [],
      stockTake: sells && order.hold === 'released' ? unitsOf(order, linesLeft(order)) : [],
      ...recordOf('review-resolved', status, now, by, { decision }),
      notice: {
        id: `order-${orderId}-resolved`,
        title: `${orderLabel(orderId)} is confirmed`,
        body: 'We checked your payment: your order goes ahead.',
      },
    });
  }
  if (arrived && paidCents(order) - refundedCents(order) > 0)
    return no(409, "Refund the order's own payment first (the resolve endpoint does).");
  return yes({
    status: arrived ? 'refunded' : 'cancelled',
    hold: order.hold === undefined ? undefined : 'released',
    fields: {
      status: arrived ? 'refunded' : 'cancelled',
      ...(order.hold ? { hold: 'released' } : {}),
      ...(arrived ? {} : { cancelledAt: now }),
    },
    stockBack: order.hold === 'held' ? unitsOf(order, allLines(order)) : [],
    stockTake: [],
    ...recordOf('review-resolved', arrived ? 'refunded' : 'cancelled', now, by, { decision }),
    notice: {
      id: `order-${orderId}-resolved`,
      title: arrived ? `${orderLabel(orderId)} was refunded` : `${orderLabel(orderId)} was cancelled`,
      body: 'We checked your payment and gave it back in full.',
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Notices for changes the payment webhook makes (order-store.ts `applyEvent`)

/**
 * The notice for a status the webhook moved the order to, or null for those the shopper caused
 * at the checkout (pending again, expired): they are on the page already.
 */
export function paymentNotice(orderId: string, status: OrderStatus): OrderNotice | null {
  if (status === 'paid')
    return {
      id: `order-${orderId}-paid`,
      title: `${orderLabel(orderId)} is paid`,
      body: 'Thank you! We will tell you when it ships.',
    };
  if (status === 'needs-review')
    return {
      id: `order-${orderId}-needs-review`,
      title: `${orderLabel(orderId)} is being checked`,
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
    };
  return null;
}

/** Users/{uid}/notices/{notice.id}: the shape every notice of the shop has (kind 'order-status' here). */
export const noticeDocument = <T>(orderId: string, status: OrderStatus, notice: OrderNotice, now: T) => ({
  kind: 'order-status' as const,
  title: notice.title,
  body: notice.body,
  link: orderLink(orderId),
  orderId,
  status,
  createdAt: now,
  read: false,
});
