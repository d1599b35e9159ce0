import { formatPrice } from '@/lib/format';

import type { OrderRecord } from '../types';
import { refundedTotal } from './order-record';

/** What the shopper paid, and what came back: one sentence for the order page and the receipt. */
export function paymentState(order: OrderRecord): string {
  switch (order.status) {
    case 'pending':
      return 'Waiting for payment confirmation';
    case 'expired':
    case 'cancelled':
      return order.paidAt === null ? 'Not paid' : `Paid ${formatPrice(order.total)}`;
    case 'needs-review':
      return 'Payment received, being checked by our team';
    default: {
      const paid = order.paidAmount === null ? order.total : order.paidAmount / 100;
      const refunded = refundedTotal(order);
      return refunded > 0
        ? `Paid ${formatPrice(paid)}, ${formatPrice(refunded)} refunded`
        : `Paid ${formatPrice(paid)}`;
    }
  }
}
