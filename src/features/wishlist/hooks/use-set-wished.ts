import { useStore } from 'jotai';
import { useCallback } from 'react';

import { toast } from '@/lib/toast';

import { showStoredWishlistAtom } from '../atoms';
import { changeStoredWishlist } from '../local-db/wishlist-store';
import { wishlistFlusher } from '../local-db/wishlist-sync';
import { WISHLIST_MESSAGES } from '../logic/wishlist-messages';

/**
 * Puts a product in the wishlist or takes it out: stored on the device first (so it is kept
 * offline, and shown by every tab), then, for a signed-in shopper, sent to the account by the
 * outbox. A full wishlist refuses an add and says so.
 */
export function useSetWished() {
  const store = useStore();
  return useCallback(
    async (id: number, wanted: boolean) => {
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
    },
    [store],
  );
}
