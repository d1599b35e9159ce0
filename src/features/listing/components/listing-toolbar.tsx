import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { LISTING_PAGE_SIZE } from '@/lib/constants';
import { formatNumber } from '@/lib/format';

import type { ListingPage } from '@/features/catalog';

interface ListingToolbarProps {
  listing: Omit<ListingPage<unknown>, 'pageCount'>;
  activeFilters: number;
  showCount: boolean;
  onOpenFilters: () => void;
  /** The sort control (the listing's or the search results'). */
  sort: ReactNode;
}

/** The result count (announced as it changes), the Filter button on small screens, and the sort. */
export function ListingToolbar({
  listing,
  activeFilters,
  showCount,
  onOpenFilters,
  sort,
}: ListingToolbarProps) {
  const { t } = useLingui();
  const firstIndex = (listing.page - 1) * LISTING_PAGE_SIZE + 1;
  const first = formatNumber(firstIndex);
  const last = formatNumber(firstIndex + listing.items.length - 1);
  const total = formatNumber(listing.total);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-gray-700">
        {showCount && (listing.total > 0 ? t`Showing ${first}–${last} of ${total}` : t`No products found!`)}
      </p>
      <div className="flex min-w-0 max-w-full items-center gap-2">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex items-center gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700) md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7z" />
          </svg>
          {t`Filter`}
          {activeFilters > 0 && (
            <span className="rounded-full bg-blue-700 px-1.5 text-xs text-white">
              {formatNumber(activeFilters)}
              <span className="sr-only"> {plural(activeFilters, { one: 'active', other: 'active' })}</span>
            </span>
          )}
        </button>
        {sort}
      </div>
    </div>
  );
}
