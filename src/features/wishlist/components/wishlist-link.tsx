import { useAtomValue } from 'jotai';

import { unreadNoticeCountAtom } from '@/features/notices';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatNumber } from '@/lib/format';
import { useLingui } from '@/lib/i18n';
import { WISHLIST_PATH } from '@/lib/routes';

import { wishlistAtom } from '../atoms';
import { wishlistLinkLabel } from '../logic/wishlist-messages';
import { HeartIcon } from './heart-icon';
import { Link } from '@/components/link';

const BADGE =
  'absolute -right-2 min-w-5 rounded-full px-1 text-center text-xs font-bold leading-5 text-white';

/**
 * The header's wishlist entry: the number of products saved, and of notices not read yet (price
 * drops, back in stock), which the wishlist page lists. Counts show once the page is live.
 */
export function WishlistLink() {
  useLingui();
  const live = useHydrated();
  const saved = useAtomValue(wishlistAtom).ids.length;
  const unread = useAtomValue(unreadNoticeCountAtom);
  const [count, news] = live ? [saved, unread] : [0, 0];
  return (
    <Link
      to={WISHLIST_PATH}
      data-testid="wishlist-link"
      aria-label={wishlistLinkLabel(count, news)}
      className="flex shrink-0 items-center rounded-md px-2 py-1.5 text-gray-900 hover:text-blue-800 focus-visible:(outline-solid outline-2 outline-blue-700)"
    >
      <span className="relative" aria-hidden="true">
        <HeartIcon className="h-6 w-6" />
        {count > 0 && <span className={`${BADGE} -top-2 bg-blue-700`}>{formatNumber(count)}</span>}
        {news > 0 && <span className={`${BADGE} -bottom-2 bg-red-700`}>{formatNumber(news)}</span>}
      </span>
    </Link>
  );
}
