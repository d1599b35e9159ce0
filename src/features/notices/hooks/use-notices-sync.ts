import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom, type NotificationPreferences } from '@/features/auth';
import { catalogSyncedAtAtom } from '@/features/catalog';
import { notify, setAppBadge } from '@/lib/system-notifications';

import { noticesAtom, unreadNoticeCountAtom } from '../atoms';
import { clearStoredNotices, noticesChannel, readStoredNotices } from '../local-db/notices-store';
import { noticesSync } from '../local-db/notices-sync';
import { noticeWords } from '../logic/notice-words';
import type { Notice } from '../types';

/** A visible page reads the notices again after this long away (the catalog re-checks after 5 min). */
const RESYNC_VISIBLE_MS = 60_000;
/** An open page, visible or not, reads them this often (so a tab in the background can tell). */
const RESYNC_EVERY_MS = 5 * 60_000;

/** Which of the account's switches (Settings) a kind of notice follows. */
const SWITCH_OF: Record<string, keyof NotificationPreferences> = {
  'price-drop': 'priceDrops',
  'back-in-stock': 'backInStock',
  'order-status': 'orderUpdates',
};

/**
 * Keeps the signed-in shopper's notices on this device for as long as the app is live
 * (app/live-session.tsx): shown from IndexedDB at once (offline too), read from the account at
 * sign-in, after every catalog sync, on reconnect, when the page is shown again and every few
 * minutes; the installed app's badge shows the unread count. A notice new to this device is also
 * a system notification when the shopper turned those on here and wants its kind (Settings). At
 * sign-out the notices leave the device.
 */
export function useNoticesSync() {
  const store = useStore();

  useEffect(() => {
    let live = true;
    let lastSync = 0;
    const show = (notices: Notice[]) => {
      if (live) store.set(noticesAtom, notices);
    };
    const reload = () =>
      readStoredNotices().then(
        (stored) => show(stored.owner === null ? [] : stored.notices),
        (error: unknown) => console.warn('The notices could not be read.', error),
      );
    void reload();
    const unlisten = noticesChannel.listen(() => void reload());

    const tell = async (fresh: Notice[]) => {
      const wants = store.get(authAtom).user?.notifications ?? {};
      for (const notice of fresh) {
        const wanted = SWITCH_OF[notice.kind];
        if (!wanted || wants[wanted] !== true) continue;
        const { title, body } = noticeWords(notice);
        await notify(title, { body, tag: notice.id, url: notice.link });
      }
    };
    const following = noticesSync.follow(store, authAtom, {
      show: async ({ stored, fresh }) => {
        show(stored.notices);
        await tell(fresh);
      },
      adoptFailed: 'The notices could not be read from the account.',
      signedOut() {
        show([]);
        void clearStoredNotices().catch((error: unknown) =>
          console.warn('The notices could not be cleared from this device.', error),
        );
      },
      flushAtOnce: true,
      beforeAdopt() {
        if (!navigator.onLine) return false;
        lastSync = Date.now();
        return true;
      },
    });
    const sync = following.resync;
    // The catalog sync brought what changed: the notices those changes made are read with it.
    const unsubscribeCatalog = store.sub(catalogSyncedAtAtom, sync);
    const unsubscribeBadge = store.sub(unreadNoticeCountAtom, () =>
      setAppBadge(store.get(unreadNoticeCountAtom)),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_VISIBLE_MS) sync();
    };
    const timer = setInterval(sync, RESYNC_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      unlisten();
      following.stop();
      unsubscribeCatalog();
      unsubscribeBadge();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store]);
}
