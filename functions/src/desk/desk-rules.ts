import { LOW_STOCK_THRESHOLD } from '@/domain/shop-rules';
import {
  allowedActions as allowedFor,
  DESK_ACTIONS,
  refusalOf as refusalFor,
  type DeskAction,
} from '@/domain/desk-refusals';
import { said, type Refused } from '@/domain/refusal-codes';
import { allLines, paidCents, refundedCents, unitsOf } from '../orders/order-amounts';
import { orderLabel, orderNumber } from '../orders/notice-text';
import {
  allow,
  deny,
  recordOf,
  type Actor,
  type DeskOrder,
  type DeskStep,
  type ValueOrRefusal,
} from '../orders/order-step';

/*
 * The operator's desk as pure rules: which action is allowed in which status (the rule the desk's
 * page reads too: src/domain/desk-refusals.ts), what the desk sends, and what
 * shipping, delivering and cancelling change on the order, with the history entry, the audit entry
 * and the shopper's notice. Refunds: refunds/plan-refund.ts and refunds/apply-refund.ts; resolving
 * a review: resolve-rules.ts. No Firestore and no Stripe here: desk.ts reads the order in a
 * transaction (orders/order-store.ts `applyStep`), asks these functions, and writes what they answer.
 */

export { DESK_ACTIONS, LOW_STOCK_THRESHOLD, type DeskAction };

/** True for a product the desk lists as low on stock: LOW_STOCK_THRESHOLD units or fewer. */
export const isLowStock = (stock: number) => stock <= LOW_STOCK_THRESHOLD;

/** What the shared rule reads of an order: its status, shipment, delivery and the cents left to give back. */
const deskFactsOf = (order: DeskOrder) => ({
  status: order.status,
  shipment: order.shipment,
  deliveredAt: order.deliveredAt,
  centsLeft: paidCents(order) - refundedCents(order),
});

/** Why `action` cannot be done to the order now, or null when it can. */
export const refusalOf = (order: DeskOrder, action: DeskAction): Refused | null =>
  refusalFor(deskFactsOf(order), action);

/** The actions the desk offers for the order, in DESK_ACTIONS order. */
export const allowedActions = (order: DeskOrder): DeskAction[] => allowedFor(deskFactsOf(order));

// ---------------------------------------------------------------------------------------------
// Reading what the desk sends

/** Order ids: what checkout/create-checkout.ts makes (32 hex digits), and any other id safe in a path. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const NO_SUCH_ORDER = said('no-such-order', 'No such order.');

export function parseOrderId(body: unknown): ValueOrRefusal<string> {
  const orderId = (body as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'string' && ORDER_ID.test(orderId)
    ? allow(orderId)
    : deny(400, said('order-id-missing', 'Name the order (orderId).'));
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
export function parseShipment(body: unknown): ValueOrRefusal<Shipment> {
  const { carrier, trackingNumber } = (body ?? {}) as { carrier?: unknown; trackingNumber?: unknown };
  const name = typeof carrier === 'string' ? carrier.trim().replace(/\s+/g, ' ') : '';
  const number = typeof trackingNumber === 'string' ? trackingNumber.trim().toUpperCase() : '';
  if (!name || name.length > CARRIER_MAX)
    return deny(
      400,
      said('carrier-invalid', `Enter the carrier (at most ${CARRIER_MAX} characters).`, { max: CARRIER_MAX }),
    );
  if (!number || number.length > TRACKING_NUMBER_MAX || !TRACKING_NUMBER.test(number))
    return deny(
      400,
      said(
        'tracking-number-invalid',
        `Enter the tracking number: letters and digits, spaces or dashes between, at most ${TRACKING_NUMBER_MAX}.`,
        { max: TRACKING_NUMBER_MAX },
      ),
    );
  return allow({ carrier: name, trackingNumber: number });
}

/** Mark shipped (or correct the carrier and number of a shipped order). */
export function ship<T>(
  orderId: string,
  order: DeskOrder,
  shipment: Shipment,
  by: Actor,
  now: T,
): ValueOrRefusal<DeskStep<T>> {
  const refused = refusalOf(order, 'ship');
  if (refused) return deny(409, refused);
  const correction = order.status === 'shipped' || order.shipment !== undefined;
  return allow({
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
      key: 'shipped',
      params: {
        order: orderNumber(orderId),
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
      },
    },
  });
}

/** Mark delivered. */
export function deliver<T>(
  orderId: string,
  order: DeskOrder,
  by: Actor,
  now: T,
): ValueOrRefusal<DeskStep<T>> {
  const refused = refusalOf(order, 'deliver');
  if (refused) return deny(409, refused);
  return allow({
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
      key: 'delivered',
      params: { order: orderNumber(orderId) },
    },
  });
}

/**
 * Cancel an unpaid order (pending or expired): it can no longer be paid, and units it still
 * holds go back to the stock. (desk.ts closes a pending order's Stripe session first.)
 */
export function cancel<T>(orderId: string, order: DeskOrder, by: Actor, now: T): ValueOrRefusal<DeskStep<T>> {
  const refused = refusalOf(order, 'cancel');
  if (refused) return deny(409, refused);
  return allow({
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
      key: 'cancelled-unpaid',
      params: { order: orderNumber(orderId) },
    },
  });
}
