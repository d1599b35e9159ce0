import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { unverifiedEmailAtom } from '@/features/auth';
import { ApproximatePrice } from '@/features/currency';
import { UNVERIFIED_ORDER_UNITS } from '@/domain/shop-rules';
import { formatPrice } from '@/lib/format';
import { CHECKOUT_PATH, HOME_PATH } from '@/lib/routes';

import { cartLinesAtom } from '../atoms';
import { useSaveCart } from '../hooks/use-save-cart';
import { verifyForMoreMessage } from '../logic/cart-messages';
import { priceLines, type CatalogEntry } from '../logic/priced-lines';
import { CartRow } from './cart-row';
import { WithCartLines } from './with-cart-lines';

/** The cart page (spec §2 Cart): its lines at today's prices, the total, Save Cart and the way to checkout. */
export function CartView({ catalog }: { catalog: readonly CatalogEntry[] | undefined }) {
  const { t } = useLingui();
  const lines = useAtomValue(cartLinesAtom);
  const { save, saving } = useSaveCart();
  const priced = priceLines(lines, catalog);
  const total = formatPrice(priced.total);
  // An address still to verify holds a few units at checkout; the banner above sends the link.
  const verifyFirst =
    useAtomValue(unverifiedEmailAtom) !== null && priced.totalItems > UNVERIFIED_ORDER_UNITS;

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb crumbs={[{ label: t`Home`, to: HOME_PATH }, { label: t`Cart` }]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t`Your Cart`}>{t`Your Cart`}</PageTitle>
        {lines.length > 0 && <ButtonLink to={CHECKOUT_PATH}>{t`Proceed to checkout`}</ButtonLink>}
      </div>
      <WithCartLines>
        <ul aria-label={t`Cart items`} className="divide-y divide-gray-200 rounded-lg bg-white shadow">
          {priced.lines.map((pricedLine) => (
            <CartRow key={`${pricedLine.line.id}:${pricedLine.line.variant}`} priced={pricedLine} />
          ))}
        </ul>
        {verifyFirst && (
          <p role="note" className="mt-4 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {verifyForMoreMessage()}
          </p>
        )}
        <p className="mt-4 text-sm font-medium text-red-700">
          <Trans>
            Your cart is saved to your account automatically whenever you are online; Save Cart saves it right
            now. Logging out clears the cart from this device.
          </Trans>
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 shadow">
          <p className="text-lg font-semibold text-gray-900">
            <Trans>
              Total Price: <span data-testid="cart-total">{total}</span>
            </Trans>{' '}
            <ApproximatePrice dollars={priced.total} className="font-normal" />
          </p>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {saving ? t`Saving…` : t`Save Cart`}
          </Button>
        </div>
      </WithCartLines>
    </section>
  );
}
