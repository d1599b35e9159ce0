import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { currentUserAtom } from '@/features/auth';
import { emptyCartAtom } from '@/features/cart';

import { useOrderStatus } from '../hooks/use-order-status';
import { ORDER_STATUS_TEXT } from '../logic/order';

/**
 * Payment success (spec §2): thanks, and for a signed-in shopper the cart emptied here and on the
 * account, and the order's status as the server knows it, following it from pending to paid.
 */
export function PaymentSuccess() {
  const user = useAtomValue(currentUserAtom);
  const emptyCart = useSetAtom(emptyCartAtom);
  const orderId = useSearchParams()[0].get('order');
  const status = useOrderStatus(orderId, user?.uid);
  const emptied = useRef(false);

  useEffect(() => {
    if (!user?.uid || emptied.current) return;
    emptied.current = true;
    void emptyCart().catch((error: unknown) =>
      console.error('Failed to empty the cart after payment:', error),
    );
  }, [user?.uid, emptyCart]);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <PageTitle title="Payment Successful">Payment Successful</PageTitle>
      <p className="mt-2 text-xl font-semibold text-gray-900">Thank you for your purchase</p>
      <p className="mt-2 text-gray-700">Your payment has been processed successfully</p>
      {status && (
        <p role="status" className="mt-4 rounded-md bg-gray-50 p-3 text-gray-800">
          Order status: <strong data-testid="order-status">{ORDER_STATUS_TEXT[status]}</strong>
        </p>
      )}
      <ButtonLink to="/" className="mt-6">
        Go Back Home
      </ButtonLink>
    </section>
  );
}

/** Payment cancelled (spec §2): nothing was charged and the cart is as it was. */
export function PaymentCancelled() {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <PageTitle title="Payment Cancelled">Payment Cancelled</PageTitle>
      <p className="mt-2 text-gray-700">
        Your payment was not completed. Please try again or use another payment method
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/cart" variant="outline">
          Return to your cart
        </ButtonLink>
      </div>
    </section>
  );
}
