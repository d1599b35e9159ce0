import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { currentUserAtom, type ReturnState } from '@/features/auth';
import { catalogAtom, catalogLoadingAtom } from '@/features/catalog';
import { formatNumber } from '@/lib/format';
import { LOGIN_PATH } from '@/lib/routes';

import { wishlistAtom } from '../atoms';
import { WISHLIST_MESSAGES } from '../logic/wishlist-messages';
import { UnknownWishlistRow, WishlistRow } from './wishlist-row';
import { Link } from '@/components/link';

/**
 * The wished products, newest first, from the catalog on the device (so offline too): the
 * /wishlist page's and the dashboard's Wishlist tab. A visitor is told it is kept on this device.
 */
export function WishlistView({ heading: Heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const id = useId();
  const { ids, loaded } = useAtomValue(wishlistAtom);
  const catalog = useAtomValue(catalogAtom);
  const catalogLoading = useAtomValue(catalogLoadingAtom);
  const user = useAtomValue(currentUserAtom);
  const { pathname } = useLocation();
  const byId = useMemo(() => new Map((catalog ?? []).map((product) => [product.id, product])), [catalog]);
  const newestFirst = [...ids].reverse();
  const saved = formatNumber(ids.length);
  return (
    <section aria-labelledby={`${id}-saved`} className="flex flex-col gap-2">
      <Heading id={`${id}-saved`} className="text-lg font-semibold">
        {loaded && ids.length > 0 ? t`Saved products (${saved})` : t`Saved products`}
      </Heading>
      {!user && (
        <p className="text-sm text-gray-700">
          {WISHLIST_MESSAGES.visitor}{' '}
          <Link
            to={LOGIN_PATH}
            state={{ from: pathname } satisfies ReturnState}
            className="font-semibold text-blue-800 underline"
          >
            {t`Login`}
          </Link>
        </p>
      )}
      {!loaded || catalogLoading ? (
        <p role="status" className="text-gray-700">
          {t`Loading your wishlist…`}
        </p>
      ) : newestFirst.length === 0 ? (
        <p className="text-gray-700">{WISHLIST_MESSAGES.empty}</p>
      ) : (
        <ul aria-label={t`Saved products`}>
          {newestFirst.map((productId) => {
            const product = byId.get(productId);
            return product ? (
              <WishlistRow key={productId} product={product} />
            ) : (
              <UnknownWishlistRow key={productId} id={productId} />
            );
          })}
        </ul>
      )}
    </section>
  );
}
