import { useLingui } from '@lingui/react/macro';

import { PAGINATION_NEIGHBOURS } from '@/lib/constants';
import { formatNumber } from '@/lib/format';

import { paginationWindow } from '../logic/pagination-window';

interface PaginationNavProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm sm:(h-10 min-w-10 px-3) font-semibold transition-colors focus-visible:(outline-2 outline-offset-2 outline-blue-700)';
const IDLE = 'border-gray-300 bg-white text-gray-900 hover:(border-blue-700 text-blue-800)';
const DISABLED = 'disabled:(cursor-not-allowed border-gray-200 bg-gray-100 text-gray-500)';

/** Prev, the window of pages with ellipses (spec §9), Next. */
export function PaginationNav({ page, pageCount, onPage }: PaginationNavProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pageLabel = (item: number) => {
    const number = formatNumber(item);
    return t`Page ${number}`;
  };
  return (
    <nav aria-label={t`Pagination`} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button
            type="button"
            className={`${BUTTON} ${IDLE} ${DISABLED}`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t`Prev`}
          </button>
        </li>
        {paginationWindow(page, pageCount, PAGINATION_NEIGHBOURS).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
                className={`${BUTTON} ${item === page ? 'border-blue-700 bg-blue-700 text-white' : IDLE}`}
              >
                {formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${BUTTON} ${IDLE} ${DISABLED}`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t`Next`}
          </button>
        </li>
      </ul>
    </nav>
  );
}
