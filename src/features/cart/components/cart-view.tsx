import { useAtomValue } from 'jotai';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { formatPrice } from '@/lib/format';
import { CHECKOUT_PATH, HOME_PATH } from '@/lib/routes';

import { cartLinesAtom } from '../atoms';
import { useSaveCart } from '../hooks/use-save-cart';
import { priceLines, type CatalogEntry } from '../logic/priced-lines';
import { CartRow } from './cart-row';
import { WithCartLines } from './with-cart-lines';

/** The cart page (spec §2 Cart): its lines at today's prices, the total, Save Cart and the way to checkout. */
export function CartView({ catalog }: { catalog: readonly CatalogEntry[] | undefined }) {
  const lines = useAtomValue(cartLinesAtom);
  const { save, saving } = useSaveCart();
  const priced = priceLines(lines, catalog);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb crumbs={[{ label: 'Home', to: HOME_PATH }, { label: 'Cart' }]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Your Cart">Your Cart</PageTitle>
        {lines.length > 0 && <ButtonLink to={CHECKOUT_PATH}>Proceed to checkout</ButtonLink>}
      </div>
      <WithCartLines>
        <ul aria-label="Cart items" className="divide-y divide-gray-200 rounded-lg bg-white shadow">
          {priced.lines.map((pricedLine) => (
            <CartRow key={`${pricedLine.line.id}:${pricedLine.line.variant}`} priced={pricedLine} />
          ))}
        </ul>
        <p className="mt-4 text-sm font-medium text-red-700">
          Your cart is saved to your account automatically whenever you are online; Save Cart saves it right
          now. Logging out clears the cart from this device.
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 shadow">
          <p className="text-lg font-semibold text-gray-900">
            Total Price: <span data-testid="cart-total">{formatPrice(priced.total)}</span>
          </p>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save Cart'}
          </Button>
        </div>
      </WithCartLines>
    </section>
  );
}
