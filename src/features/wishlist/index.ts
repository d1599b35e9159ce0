import { createElement, memo, type ComponentType } from 'react';

import { LivePart } from '@/components/live-part';
import { lazyLoaded } from '@/lib/lazy-loaded';
import { loadWhenOnline } from '@/lib/load-when-online';

/*
 * This index is imported by the shop's frame (cards, the header), so what it offers is drawn from
 * one chunk of its own (the `wishlist` group in vite.config.ts) and the script a page needs before
 * it is live does not grow with the wishlist. That chunk is asked for as the page hydrates, as it
 * draws the controls of every page (card hearts, the product page's button, the header's entry): a
 * prerendered page shows their markup meanwhile (the prerender loads them ahead,
 * preloadWishlistControls), and a tap on a heart before it is live is held and played once it is
 * (lib/early-taps.ts). Firestore comes only with the first read or write of the account.
 */
const loadParts = () => loadWhenOnline(() => import('./components/lazy-parts'));

/**
 * Under a boundary of its own, so that while its chunk loads nothing else waits (nothing is drawn).
 * Memoised, on props that are plain values: a prerendered boundary that receives an update before
 * its chunk has come is drawn afresh instead of hydrated (React gives up on it), and the markup a
 * shopper tapped is replaced, the tap lost.
 */
const ownBoundary = <P extends object>(Component: ComponentType<P>) =>
  memo((props: P) => createElement(LivePart, null, createElement(Component, props)));

const heart = lazyLoaded(loadParts, (parts) => parts.WishlistHeart);
const toggle = lazyLoaded(loadParts, (parts) => parts.WishlistToggle);
const link = lazyLoaded(loadParts, (parts) => parts.WishlistLink);

/** A product card's heart (a toggle button) for product `id`; the card places it with `className`. */
export const WishlistHeart = ownBoundary(heart.Component);
/** The product page's Wishlist button (a toggle button). */
export const WishlistToggle = ownBoundary(toggle.Component);
/** The header's entry: the wishlist and its unread notices, with their counts. */
export const WishlistLink = ownBoundary(link.Component);

/** Loads the controls ahead: the prerender does, so they are drawn in the page's HTML. */
export const preloadWishlistControls = () => Promise.all([heart.preload(), toggle.preload(), link.preload()]);

/** The wished products with Add to cart and Remove (the /wishlist page, the dashboard's tab). */
export const WishlistView = ownBoundary(lazyLoaded(loadParts, (parts) => parts.WishlistView).Component);

/** Keeps the wishlist in step with the device, other tabs and the account while the app is live. */
export const WishlistSync = ownBoundary(lazyLoaded(loadParts, (parts) => parts.WishlistSync).Component);
