import { plural, t } from '@lingui/core/macro';

import { formatNumber } from '@/lib/format';

import { WISHLIST_MAX } from './wishlist-changes';

/** What the wishlist says to the shopper, each read in the shopper's language when it is shown. */
export const WISHLIST_MESSAGES = {
  get full() {
    const max = formatNumber(WISHLIST_MAX);
    return t`Your wishlist is full: it keeps up to ${max} products. Remove one to save another.`;
  },
  get notStored() {
    return t`Your wishlist could not be saved on this device. Please try again.`;
  },
  get empty() {
    return t`Your wishlist is empty. Tap the heart on a product to save it for later.`;
  },
  get visitor() {
    return t`Kept on this device. Log in to keep your wishlist on all your devices and be told of price drops and restocks.`;
  },
  get unknownProduct() {
    return t`This product is no longer in the catalog.`;
  },
};

/** A heart's accessible name: the same whether pressed or not, as a toggle button's should be. */
export const heartLabel = (title: string) => t`Save ${title} to wishlist`;

/** The Remove button of a wishlist row. */
export const removeLabel = (title: string) => t`Remove ${title} from wishlist`;

/** The Remove button of a wished product the catalog no longer knows, named by its number. */
export const removeUnknownLabel = (id: number) => t`Remove product ${id} from wishlist`;

/** The header entry's accessible name: what it leads to, and its counts when there are any. */
export const wishlistLinkLabel = (saved: number, unread: number) =>
  [
    t`Wishlist`,
    ...(saved > 0 ? [plural(saved, { one: '# product saved', other: '# products saved' })] : []),
    ...(unread > 0 ? [plural(unread, { one: '# unread notice', other: '# unread notices' })] : []),
  ].join(', ');
