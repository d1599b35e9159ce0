import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PRODUCTS_PATH } from '@/lib/routes';

import { cartLinesAtom, cartLoadedAtom } from '../atoms';

/**
 * What the cart and checkout pages show before their contents: a loading note until the stored
 * cart has been read (no flash of "empty"), then an empty state leading to the products, or
 * `children` when the cart has lines.
 */
export function WithCartLines({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const lines = useAtomValue(cartLinesAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  if (!loaded)
    return (
      <p role="status" className="text-gray-700">
        {t`Loading your cart…`}
      </p>
    );
  if (lines.length === 0)
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow">
        <p className="mb-4 text-lg text-gray-800">{t`Your cart is empty.`}</p>
        <ButtonLink to={PRODUCTS_PATH}>{t`Browse products`}</ButtonLink>
      </div>
    );
  return children;
}
