import type { OrderHistoryEntry, OrderRecord } from '@/features/orders';
import { formatPrice } from '@/lib/format';

import { deskTime } from '../logic/desk-format';
import { actorOf, DESK_STATUS_LABEL } from '../logic/status-labels';

/** What an entry did, with its details (carrier and number, amount and units). */
function whatOf(order: OrderRecord, entry: OrderHistoryEntry): string {
  const units = (entry.lines ?? [])
    .map(({ line, quantity }) => `${quantity} × ${order.lines[line]?.title ?? `line ${line + 1}`}`)
    .join(', ');
  switch (entry.event) {
    case 'shipped':
      return `${entry.correction ? 'Tracking corrected' : 'Shipped'}: ${entry.carrier ?? ''}, ${entry.trackingNumber ?? ''}`;
    case 'refunded':
      return `Refunded ${formatPrice(entry.amount ?? 0)}${units ? ` (${units})` : ''}`;
    case 'review-resolved':
      return `Review resolved: ${entry.decision === 'fulfil' ? 'fulfil' : 'refund'}`;
    default:
      return entry.event.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
  }
}

const statusOf = (status: string) =>
  Object.hasOwn(DESK_STATUS_LABEL, status) ? DESK_STATUS_LABEL[status as OrderRecord['status']] : status;

/** The order's history, oldest first: when, what, the status it led to, and who. */
export function OrderHistory({ order }: { order: OrderRecord }) {
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
          {order.history.map((entry, at) => (
            <tr key={`${entry.event}-${at}`} className="border-b border-gray-200">
              <td className="whitespace-nowrap px-3 py-2">{entry.at === null ? '—' : deskTime(entry.at)}</td>
              <td className="px-3 py-2">{whatOf(order, entry)}</td>
              <td className="px-3 py-2">{statusOf(entry.status)}</td>
              <td className="px-3 py-2">{actorOf(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
