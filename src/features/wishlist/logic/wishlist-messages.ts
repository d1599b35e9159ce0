import { WISHLIST_MAX } from './wishlist-changes';

/** What the wishlist says to the shopper. */
export const WISHLIST_MESSAGES = {
  full: `Your wishlist is full: it keeps up to ${WISHLIST_MAX} products. Remove one to save another.`,
  notStored: 'Your wishlist could not be saved on this device. Please try again.',
  empty: 'Your wishlist is empty. Tap the heart on a product to save it for later.',
  visitor:
    'Kept on this device. Log in to keep your wishlist on all your devices and be told of price drops and restocks.',
  unknownProduct: 'This product is no longer in the catalog.',
} as const;

/** A heart's accessible name: the same whether pressed or not, as a toggle button's should be. */
export const heartLabel = (title: string) => `Save ${title} to wishlist`;

/** The Remove button of a wishlist row. */
export const removeLabel = (title: string) => `Remove ${title} from wishlist`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The header entry's accessible name: what it leads to, and its counts when there are any. */
export const wishlistLinkLabel = (saved: number, unread: number) =>
  [
    'Wishlist',
    ...(saved > 0 ? [plural(saved, 'product saved', 'products saved')] : []),
    ...(unread > 0 ? [plural(unread, 'unread notice', 'unread notices')] : []),
  ].join(', ');
