import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { cartLinesAtom, cartLoadedAtom } from '../atoms';
import { cartChannel } from '../local-db/cart-channel';
import { migrateLegacyCart, readStoredCart } from '../local-db/cart-store';
import { cartSync } from '../local-db/cart-sync';
import { addLine } from '../logic/cart-rules';

/**
 * Keeps this tab's cart in step for as long as the app is mounted: reads the stored cart at start
 * (moving a legacy localStorage cart in first), follows the other tabs' changes, and, through the
 * sync engine, merges with the account's cart whenever a shopper is signed in and flushes the
 * outbox when the connection returns.
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
    const unsubscribe = cartChannel.listen((message) => {
      if (message.type === 'reset') store.set(cartLinesAtom, []);
      else void reload();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);

  useEffect(
    () =>
      cartSync.follow(store, authAtom, {
        show: (merged) => store.set(cartLinesAtom, merged),
        adoptFailed: 'The account cart could not be read; using this device’s.',
      }).stop,
    [store],
  );
}
