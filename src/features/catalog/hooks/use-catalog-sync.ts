import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';

import { saveDataAtom } from '@/lib/data-saver';
import { loadWhenOnline } from '@/lib/lazy-loaded';

import { builtBundle, currentBundle } from '../api/catalog-bundle';
import { catalogAtom, catalogErrorAtom, catalogSyncedAtAtom, featuredHeadStartAtom } from '../atoms';
import { fetchCardImagesAhead } from '../local-db/card-images';
import { adoptIndexParts, indexPartsOf } from '../logic/catalog-indexes';
import { CATALOG_UNAVAILABLE } from '../logic/catalog-messages';
import { keepUnchanged, toCardRecord } from '../logic/card-record';
import type { ProductCardRecord } from '../types';

/** How often a visible page re-checks the catalog for changes. */
const RESYNC_EVERY_MS = 5 * 60 * 1000;

/**
 * Fills the catalog from IndexedDB at once, then refreshes it (local-db/catalog-sync.ts): on start,
 * when the connection comes back, and when the page becomes visible after a while. On a first
 * visit the catalog's snapshot (the server's, kept current, or else the build's) shows before
 * Firestore is asked what changed since; a build without one (the dev server) reads the featured
 * products on their own as a head start for home.
 */
export function useCatalogSync() {
  const setCatalogAtom = useSetAtom(catalogAtom);
  const setError = useSetAtom(catalogErrorAtom);
  const setFeaturedHeadStart = useSetAtom(featuredHeadStartAtom);
  const setSyncedAt = useSetAtom(catalogSyncedAtAtom);
  const store = useStore();

  useEffect(() => {
    // Unchanged products keep their objects, so what they are drawn in does not draw again; the
    // list keeps the order, so the index parts the keeper made for `cards` fit it too.
    const setCatalog = (cards: ProductCardRecord[]) =>
      setCatalogAtom((current) => {
        const next = keepUnchanged(current, cards);
        adoptIndexParts(next, indexPartsOf(cards));
        return next;
      });
    // The keeper and the sync are their own chunk, loaded once the page is live: until they are
    // here the page shows its prerendered seed. A failed fetch is tried again until it comes.
    const loading = loadWhenOnline(() =>
      Promise.all([import('../local-db/catalog-keeper'), import('../local-db/catalog-sync')]),
    ).then(([{ createCatalogKeeper }, { syncCatalog }]) => ({ keeper: createCatalogKeeper(), syncCatalog }));
    let live = true;
    let lastSync = 0;
    let syncing = false;
    let imagesAhead = false;

    async function refresh() {
      if (syncing || !navigator.onLine) return;
      syncing = true;
      const { keeper, syncCatalog } = await loading;
      try {
        const next = await syncCatalog(keeper, await currentBundle(), {
          onFirstCards: (cards) => {
            // Home's featured carousel fills in while the rest of the snapshot is on its way.
            const featured = cards.filter((card) => card.tags.includes('Featured'));
            if (live && featured.length > 0) setFeaturedHeadStart(featured);
          },
          onSnapshot: (cards) => {
            if (live) setCatalog(cards);
          },
        });
        lastSync = Date.now();
        if (live) {
          setCatalog(next);
          setError(null);
          setSyncedAt(lastSync);
        }
        if (!imagesAhead && !store.get(saveDataAtom)) {
          // Once a visit, after the first sync: every card's image for offline use.
          imagesAhead = true;
          void fetchCardImagesAhead(next).catch((error: unknown) =>
            console.warn('Could not fetch the card images ahead:', error),
          );
        }
      } catch (error) {
        // Closed as the page unmounts, the keeper rejects what it had not answered: no failure.
        if (live) console.error('Catalog sync failed:', error);
        if (live && keeper.cards.length === 0) setError(CATALOG_UNAVAILABLE);
      } finally {
        syncing = false;
      }
    }

    void (async () => {
      const { keeper } = await loading;
      const stored = await keeper.read().catch((error: unknown) => {
        if (live) console.error('Failed to read the local catalog:', error);
        return [];
      });
      // `live` turns false when the component unmounts during the await.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (!live) return;
      const { meta } = keeper;
      if (stored.length > 0) {
        setCatalog(stored);
        setSyncedAt(meta?.syncedAt ?? meta?.fullSyncAt ?? null);
      } else if (!navigator.onLine) setError(CATALOG_UNAVAILABLE);
      else if (builtBundle.watermark === 0) {
        // Without a build snapshot (the dev server), the whole catalog comes from Firestore.
        void import('../api/get-tagged-products')
          .then(({ getFeaturedProducts }) => getFeaturedProducts())
          .then((featured) => {
            if (live && featured.length > 0) setFeaturedHeadStart(featured.map(toCardRecord));
          });
      }
      await refresh();
    })();

    const onOnline = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_EVERY_MS) void refresh();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      void loading.then(({ keeper }) => keeper.close());
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [setCatalogAtom, setError, setFeaturedHeadStart, setSyncedAt, store]);
}
