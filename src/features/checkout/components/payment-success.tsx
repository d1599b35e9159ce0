import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { authAtom } from '@/features/auth';
import { emptyCartAtom } from '@/features/cart';
import { HOME_PATH } from '@/lib/routes';

import { useWatchedOrder } from '../hooks/use-watched-order';
import { forgetAttempt } from '../logic/checkout-attempt';
import { PAYMENT_CHECK_MESSAGES } from '../logic/checkout-page-messages';
import { ORDER_STATUS_TEXT } from '../logic/order-status-text';
import { checkPayment, type PaymentCheck } from '../logic/payment-check';

/** What the page says while its link is not (or not yet) a confirmed payment, read when shown. */
const CHECK_TEXT: Record<Exclude<PaymentCheck, 'confirmed'>, string> = {
  get checking() {
    return PAYMENT_CHECK_MESSAGES.checking;
  },
  get 'not-found'() {
    return PAYMENT_CHECK_MESSAGES.notFound;
  },
  get unreachable() {
    return PAYMENT_CHECK_MESSAGES.unreachable;
  },
  get 'under-review'() {
    return PAYMENT_CHECK_MESSAGES.underReview;
  },
};

/**
 * Payment success (spec §2): thanks, the cart emptied here and on the account, and the order's
 * status as the server knows it, following it from pending to paid. Only for a payment of this
 * shopper's on the session Stripe named in the link: any other link changes nothing and says so.
 */
export function PaymentSuccess() {
  const { t } = useLingui();
  const { user, loading } = useAtomValue(authAtom);
  const emptyCart = useSetAtom(emptyCartAtom);
  const [params] = useSearchParams();
  const link = { orderId: params.get('order'), sessionId: params.get('session_id') };
  const read = useWatchedOrder(link.sessionId ? link.orderId : null, user?.uid);
  const check = checkPayment(link, { uid: user?.uid, loading }, read);
  // Confirmed means read: the order is there; the status it shows follows its later reads.
  const status = read.state === 'read' ? read.order?.status : undefined;
  const statusText = status ? ORDER_STATUS_TEXT[status] : '';
  const emptied = useRef(false);

  useEffect(() => {
    if (check !== 'confirmed' || emptied.current) return;
    emptied.current = true;
    forgetAttempt();
    void emptyCart().catch((error: unknown) =>
      console.error('Failed to empty the cart after payment:', error),
    );
  }, [check, emptyCart]);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <PageTitle title={t`Payment Successful`}>{t`Payment Successful`}</PageTitle>
      {check === 'confirmed' ? (
        <>
          <p className="mt-2 text-xl font-semibold text-gray-900">{t`Thank you for your purchase`}</p>
          <p className="mt-2 text-gray-700">{t`Your payment has been processed successfully`}</p>
          <p role="status" className="mt-4 rounded-md bg-gray-50 p-3 text-gray-800">
            <Trans>
              Order status: <strong data-testid="order-status">{statusText}</strong>
            </Trans>
          </p>
        </>
      ) : (
        <p role="status" data-testid="payment-check" data-check={check} className="mt-2 text-gray-800">
          {CHECK_TEXT[check]}
        </p>
      )}
      <ButtonLink to={HOME_PATH} className="mt-6">
        {t`Go Back Home`}
      </ButtonLink>
    </section>
  );
}
