import { t } from '@lingui/core/macro';

import { formatNumber, formatPrice } from '@/lib/format';

import type { OrderHistoryEntry, OrderRecord } from '../types';

/*
 * The order's life as the shopper reads it: what happened, oldest first, from the history the
 * functions write (functions/src/orders/order-store.ts `applyStep`, as the table in
 * orders/order-life.ts allows), and the steps still to come on the way to the door. Orders from
 * before the history existed are read from their fields. Its words are in the language spoken
 * when the timeline is made.
 */

export interface TimelineStep {
  /** Stable key: the event and its place in the history. */
  key: string;
  title: string;
  detail?: string;
  /** Epoch ms; null for a step that is still to come, or whose time is not known. */
  at: number | null;
  /** done: it happened; next: still to come; problem: something that ended or paused the order. */
  state: 'done' | 'next' | 'problem';
}

/** The steps of an order that goes well. */
const PATH = ['placed', 'paid', 'shipped', 'delivered'] as const;
type PathStep = (typeof PATH)[number];
const PATH_TITLE: Record<PathStep, string> = {
  get placed() {
    return t`Order placed`;
  },
  get paid() {
    return t`Paid`;
  },
  get shipped() {
    return t`Shipped`;
  },
  get delivered() {
    return t`Delivered`;
  },
};

/** Where a shipment is: its carrier and tracking number. */
const trackingText = (carrier: string, trackingNumber: string) =>
  t`${carrier}, tracking number ${trackingNumber}`;

const unitsText = (order: OrderRecord, lines: OrderHistoryEntry['lines']) =>
  (lines ?? [])
    .map(({ line, quantity }) => `${formatNumber(quantity)} × ${order.lines[line]?.title ?? t`an item`}`)
    .join(', ');

/** One history entry as a step, or null for those the shopper need not see. */
function stepOf(order: OrderRecord, entry: OrderHistoryEntry, at: number): TimelineStep | null {
  const key = `${entry.event}-${at}`;
  const step = (title: string, state: TimelineStep['state'], detail?: string): TimelineStep => ({
    key,
    title,
    at: entry.at,
    state,
    ...(detail ? { detail } : {}),
  });
  switch (entry.event) {
    case 'placed':
      return step(PATH_TITLE.placed, 'done');
    case 'paid':
      return step(PATH_TITLE.paid, 'done', formatPrice(order.total));
    case 'paid-short':
    case 'paid-wrong-amount':
    case 'paid-stray':
      return step(t`Payment received, being checked by our team`, 'problem');
    case 'expired':
      return step(t`Not paid: the payment page expired`, 'problem');
    case 'shipped': {
      // A shipment kept without its details (a damaged copy) shows none rather than blanks.
      const detail =
        entry.carrier && entry.trackingNumber ? trackingText(entry.carrier, entry.trackingNumber) : undefined;
      return entry.correction
        ? step(t`Tracking details updated`, 'done', detail)
        : step(PATH_TITLE.shipped, 'done', detail);
    }
    case 'delivered':
      return step(PATH_TITLE.delivered, 'done');
    case 'refunded': {
      const what = unitsText(order, entry.lines);
      const amount = formatPrice(entry.amount ?? 0);
      const title = entry.status === 'partially-refunded' ? t`Partially refunded` : t`Refunded`;
      return step(title, 'problem', what ? t`${amount} for ${what}` : amount);
    }
    case 'stray-refunded':
      return step(t`A second payment was given back`, 'problem');
    case 'cancelled':
      return step(t`Cancelled`, 'problem', t`Nothing was charged.`);
    case 'review-resolved':
      return entry.decision === 'fulfil'
        ? step(t`Checked by our team: your order goes ahead`, 'done')
        : step(
            entry.status === 'cancelled' ? t`Cancelled after our check` : t`Refunded after our check`,
            'problem',
          );
    default:
      return null;
  }
}

/** The steps of an order without a history, from its fields. */
function stepsFromFields(order: OrderRecord): TimelineStep[] {
  const steps: TimelineStep[] = [
    { key: 'placed', title: PATH_TITLE.placed, at: order.createdAt || null, state: 'done' },
  ];
  if (order.paidAt !== null || !['pending', 'expired', 'cancelled', 'needs-review'].includes(order.status))
    steps.push({ key: 'paid', title: PATH_TITLE.paid, at: order.paidAt, state: 'done' });
  if (order.shipment)
    steps.push({
      key: 'shipped',
      title: PATH_TITLE.shipped,
      detail: trackingText(order.shipment.carrier, order.shipment.trackingNumber),
      at: order.shipment.shippedAt,
      state: 'done',
    });
  if (order.deliveredAt !== null || order.status === 'delivered')
    steps.push({ key: 'delivered', title: PATH_TITLE.delivered, at: order.deliveredAt, state: 'done' });
  return steps;
}

/** Statuses after which nothing more is on its way. */
const ENDED = new Set(['expired', 'cancelled', 'refunded', 'needs-review']);

/** The order's timeline: the steps that happened, oldest first, then those still to come. */
export function orderTimeline(order: OrderRecord): TimelineStep[] {
  const happened =
    order.history.length > 0
      ? order.history.flatMap((entry, at) => stepOf(order, entry, at) ?? [])
      : stepsFromFields(order);
  if (ENDED.has(order.status)) return happened;
  const reached = new Set(
    happened.map((step) => PATH.find((name) => PATH_TITLE[name] === step.title)).filter(Boolean),
  );
  // Delivered comes after shipped only: an order refunded in part before shipping still ships.
  const toCome = PATH.filter(
    (name) => !reached.has(name) && !(name === 'paid' && order.status !== 'pending'),
  );
  return [
    ...happened,
    ...toCome.map((name): TimelineStep => ({
      key: `next-${name}`,
      title: PATH_TITLE[name],
      at: null,
      state: 'next',
    })),
  ];
}
