import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { OrderRecord } from '@/features/orders';

import { auditOf, type AuditEntry } from '../logic/audit';
import { deskTime } from '../logic/desk-format';
import { whatOf } from '../logic/history-words';
import { actorOf, DESK_STATUS_LABEL } from '../logic/status-labels';

const statusOf = (status: string) =>
  Object.hasOwn(DESK_STATUS_LABEL, status) ? DESK_STATUS_LABEL[status as OrderRecord['status']] : status;

/** The table's column headings. */
const HEADINGS = [msg`When`, msg`What`, msg`Status`, msg`Who`];

/**
 * The order's history, oldest first: when, what, the status it led to, and who (the admin from
 * the order's audit record, which only admins read).
 */
export function OrderHistory({ order, audit }: { order: OrderRecord; audit: readonly AuditEntry[] }) {
  const { t } = useLingui();
  if (order.history.length === 0)
    return <p className="text-gray-700">{t`No history was recorded for this order.`}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="order-history">
        <caption className="sr-only">{t`History of the order, oldest first`}</caption>
        <thead className="border-b border-gray-300 text-gray-800">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading.id} scope="col" className="px-3 py-2 font-semibold">
                {t(heading)}
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
