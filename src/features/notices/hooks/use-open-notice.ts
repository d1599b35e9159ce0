import { useStore } from 'jotai';
import { useCallback } from 'react';

import { storeOrHold } from '@/lib/held-changes';
import { localDbCode } from '@/lib/local-db';

import { noticesAtom } from '../atoms';
import { markStoredNoticeRead } from '../local-db/notices-store';
import { noticeReadsFlusher } from '../local-db/notices-sync';

/**
 * Opening a notice marks it read: at once on this device (kept offline too), then on the account
 * through the reads' outbox, so the shopper's other devices show it read after their next sync.
 * Opened while the IndexedDB wrapper could not be fetched, it is marked once the wrapper arrives.
 */
export function useOpenNotice() {
  const store = useStore();
  return useCallback(
    async (id: string) => {
      store.set(noticesAtom, (notices) =>
        notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
      );
      const markRead = async () => {
        try {
          await markStoredNoticeRead(id);
          noticeReadsFlusher.poke();
        } catch (error) {
          console.warn('The notice could not be marked read on this device.', error);
        }
      };
      await storeOrHold(localDbCode, markRead);
    },
    [store],
  );
}
