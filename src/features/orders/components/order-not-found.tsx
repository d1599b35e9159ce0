import { useLingui } from '@lingui/react/macro';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';

import { ORDERS_TAB_PATH } from '../logic/paths';

/** An order that does not exist, or is not the reader's: the two look alike, on purpose. */
export function OrderNotFound() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-800">404</p>
      <PageTitle title={t`Order not found`}>{t`Order not found`}</PageTitle>
      <p className="mb-6 text-gray-700">
        {t`We could not find this order among yours. Check the link, or see all your orders.`}
      </p>
      <ButtonLink to={ORDERS_TAB_PATH}>{t`See your orders`}</ButtonLink>
    </section>
  );
}
