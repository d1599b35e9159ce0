import type { OrderHistoryEntry, OrderRecord } from '@/features/orders';
import { formatPrice } from '@/lib/format';

import { auditOf, type AuditEntry } from '../logic/audit';
import { deskTime } from '../logic/desk-format';
import { actorOf, DESK_STATUS_LABEL } from '../logic/status-labels';

/** Whether a refund's units went back on sale, as its audit entry says (older refunds: unsaid). */
const restockText = (audited: AuditEntry | null) =>
  audited?.restock === true ? '; back in stock' : audited?.restock === false ? '; not put back on sale' : '';

/** What an entry did, with its details (carrier and number, amount and units). */
function whatOf(order: OrderRecord, entry: OrderHistoryEntry, audited: AuditEntry | null): string {
  const units = (entry.lines ?? [])
    .map(({ line, quantity }) => `${quantity} × ${order.lines[line]?.title ?? `line ${line + 1}`}`)
    .join(', ');
  switch (entry.event) {
    case 'shipped':
      return `${entry.correction ? 'Tracking corrected' : 'Shipped'}: ${entry.carrier ?? ''}, ${entry.trackingNumber ?? ''}`;
    case 'refunded':
      return `Refunded ${formatPrice(entry.amount ?? 0)}${units ? ` (${units}${restockText(audited)})` : ''}`;
    case 'review-resolved':
      return `Review resolved: ${entry.decision === 'fulfil' ? 'fulfil' : 'refund'}`;
    default:
      return entry.event.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
  }
}

const statusOf = (status: string) =>
  Object.hasOwn(DESK_STATUS_LABEL, status) ? DESK_STATUS_LABEL[status as OrderRecord['status']] : status;

/**
 * The order's history, oldest first: when, what, the status it led to, and who (the admin from
 * the order's audit record, which only admins read).
 */
export function OrderHistory({ order, audit }: { order: OrderRecord; audit: readonly AuditEntry[] }) {
  if (order.history.length === 0)
    return <p className="text-gray-700">No history was recorded for this order.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="order-history">
        <caption className="sr-only">History of the order, oldest first</caption>
        <thead className="border-b border-gray-300 text-gray-800">
          <tr>
            {['When', 'What', 'Status', 'Who'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.history.map((entry, at) => {
            const audited = auditOf(entry, audit);
            return (
              <tr key={`${entry.event}-${at}`} className="border-b border-gray-200">
                <td className="whitespace-nowrap px-3 py-2">
                  {entry.at === null ? '—' : deskTime(entry.at)}
                </td>
                <td className="px-3 py-2">{whatOf(order, entry, audited)}</td>
                <td className="px-3 py-2">{statusOf(entry.status)}</td>
                <td className="px-3 py-2">{actorOf(entry, audited?.by ?? null)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
