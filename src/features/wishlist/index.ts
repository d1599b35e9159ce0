import { ownLivePart } from '@/components/live-part';
import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

/*
 * This index is imported by the shop's frame (cards, the header), so what it offers is drawn from
 * one chunk of its own (the `wishlist` group in vite.config.ts) and the script a page needs before
 * it is live does not grow with the wishlist. That chunk is asked for as the page hydrates, as it
 * draws the controls of every page (card hearts, the product page's button, the header's entry): a
 * prerendered page shows their markup meanwhile (the prerender loads them ahead,
 * preloadWishlistControls), and a tap on a heart before it is live is held and played once it is
 * (lib/early-taps.ts). Firestore comes only with the first read or write of the account. Each is a
 * part of its own, memoised on its plain-value props (ownLivePart).
 */
const loadParts = () => loadWhenOnline(() => import('./components/lazy-parts'));

const heart = lazyLoaded(loadParts, (parts) => parts.WishlistHeart);
const toggle = lazyLoaded(loadParts, (parts) => parts.WishlistToggle);
const link = lazyLoaded(loadParts, (parts) => parts.WishlistLink);

/** A product card's heart (a toggle button) for product `id`; the card places it with `className`. */
export const WishlistHeart = ownLivePart(heart.Component);
/** The product page's Wishlist button (a toggle button). */
export const WishlistToggle = ownLivePart(toggle.Component);
/** The header's entry: the wishlist and its unread notices, with their counts. */
export const WishlistLink = ownLivePart(link.Component);

/**
 * The wishlist's chunk: its controls with the store they write to, and the notices'. The offline
 * kit (app/offline-kit.ts) asks for it as the page starts.
 */
export const loadWishlistCode = loadParts;

/** Loads the controls ahead: the prerender does, so they are drawn in the page's HTML. */
export const preloadWishlistControls = () => Promise.all([heart.preload(), toggle.preload(), link.preload()]);

/** The wished products with Add to cart and Remove (the /wishlist page, the dashboard's tab). */
export const WishlistView = ownLivePart(lazyLoaded(loadParts, (parts) => parts.WishlistView).Component);

/** Keeps the wishlist in step with the device, other tabs and the account while the app is live. */
export const WishlistSync = ownLivePart(lazyLoaded(loadParts, (parts) => parts.WishlistSync).Component);
