import { sessionCode, signedInHere } from '@/features/auth';
import { cartDeviceCode } from '@/features/cart';
import { loadWishlistCode } from '@/features/wishlist';
import { whenSettled } from '@/lib/idle';
import { loadWhenOnline } from '@/lib/lazy-loaded';
import { onSessionStart, SESSION_LATEST_MS, startSession } from '@/lib/session-start';
import { localDbCode } from '@/lib/local-db';
import { CART_PATH, COMPARE_PATH, WISHLIST_PATH } from '@/lib/routes';
import { loadSonner } from '@/lib/toast';

import { preloadRoute } from './router';

/**
 * What a shopper can do offline, there before the shopper can do it: the code that keeps a change
 * on the device and confirms it, outside the first script, asked for as the page starts (beside
 * the live session, app.tsx) and fetched again until it comes (lib/lazy-loaded). Until the service
 * worker controls the page, a chunk not fetched by then cannot be fetched offline; a change that
 * needs code still missing is held on the page and stored once it arrives (lib/held-changes).
 *
 * | code                                   | what it keeps or says                                 |
 * |----------------------------------------|-------------------------------------------------------|
 * | the IndexedDB wrapper (idb)            | every store on the device: cart, wishlist, notices,   |
 * |                                        | profile outbox, catalog                               |
 * | the cart's store, outbox and channel   | Add to cart, + and −, Remove                          |
 * | the wishlist's chunk                   | the hearts and the Wishlist button with their store,  |
 * |                                        | notices marked read                                   |
 * | the toasts (sonner)                    | every confirmation of a change                        |
 * | the Auth client and session observer   | who the shopper is, restored from the device: Add to  |
 * | (for a shopper signed in on this device)| cart waits for it                                     |
 * | the cart, wishlist and compare pages    | where a shopper goes next to see or change them       |
 *
 * Every other control that changes something is drawn from the chunk that stores it (Compare and
 * recently viewed keep a few ids in localStorage; the profile form's page imports its outbox), so
 * it answers only once that code is here. docs/architecture.md ("Offline from the first visit")
 * lists every lazily loaded module on a path a shopper can take offline.
 */
export const OFFLINE_KIT: readonly (() => Promise<unknown>)[] = [
  localDbCode.load,
  cartDeviceCode.load,
  loadWishlistCode,
  loadSonner,
  ...[CART_PATH, WISHLIST_PATH, COMPARE_PATH].map((pathname) => () => preloadRoute({ pathname })),
];

/**
 * The kit this device asks for: with the Auth session's code when a shopper is signed in here.
 * Anyone else has nothing to restore, and a tap that needs to know (Add to cart) asks for that
 * code at once; evaluating Firebase's app and Auth is a first visit's longest task after
 * hydration, and a visitor who only looks never needs it.
 */
export const offlineKit = (signedIn: boolean) =>
  signedIn ? [...OFFLINE_KIT, sessionCode.load] : OFFLINE_KIT;

/**
 * `<html data-offline-kit>` once every part of the kit has arrived: from then on a change made
 * offline is stored at once (tests wait for it as they wait for `data-hydrated`).
 */
const KIT_ARRIVED = 'offlineKit';

/**
 * How long after the session's start the service worker waits at most for the page to settle: a
 * phone that never goes quiet (the featured carousel moving, a slow catalog) still gets it this
 * visit.
 */
const WORKER_LATEST_MS = 10_000;

/**
 * Asks for every part of the kit (each is fetched again until it comes), marks the page once all
 * have come, starts the live session (lib/session-start.ts) at once for a shopper signed in on
 * this device and otherwise once the page has settled if nothing started it before, and, once the
 * session has started, registers the service worker once the page has settled (lib/idle.ts
 * `whenSettled`): it precaches the whole app and, once active, takes this page (clientsClaim in
 * vite.config.ts), so from then on every chunk comes from the precache and the page reloads
 * offline. Registered any earlier, workbox-window's evaluation and the precache's 400 kB compete
 * with the page's first moments on a phone; a change made meanwhile is kept by the kit all the same.
 */
export function loadOfflineKit() {
  if (typeof navigator === 'undefined') return; // the prerender, in Node
  void signedInHere().then(async (signedIn) => {
    // A signed-in shopper's session starts at once: it brings their name and cart count.
    if (signedIn) {
      startSession();
      void loadWhenOnline(() => import('./live-session'));
    }
    await Promise.all(offlineKit(signedIn).map((load) => load()));
    document.documentElement.dataset[KIT_ARRIVED] = '';
  });
  whenSettled(startSession, SESSION_LATEST_MS);
  // The worker waits for the page to settle again once the session has started: both at the
  // same moment made one burst of work.
  onSessionStart(() =>
    whenSettled(() => {
      void loadWhenOnline(() => import('./update-prompt')).then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    }, WORKER_LATEST_MS),
  );
}
