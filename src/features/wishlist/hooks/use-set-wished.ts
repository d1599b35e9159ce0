import { useStore } from 'jotai';
import { useCallback } from 'react';

import { storeOrHold } from '@/lib/held-changes';
import { localDbCode } from '@/lib/local-db';
import { toast } from '@/lib/toast';

import { showStoredWishlistAtom, wishlistAtom } from '../atoms';
import { changeStoredWishlist } from '../local-db/wishlist-store';
import { wishlistFlusher } from '../local-db/wishlist-sync';
import { applyChanges } from '../logic/wishlist-changes';
import { WISHLIST_MESSAGES } from '../logic/wishlist-messages';

type Store = ReturnType<typeof useStore>;

/** Stores the change on the device, shows what is stored and sends it on to the account. */
async function storeWished(store: Store, id: number, wanted: boolean) {
  try {
    const stored = await changeStoredWishlist(id, wanted);
    if (stored === 'full') {
      toast.error(WISHLIST_MESSAGES.full);
      return;
    }
    store.set(showStoredWishlistAtom, stored);
    wishlistFlusher.poke();
  } catch (error) {
    console.error('Changing the wishlist failed:', error);
    toast.error(WISHLIST_MESSAGES.notStored);
  }
}

/**
 * Puts a product in the wishlist or takes it out: stored on the device first (so it is kept
 * offline, and shown by every tab), then, for a signed-in shopper, sent to the account by the
 * outbox. A full wishlist refuses an add and says so. Made while the IndexedDB wrapper could not be
 * fetched, the change is shown on this page at once and stored once the wrapper arrives
 * (lib/held-changes).
 */
export function useSetWished() {
  const store = useStore();
  return useCallback(
    async (id: number, wanted: boolean) => {
      const held = await storeOrHold(localDbCode, () => storeWished(store, id, wanted));
      // Held: shown on this page until it is stored.
      if (held === 'held')
        store.set(wishlistAtom, (shown) => ({
          ...shown,
          ids: applyChanges(shown.ids, [{ id, wanted, at: 0 }]),
        }));
    },
    [store],
  );
}
