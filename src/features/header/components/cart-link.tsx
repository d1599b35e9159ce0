import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { CartIcon } from '@/components/icons';
import { formatNumber, formatPrice } from '@/lib/format';
import { CART_PATH } from '@/lib/routes';

import { pricedCartAtom } from '../atoms';
import { Link } from '@/components/link';

/**
 * The cart with its total price at today's prices. It always leads to /cart, whose guard sends a
 * visitor who is not signed in to log in (spec §2): a tap before the page knows who is signed in
 * (a prerendered page before it is live) then still takes a signed-in shopper to the cart.
 */
export function CartLink() {
  const { t } = useLingui();
  const { totalItems, total } = useAtomValue(pricedCartAtom);
  return (
    <Link
      to={CART_PATH}
      data-testid="cart-link"
      className="flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-gray-900 hover:text-blue-800 focus-visible:(outline-solid outline-2 outline-blue-700)"
    >
      <span className="relative">
        <CartIcon className="h-6 w-6" />
        {totalItems > 0 && (
          <span className="absolute -right-2 -top-2 min-w-5 rounded-full bg-blue-700 px-1 text-center text-xs font-bold leading-5 text-white">
            {formatNumber(totalItems)}
            {/* The badge shows the number; a screen reader hears the noun after it too. */}
            <span className="sr-only"> {plural(totalItems, { one: 'item', other: 'items' })}</span>
          </span>
        )}
      </span>
      <span className="sr-only">{t`Cart`}</span>
      <span className="text-sm font-semibold">{formatPrice(total)}</span>
    </Link>
  );
}
