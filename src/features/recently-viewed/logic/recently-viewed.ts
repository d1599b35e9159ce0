import { RECENTLY_VIEWED_MAX } from '@/lib/constants';

/*
 * The products last opened on this device: most recent first, each once, at most
 * RECENTLY_VIEWED_MAX.
 */

/** The list after `id` is opened: it comes first, out of wherever it was, and the oldest beyond the limit go. */
export const afterViewing = (ids: readonly number[], id: number): readonly number[] =>
  ids[0] === id ? ids : [id, ...ids.filter((viewed) => viewed !== id)].slice(0, RECENTLY_VIEWED_MAX);

/**
 * The products to list, in the list's order, from the catalog on the device: those it no longer
 * has are left out, and so is `shown`, the product whose page lists them.
 */
export function listedViews<P extends { id: number }>(
  ids: readonly number[],
  catalog: readonly P[],
  shown?: number,
): P[] {
  const byId = new Map(catalog.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = id === shown ? undefined : byId.get(id);
    return product ? [product] : [];
  });
}
