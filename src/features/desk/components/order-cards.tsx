import { useLingui } from '@lingui/react/macro';

import { orderNumber, type OrderRecord } from '@/features/orders';
import { formatPrice } from '@/lib/format';
import { deskOrderPath } from '../logic/paths';

import { customerOf, deskTime } from '../logic/desk-format';
import { DESK_STATUS_LABEL } from '../logic/status-labels';
import { Link } from '@/components/link';

/**
 * The desk's orders on a phone, where the table's five columns would not fit: one card for each,
 * the number and total on top, the customer, then the status and when it was placed in the desk
 * order page's words.
 */
export function OrderCards({ orders, className = '' }: { orders: OrderRecord[]; className?: string }) {
  const { t } = useLingui();
  const placedAt = (createdAt: number) => {
    const placed = deskTime(createdAt);
    return t`placed ${placed}`;
  };
  return (
    <ul
      className={`divide-y divide-gray-200 border-y border-gray-200 ${className}`}
      data-testid="desk-order-cards"
    >
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 py-2">
          <Link to={deskOrderPath(order.id)} className="font-mono font-semibold text-blue-800 underline">
            {orderNumber(order.id)}
          </Link>
          <span className="ml-auto font-semibold">{formatPrice(order.total)}</span>
          <span className="w-full">{customerOf(order.billing)}</span>
          <span className="w-full text-sm text-gray-800">
            {DESK_STATUS_LABEL[order.status]}
            {order.createdAt ? ` · ${placedAt(order.createdAt)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
