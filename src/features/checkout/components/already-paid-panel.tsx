import { Link } from 'react-router-dom';

import { ORDERS_TAB_PATH } from '@/lib/routes';

import { ALREADY_PAID_MESSAGES, CHECKOUT_MESSAGES } from '../logic/checkout-messages';
import type { PaidStatus } from '../logic/checkout-refusal';
import { ORDER_STATUS_TEXT } from '../logic/order';

/**
 * Checkout's answer when this order was paid already (issue 22 item 2): the order, not a payment.
 * It links to the dashboard's Orders tab, not the order's success page: that page needs the
 * payment's session id, which only Stripe's redirect carries.
 */
export function AlreadyPaidPanel({ orderId, status }: { orderId: string; status: PaidStatus }) {
  return (
    <div
      role="status"
      data-testid="already-paid"
      className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <p className="font-semibold">{ALREADY_PAID_MESSAGES[status]}</p>
      <p className="mt-1 text-sm">
        Order <span className="font-mono">{orderId.slice(0, 8).toUpperCase()}</span>:{' '}
        <strong data-testid="already-paid-status">{ORDER_STATUS_TEXT[status]}</strong>
      </p>
      <Link to={ORDERS_TAB_PATH} className="mt-2 inline-block font-semibold underline">
        {CHECKOUT_MESSAGES.seeOrders}
      </Link>
    </div>
  );
}
