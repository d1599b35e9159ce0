import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

import type { OrderHistoryEntry, OrderRecord } from '@/features/orders';
import { i18n } from '@/lib/i18n';
import { formatNumber, formatPrice } from '@/lib/format';

import type { AuditEntry } from './audit';

/*
 * What each entry of an order's history did, in the operator's words and language, as the desk's
 * History lists it: with its details (carrier and number, amount and units).
 */

/** The events without details of their own; an event the desk does not know is named from its id. */
const EVENT_NAMES: Record<string, MessageDescriptor> = {
  placed: msg`Placed`,
  paid: msg`Paid`,
  'paid-short': msg`Paid short`,
  'paid-stray': msg`Paid stray`,
  'paid-wrong-amount': msg`Paid wrong amount`,
  delivered: msg`Delivered`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  reopened: msg`Reopened`,
  'stray-refunded': msg`Stray refunded`,
};

/** The units of a partial refund: "1 × Pocket Phone, 2 × Studio Headphones". */
function unitsOf(order: OrderRecord, entry: OrderHistoryEntry): string {
  return (entry.lines ?? [])
    .map(({ line, quantity }) => {
      const lineNumber = formatNumber(line + 1);
      return `${formatNumber(quantity)} × ${order.lines[line]?.title ?? t`line ${lineNumber}`}`;
    })
    .join(', ');
}

/** A refund, with its units and, as its audit entry says, whether they went back on sale (older refunds: unsaid). */
function refundWords(order: OrderRecord, entry: OrderHistoryEntry, audited: AuditEntry | null): string {
  const amount = formatPrice(entry.amount ?? 0);
  const units = unitsOf(order, entry);
  if (!units) return t`Refunded ${amount}`;
  if (audited?.restock === true) return t`Refunded ${amount} (${units}; back in stock)`;
  if (audited?.restock === false) return t`Refunded ${amount} (${units}; not put back on sale)`;
  return t`Refunded ${amount} (${units})`;
}

/** What an entry did, with its details. */
export function whatOf(order: OrderRecord, entry: OrderHistoryEntry, audited: AuditEntry | null): string {
  switch (entry.event) {
    case 'shipped': {
      const carrier = entry.carrier ?? '';
      const trackingNumber = entry.trackingNumber ?? '';
      return entry.correction
        ? t`Tracking corrected: ${carrier}, ${trackingNumber}`
        : t`Shipped: ${carrier}, ${trackingNumber}`;
    }
    case 'refunded':
      return refundWords(order, entry, audited);
    case 'review-resolved':
      return entry.decision === 'fulfil' ? t`Review resolved: fulfil` : t`Review resolved: refund`;
    default: {
      const name = EVENT_NAMES[entry.event];
      return name
        ? i18n._(name)
        : entry.event.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
    }
  }
}
