import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { authAtom } from '@/features/auth';
import { CART_PATH, HOME_PATH } from '@/lib/routes';

import { useReleaseHold, type CancelCheck } from '../hooks/use-release-hold';
import { cancelLinkOf } from '@/domain/cancel-link';

/** What the page says of its link; the cancelled payment's sentence is spec §2's. */
const CANCEL_TEXT: Record<CancelCheck, MessageDescriptor> = {
  checking: msg`Checking your checkout…`,
  cancelled: msg`Your payment was not completed. Please try again or use another payment method`,
  'nothing-to-cancel': msg`There is nothing to cancel for this link. No checkout of yours was changed.`,
};

/**
 * Payment cancelled (spec §2): nothing was charged, the cart is as it was, the held units go back.
 * Only for the checkout whose payment page sent the shopper here: any other link (a bare
 * /cancel?order=…) cancels nothing and says so, under the spec's heading.
 */
export function PaymentCancelled() {
  const { t } = useLingui();
  const { user, loading } = useAtomValue(authAtom);
  const link = cancelLinkOf(useSearchParams()[0]);
  const check = useReleaseHold(link, { uid: user?.uid, loading });
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <PageTitle title={t`Payment Cancelled`}>{t`Payment Cancelled`}</PageTitle>
      <p role="status" data-testid="cancel-check" data-check={check} className="mt-2 text-gray-700">
        {t(CANCEL_TEXT[check])}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={HOME_PATH}>{t`Back to Home`}</ButtonLink>
        <ButtonLink to={CART_PATH} variant="outline">
          {t`Return to your cart`}
        </ButtonLink>
      </div>
    </section>
  );
}
