import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo } from 'react';

import { allProductsAtom, CardImage, CardTitleLink, ProductPrice } from '@/features/catalog';
import { useStoredIds } from '@/hooks/use-stored-ids';
import { useLingui } from '@/lib/i18n';

import { recentlyViewed } from '../local-db/recently-viewed-store';
import { afterViewing, listedViews } from '../logic/recently-viewed';

export const RECENTLY_VIEWED_MESSAGES = {
  get title() {
    return t`Recently Viewed`;
  },
};

/** How long a title may be on the small cards of this row. */
const TITLE_MAX = 40;

/**
 * The products last opened on this device, most recent first, as a row of small cards that
 * scrolls sideways; nothing when there are none. On a product page (`current`) it records that
 * product as opened and lists the others. From the catalog on the device, so offline too.
 */
export function RecentlyViewedSection({ current }: { current?: number }) {
  useLingui();
  const ids = useStoredIds(recentlyViewed);
  const catalog = useAtomValue(allProductsAtom);
  const products = useMemo(() => listedViews(ids, catalog, current), [ids, catalog, current]);
  const titleId = useId();

  useEffect(() => {
    if (current !== undefined) recentlyViewed.write(afterViewing(recentlyViewed.read(), current));
  }, [current]);

  if (products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-gray-900 sm:text-2xl">
          {RECENTLY_VIEWED_MESSAGES.title}
        </h2>
        <button
          type="button"
          onClick={() => recentlyViewed.write(current === undefined ? [] : [current])}
          className="rounded-md font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          <Trans>
            Clear<span className="sr-only"> recently viewed products</span>
          </Trans>
        </button>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-4 sm:gap-4">
        {products.map((product) => (
          <li
            key={product.id}
            className="relative flex w-40 shrink-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm hover:shadow-md"
          >
            <CardImage product={product} className="" />
            <h3 lang="en" className="text-sm font-semibold leading-snug text-gray-900">
              <CardTitleLink product={product} max={TITLE_MAX} />
            </h3>
            <ProductPrice product={product} className="mt-auto" />
          </li>
        ))}
      </ul>
    </section>
  );
}
