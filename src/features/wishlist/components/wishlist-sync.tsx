import { useWishlistSync } from '../hooks/use-wishlist-sync';

/** Keeps the wishlist in step while the app is live (see useWishlistSync); draws nothing. */
export function WishlistSync() {
  useWishlistSync();
  return null;
}
