import { t } from '@lingui/core/macro';

import { formatPrice } from '@/lib/format';

import type { OrderRecord } from '../types';
import { refundedTotal } from './order-record';

/**
 * What the shopper paid, and what came back: one sentence for the order page and the receipt, in
 * the language spoken when it is asked for.
 */
export function paymentState(order: OrderRecord): string {
  switch (order.status) {
    case 'pending':
      return t`Waiting for payment confirmation`;
    case 'expired':
    case 'cancelled': {
      const paid = formatPrice(order.total);
      return order.paidAt === null ? t`Not paid` : t`Paid ${paid}`;
    }
    case 'needs-review':
      return t`Payment received, being checked by our team`;
    default: {
      const paid = formatPrice(order.paidAmount === null ? order.total : order.paidAmount / 100);
      const refundedAmount = refundedTotal(order);
      const refunded = formatPrice(refundedAmount);
      return refundedAmount > 0 ? t`Paid ${paid}, ${refunded} refunded` : t`Paid ${paid}`;
    }
  }
}
