import type { ReactNode } from 'react';

import { orderNumber, type OrderRecord } from '@/features/orders';
import { formatPrice } from '@/lib/format';

import { customerOf, deskTime } from '../logic/desk-format';
import { deskOrderPath } from '../logic/paths';
import { Link } from '@/components/link';

/**
 * One order of a list the operator must look at (the review queue, the orders released without
 * Stripe's word): its number, opening its desk page, when it was placed, its customer and total,
 * then what the list says of it (`children`).
 */
export function FlaggedOrder({
  order,
  children,
}: {
  order: Pick<OrderRecord, 'id' | 'createdAt' | 'billing' | 'total'>;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
      <Link to={deskOrderPath(order.id)} className="font-mono font-semibold text-blue-800 underline">
        {orderNumber(order.id)}
      </Link>
      <span className="text-sm text-gray-800">{order.createdAt ? deskTime(order.createdAt) : '—'}</span>
      <span>{customerOf(order.billing)}</span>
      <span className="font-semibold">{formatPrice(order.total)}</span>
      {children}
    </li>
  );
}
