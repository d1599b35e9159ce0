import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';

import {
  catalogAtom,
  catalogErrorAtom,
  fetchAndCacheDetails,
  readCachedDetails,
  type Product,
  type ProductCardRecord,
} from '@/features/catalog';
import { useOnline } from '@/hooks/use-online';

import type { ComparedProduct } from '../logic/compare-table';

/** What this device has of a product's details: them, or why not. */
type Details = Product | 'not-found' | 'unavailable';

export type ComparedProducts =
  | { status: 'loading' }
  | {
      status: 'ready';
      products: (ComparedProduct & Pick<ProductCardRecord, 'images'>)[];
      /** Whose specifications are still on their way. */
      loading: number[];
      /** Whose specifications need a connection (offline, never fetched on this device). */
      unavailable: number[];
      /** Ids of the comparison that are no product of the shop (removed since, or a mistyped link). */
      notFound: number[];
    };

/**
 * The products of a comparison: their card fields from the catalog on the device, and their
 * specifications from the details kept on the device (shown at once, offline too), refreshed from
 * Firestore when online, as the product page does; again when the connection comes back.
 */
export function useComparedProducts(ids: readonly number[]): ComparedProducts {
  const catalog = useAtomValue(catalogAtom);
  const catalogFailed = useAtomValue(catalogErrorAtom) !== null;
  const online = useOnline();
  const [details, setDetails] = useState<ReadonlyMap<number, Details>>(new Map());
  const key = ids.join(',');
  const idList = useMemo(() => key.split(',').filter(Boolean).map(Number), [key]);

  useEffect(() => {
    let live = true;
    const keep = (id: number, found: Details) => {
      if (live) setDetails((known) => new Map(known).set(id, found));
    };
    for (const id of idList)
      void (async () => {
        const cached = await readCachedDetails(id);
        if (cached) keep(id, cached);
        if (!online) {
          if (!cached) keep(id, 'unavailable');
          return;
        }
        const fresh = await fetchAndCacheDetails(id);
        if (fresh) keep(id, fresh);
        else if (fresh === undefined) keep(id, 'not-found');
        else if (!cached) keep(id, 'unavailable');
      })();
    return () => {
      live = false;
    };
  }, [idList, online]);

  return useMemo(
    () => gather(idList, details, catalog, catalogFailed),
    [idList, details, catalog, catalogFailed],
  );
}

/** The comparison's products from what the catalog and the details on the device hold now. */
function gather(
  ids: readonly number[],
  details: ReadonlyMap<number, Details>,
  catalog: readonly ProductCardRecord[] | undefined,
  catalogFailed: boolean,
): ComparedProducts {
  const ready: Extract<ComparedProducts, { status: 'ready' }> = {
    status: 'ready',
    products: [],
    loading: [],
    unavailable: [],
    notFound: [],
  };
  for (const id of ids) {
    const known = details.get(id);
    const full = typeof known === 'object' ? known : undefined;
    const card = catalog?.find((product) => product.id === id) ?? full;
    if (known === 'not-found') {
      ready.notFound.push(id);
    } else if (card) {
      if (known === undefined) ready.loading.push(id);
      if (known === 'unavailable') ready.unavailable.push(id);
      ready.products.push({ ...card, specifications: full?.specifications });
    } else if ((catalog === undefined && !catalogFailed) || known === undefined) {
      // Neither the catalog nor the details have it yet: wait for them before saying it is gone.
      return { status: 'loading' };
    } else {
      ready.notFound.push(id);
    }
  }
  return ready;
}
