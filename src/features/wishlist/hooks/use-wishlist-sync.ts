import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { showStoredWishlistAtom } from '../atoms';
import { clearAccountWishlist, readStoredWishlist, wishlistChannel } from '../local-db/wishlist-store';
import { wishlistSync } from '../local-db/wishlist-sync';

/**
 * Keeps this tab's wishlist in step for as long as the app is live (app/live-session.tsx): reads
 * the device's at start and whenever another tab changes it; for a signed-in shopper, merges it
 * with the account's (at sign-in, at every start, on reconnect) and keeps the outbox flowing;
 * when the shopper signs out (here or in another tab, or the session ended), the account's
 * wishlist leaves the device. A visitor's stays on the device until they sign in, then joins
 * the account's.
 */
export function useWishlistSync() {
  const store = useStore();

  useEffect(() => {
    let live = true;
    const show = (stored: Awaited<ReturnType<typeof readStoredWishlist>>) => {
      if (live) store.set(showStoredWishlistAtom, stored);
    };
    const reload = () =>
      readStoredWishlist().then(show, (error: unknown) =>
        console.warn('The wishlist could not be read.', error),
      );
    void reload();
    const unlisten = wishlistChannel.listen(() => void reload());

    const following = wishlistSync.follow(store, authAtom, {
      show,
      adoptFailed: 'The account’s wishlist could not be read; showing this device’s.',
      signedOut: () =>
        void clearAccountWishlist().then(show, (error: unknown) =>
          console.warn('The wishlist could not be cleared from this device.', error),
        ),
    });
    return () => {
      live = false;
      unlisten();
      following.stop();
    };
  }, [store]);
}
