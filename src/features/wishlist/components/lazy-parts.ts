// Everything of the wishlist that the shop's frame draws, in the chunk its index loads (see
// index.ts): the controls drawn on every page, the list, and the sync the live page runs.
export { WishlistHeart } from './wishlist-heart';
export { WishlistLink } from './wishlist-link';
export { WishlistSync } from './wishlist-sync';
export { WishlistToggle } from './wishlist-toggle';
export { WishlistView } from './wishlist-view';
