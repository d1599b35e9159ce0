import { onAccountCopiesCleared, untilSignOutKey } from '@/lib/account-copies';
import { RECENTLY_VIEWED_MAX } from '@/lib/constants';
import { storedIds, type StoredIds } from '@/lib/stored-ids';

const stored = storedIds(untilSignOutKey('recently-viewed'), RECENTLY_VIEWED_MAX);

/**
 * The products last opened on this device (localStorage, so it is there at once and offline).
 * Kept with the account's copies: signing out clears it (lib/account-copies), and its readers in
 * this tab hear that too.
 */
export const recentlyViewed: StoredIds = {
  ...stored,
  subscribe(listener) {
    const unsubscribe = stored.subscribe(listener);
    const unsubscribeCleared = onAccountCopiesCleared(listener);
    return () => {
      unsubscribe();
      unsubscribeCleared();
    };
  },
};
