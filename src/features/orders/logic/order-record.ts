import { ORDER_STATUS_TEXT } from '@/features/checkout';

import { SHOP_NAME } from '@/domain/refund-choice';

import type {
  LineUnits,
  OrderHistoryEntry,
  OrderLine,
  OrderRecord,
  OrderRefund,
  OrderShipment,
  OrderStatus,
} from '../types';

/*
 * Reading an Orders document (as Firestore hands it, or as the device kept it) into an
 * OrderRecord, defensively: a field of the wrong shape reads as empty, never as a crash. Times may
 * be Firestore Timestamps (anything with toMillis), numbers (a kept copy) or absent.
 */

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;

/** Epoch milliseconds of a Timestamp, a number kept as one, or null. */
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (isData(value) && typeof value.toMillis === 'function') return (value.toMillis as () => number)();
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && Object.hasOwn(ORDER_STATUS_TEXT, value);

/**
 * Who acted, as the order names it: the shop's name. An older order may still name the operator
 * ({ uid, email }); it is read as the shop too, so no page shows an operator.
 */
function toNamedActor(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  return isData(value) && typeof value.uid === 'string' ? SHOP_NAME : null;
}

function toLineUnits(value: unknown): LineUnits[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isData(item) && typeof item.line === 'number' && typeof item.quantity === 'number'
      ? [{ line: item.line, quantity: item.quantity }]
      : [],
  );
}

function toLine(value: unknown): OrderLine[] {
  if (!isData(value) || typeof value.id !== 'number') return [];
  return [
    {
      id: value.id,
      title: text(value.title),
      variant: text(value.variant) as OrderLine['variant'],
      quantity: amount(value.quantity),
      unitPrice: amount(value.unitPrice),
      image: text(value.image),
    },
  ];
}

function toHistoryEntry(value: unknown): OrderHistoryEntry[] {
  if (!isData(value) || typeof value.event !== 'string') return [];
  return [
    {
      event: value.event,
      status: text(value.status),
      at: toMillis(value.at),
      by: toNamedActor(value.by),
      ...(typeof value.carrier === 'string' ? { carrier: value.carrier } : {}),
      ...(typeof value.trackingNumber === 'string' ? { trackingNumber: value.trackingNumber } : {}),
      ...(typeof value.amount === 'number' ? { amount: value.amount } : {}),
      ...(Array.isArray(value.lines) ? { lines: toLineUnits(value.lines) } : {}),
      ...(typeof value.decision === 'string' ? { decision: value.decision } : {}),
      ...(value.correction === true ? { correction: true } : {}),
    },
  ];
}

function toShipment(value: unknown): OrderShipment | null {
  return isData(value) && typeof value.trackingNumber === 'string'
    ? {
        carrier: text(value.carrier),
        trackingNumber: value.trackingNumber,
        shippedAt: toMillis(value.shippedAt),
      }
    : null;
}

/** Firestore keeps refunds as a map by Stripe refund id; a kept copy, as a list. */
function toRefunds(value: unknown): OrderRefund[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((refund: unknown) => [isData(refund) ? text(refund.id) : '', refund])
    : isData(value)
      ? Object.entries(value)
      : [];
  return entries
    .flatMap(([id, refund]) =>
      id && isData(refund)
        ? [
            {
              id,
              amount: amount(refund.amount),
              lines: toLineUnits(refund.lines),
              at: toMillis(refund.at),
              ...(typeof refund.restock === 'boolean' ? { restock: refund.restock } : {}),
            },
          ]
        : [],
    )
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
}

/** An Orders document as the order page reads it. */
export function toOrderRecord(id: string, data: Data): OrderRecord {
  const billing = isData(data.billing) ? data.billing : {};
  return {
    id,
    uid: text(data.uid),
    lines: Array.isArray(data.lines) ? data.lines.flatMap(toLine) : [],
    billing: {
      firstname: text(billing.firstname),
      lastname: text(billing.lastname),
      number: text(billing.number),
      email: text(billing.email),
      address: text(billing.address),
      country: text(billing.country),
      zip: text(billing.zip),
      orderNotes: text(billing.orderNotes),
    },
    subtotal: amount(data.subtotal),
    shipping: amount(data.shipping),
    total: amount(data.total),
    currency: 'usd',
    status: isOrderStatus(data.status) ? data.status : 'pending',
    sessionId: typeof data.sessionId === 'string' ? data.sessionId : null,
    ...(typeof data.reviewReason === 'string' ? { reviewReason: data.reviewReason } : {}),
    ...(data.hold === 'held' || data.hold === 'released' || data.hold === 'sold' ? { hold: data.hold } : {}),
    createdAt: toMillis(data.createdAt) ?? 0,
    history: Array.isArray(data.history) ? data.history.flatMap(toHistoryEntry) : [],
    shipment: toShipment(data.shipment),
    paidAt: toMillis(data.paidAt),
    deliveredAt: toMillis(data.deliveredAt),
    cancelledAt: toMillis(data.cancelledAt),
    refunds: toRefunds(data.refunds),
    paidAmount: typeof data.paidAmount === 'number' ? data.paidAmount : null,
  };
}

/**
 * A copy kept on the device, read back: the record when it has an order's shape (it was written
 * by `toOrderRecord`), else null. A copy damaged or left by an older version is then ignored and
 * replaced at the next read, never shown half.
 */
export function fromKeptCopy(value: unknown): OrderRecord | null {
  if (!isData(value) || typeof value.id !== 'string' || !value.id) return null;
  if (!Array.isArray(value.lines) || !isData(value.billing) || !isOrderStatus(value.status)) return null;
  if (typeof value.total !== 'number' || !Array.isArray(value.history)) return null;
  const record = toOrderRecord(value.id, value);
  return record.lines.length === value.lines.length ? record : null;
}

/** Units refunded so far, per line of the order. */
export function refundedPerLine(order: Pick<OrderRecord, 'lines' | 'refunds'>): number[] {
  const refunded = order.lines.map(() => 0);
  for (const refund of order.refunds)
    for (const { line, quantity } of refund.lines)
      if (line >= 0 && line < refunded.length) refunded[line] = (refunded[line] ?? 0) + quantity;
  return refunded;
}

/** Dollars given back so far. */
export const refundedTotal = (order: Pick<OrderRecord, 'refunds'>) =>
  Math.round(order.refunds.reduce((sum, refund) => sum + refund.amount * 100, 0)) / 100;
