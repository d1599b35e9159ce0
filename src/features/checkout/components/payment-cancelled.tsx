import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { currentUserAtom } from '@/features/auth';

import { useReleaseHold } from '../hooks/use-release-hold';

/** Payment cancelled (spec §2): nothing was charged, the cart is as it was, the held units go back. */
export function PaymentCancelled() {
  const user = useAtomValue(currentUserAtom);
  useReleaseHold(useSearchParams()[0].get('order'), user?.uid);
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
