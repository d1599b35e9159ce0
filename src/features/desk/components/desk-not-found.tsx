import { useLingui } from '@lingui/react/macro';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { DESK_TAB_PATH } from '../logic/paths';

/** An order or product the desk has no record of. */
export function DeskNotFound({ what }: { what: 'Order' | 'Product' }) {
  const { t } = useLingui();
  // Each in words of its own: other languages decline or gender the noun.
  const [title, text] =
    what === 'Order'
      ? [t`Order not found`, t`The shop has no order with this ID.`]
      : [t`Product not found`, t`The shop has no product with this ID.`];
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-800">404</p>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mb-6 text-gray-700">{text}</p>
      <ButtonLink to={DESK_TAB_PATH}>{t`Back to the desk`}</ButtonLink>
    </section>
  );
}
