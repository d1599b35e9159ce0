import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { allProductsAtom, productDetailsSeedAtom } from '../atoms';
import { fetchAndCacheDetails, readCachedDetails } from '../local-db/product-details-cache';
import type { Product, ProductCardRecord } from '../types';

export type ProductDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  /** Only the card fields are known (offline and never opened before). */
  | { status: 'partial'; product: ProductCardRecord }
  | { status: 'not-found' }
  | { status: 'unavailable' };

/** How long a read may take before what the device knows is shown; the read goes on behind it. */
export const SLOW_READ_MS = 3000;

/**
 * A product's full details: the cached copy at once, refreshed from Firestore when online.
 * Offline, or when the network is too slow to answer within SLOW_READ_MS, a product never opened
 * before shows its card fields from the snapshot until the full details arrive.
 */
export function useProductDetails(id: number | undefined): ProductDetailsState {
  const card = useAtomValue(allProductsAtom).find((product) => product.id === id);
  // A prerendered page brings its product, which counts as the copy already on the device.
  const seeded = useAtomValue(productDetailsSeedAtom);
  const seed = seeded?.id === id ? seeded : undefined;
  const [loaded, setLoaded] = useState<{ id: number; state: ProductDetailsState } | undefined>(undefined);
  // The product whose read has outlasted SLOW_READ_MS.
  const [slowFor, setSlowFor] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    let slow: number | undefined;
    // A read that brings the version already drawn changes nothing: a prerendered page whose seed,
    // cached copy and Firestore's answer are the same product is not drawn again (a redraw while
    // a part of it is still waiting to hydrate makes React drop that part's markup and draw it
    // afresh once its chunk comes: the Compare button would go away for that while).
    const drawn = seededState(seed);
    const show = (state: ProductDetailsState) => {
      if (!live) return;
      setLoaded((previous) => {
        const current = previous?.id === id ? previous.state : drawn;
        return current && sameState(current, state) ? previous : { id, state };
      });
    };
    void (async () => {
      const cached = (await readCachedDetails(id)) ?? seed;
      if (cached) show({ status: 'ready', product: cached });
      if (!navigator.onLine) {
        if (!cached) show({ status: 'unavailable' });
        return;
      }
      if (!cached)
        slow = window.setTimeout(() => {
          if (live) setSlowFor(id);
        }, SLOW_READ_MS);
      const fresh = await fetchAndCacheDetails(id);
      window.clearTimeout(slow);
      if (fresh) {
        show({ status: 'ready', product: fresh });
      } else if (fresh === undefined) {
        show({ status: 'not-found' });
      } else if (!cached) {
        show({ status: 'unavailable' });
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(slow);
    };
  }, [id, seed]);

  if (id === undefined) return { status: 'not-found' };
  const initial: ProductDetailsState = seededState(seed) ?? { status: 'loading' };
  const state = loaded?.id === id ? loaded.state : initial;
  const waitedTooLong = state.status === 'loading' && slowFor === id;
  if ((state.status === 'unavailable' || waitedTooLong) && card) return { status: 'partial', product: card };
  return state;
}

/** What a prerendered page draws first: its seeded product, when it has one. */
function seededState(seed: Product | undefined): ProductDetailsState | undefined {
  return seed ? { status: 'ready', product: seed } : undefined;
}

/** Same status and, with a product, the same version of the same product (its id and `updatedAt`). */
function sameState(a: ProductDetailsState, b: ProductDetailsState): boolean {
  if (a.status !== b.status) return false;
  if (!('product' in a) || !('product' in b)) return true;
  return a.product.id === b.product.id && a.product.updatedAt === b.product.updatedAt;
}
