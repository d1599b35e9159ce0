import { t } from '@lingui/core/macro';

import type { OrderStatus } from '@/domain/order';

/**
 * How each status reads to the shopper, in their language. Apart from order.ts, whose types the
 * functions share: their bundle holds no catalogs.
 */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  get pending() {
    return t`Waiting for payment confirmation`;
  },
  get paid() {
    return t`Paid`;
  },
  get 'needs-review'() {
    return t`Being checked by our team`;
  },
  get expired() {
    return t`Not paid: the payment page expired`;
  },
  get shipped() {
    return t`Shipped`;
  },
  get delivered() {
    return t`Delivered`;
  },
  get 'partially-refunded'() {
    return t`Partially refunded`;
  },
  get refunded() {
    return t`Refunded`;
  },
  get cancelled() {
    return t`Cancelled`;
  },
};
