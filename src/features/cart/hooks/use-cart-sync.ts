import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { cartLinesAtom, cartLoadedAtom } from '../atoms';
import { onCartMessage } from '../local-db/cart-channel';
import { migrateLegacyCart, readStoredCart } from '../local-db/cart-store';
import { cartFlusher, syncOnSignIn } from '../local-db/cart-sync';
import { addLine } from '../logic/cart-rules';

/**
 * Keeps this tab's cart in step for as long as the app is mounted: reads the stored cart at start
 * (moving a legacy localStorage cart in first), follows the other tabs' changes, merges with the
 * account's cart whenever a shopper is signed in, and flushes the outbox when the connection returns.
 */
export function useCartSync() {
  const store = useStore();

  useEffect(() => {
    let live = true;
    const reload = async () => {
      const lines = await readStoredCart();
      if (live) store.set(cartLinesAtom, lines);
    };
    void (async () => {
      try {
        await migrateLegacyCart((stored, legacy) => legacy.reduce(addLine, stored));
      } catch (error) {
        console.error('Failed to move the old cart into the local store:', error);
      }
      await reload();
      store.set(cartLoadedAtom, true);
    })();
    const unsubscribe = onCartMessage((message) => {
      if (message.type === 'reset') store.set(cartLinesAtom, []);
      else void reload();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);

  useEffect(() => {
    let signedIn: string | null = null;
    const follow = () => {
      const uid = store.get(authAtom).user?.uid ?? null;
      if (uid === signedIn) return;
      signedIn = uid;
      if (!uid) {
        cartFlusher.stop();
        return;
      }
      void syncOnSignIn(uid)
        .then((merged) => {
          if (signedIn === uid) store.set(cartLinesAtom, merged);
        })
        .catch((error: unknown) =>
          console.warn('The account cart could not be read; using this device’s.', error),
        )
        .finally(() => {
          if (signedIn === uid) cartFlusher.start(uid);
        });
    };
    follow();
    const unsubscribe = store.sub(authAtom, follow);
    const onOnline = () => {
      if (signedIn)
        void syncOnSignIn(signedIn)
          .then(
            (merged) => store.set(cartLinesAtom, merged),
            () => undefined,
          )
          .finally(() => cartFlusher.poke());
    };
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
      cartFlusher.stop();
    };
  }, [store]);
}
