import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { showStoredWishlistAtom } from '../atoms';
import { clearAccountWishlist, readStoredWishlist, wishlistChannel } from '../local-db/wishlist-store';
import { syncWishlistOnSignIn, wishlistFlusher } from '../local-db/wishlist-sync';

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

    let followed: string | null | undefined;
    const merge = (uid: string) =>
      syncWishlistOnSignIn(uid)
        .then(show, (error: unknown) =>
          console.warn('The account’s wishlist could not be read; showing this device’s.', error),
        )
        .finally(() => {
          if (live && followed === uid) wishlistFlusher.start(uid);
        });
    const follow = () => {
      const { user, loading } = store.get(authAtom);
      if (loading) return;
      const uid = user?.uid ?? null;
      if (uid === followed) return;
      followed = uid;
      if (uid) {
        void merge(uid);
        return;
      }
      wishlistFlusher.stop();
      void clearAccountWishlist().then(show, (error: unknown) =>
        console.warn('The wishlist could not be cleared from this device.', error),
      );
    };
    follow();
    const unsubscribe = store.sub(authAtom, follow);
    // Back online: what another device did meanwhile is read, and what this one did is sent.
    const onOnline = () => {
      if (followed) void merge(followed);
    };
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      unlisten();
      unsubscribe();
      window.removeEventListener('online', onOnline);
      wishlistFlusher.stop();
    };
  }, [store]);
}
