import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { formatPrice } from '@/lib/format';

import { cartLinesAtom, cartLoadedAtom } from '../atoms';
import { useSaveCart } from '../hooks/use-save-cart';
import { priceLines, type CatalogEntry } from '../logic/priced-lines';
import { CartRow } from './cart-row';

const linkButton =
  'inline-flex items-center justify-center rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:(outline-2 outline-offset-2 outline-blue-700)';

/** The cart page (spec §2 Cart): its lines at today's prices, the total, Save Cart and the way to checkout. */
export function CartView({ catalog }: { catalog: readonly CatalogEntry[] | undefined }) {
  const lines = useAtomValue(cartLinesAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  const { save, saving } = useSaveCart();
  const priced = priceLines(lines, catalog);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle title="Your Cart">Your Cart</PageTitle>
        {lines.length > 0 && (
          <Link to="/checkout" className={linkButton}>
            Proceed to checkout
          </Link>
        )}
      </div>
      {!loaded ? (
        <p role="status" className="text-gray-700">
          Loading your cart…
        </p>
      ) : lines.length === 0 ? (
        <div className="rounded-lg bg-white p-8 text-center shadow">
          <p className="mb-4 text-lg text-gray-800">Your cart is empty.</p>
          <Link to="/products" className={linkButton}>
            Browse products
          </Link>
        </div>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
