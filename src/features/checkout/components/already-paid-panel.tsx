import { Trans } from '@lingui/react/macro';

import { useLingui } from '@/lib/i18n';

import { ORDERS_TAB_PATH } from '@/lib/routes';

import { ALREADY_PAID_MESSAGES, CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';
import type { PaidStatus } from '../logic/checkout-refusal';
import { ORDER_STATUS_TEXT } from '../logic/order-status-text';
import { Link } from '@/components/link';

/**
 * Checkout's answer when this order was paid already: the order, not a payment.
 * It links to the dashboard's Orders tab, not the order's success page: that page needs the
 * payment's session id, which only Stripe's redirect carries.
 */
export function AlreadyPaidPanel({ orderId, status }: { orderId: string; status: PaidStatus }) {
  useLingui();
  const number = orderId.slice(0, 8).toUpperCase();
  const statusText = ORDER_STATUS_TEXT[status];
  return (
    <div
      role="status"
      data-testid="already-paid"
      className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <p className="font-semibold">{ALREADY_PAID_MESSAGES[status]}</p>
      <p className="mt-1 text-sm">
        <Trans>
          Order <span className="font-mono">{number}</span>:{' '}
          <strong data-testid="already-paid-status">{statusText}</strong>
        </Trans>
      </p>
      <Link to={ORDERS_TAB_PATH} className="mt-2 inline-block font-semibold underline">
        {CHECKOUT_PAGE_MESSAGES.seeOrders}
      </Link>
    </div>
  );
}
