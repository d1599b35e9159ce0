import { toCardRecord } from './catalog-cards';
import type { Product, ProductCardRecord } from './product';

/**
 * What a delta brings, as card records: the changed products and the deleted ones, one record per
 * product, the newer of its write and its tombstone. A tombstone (read as a product: its id and
 * `updatedAt`, nothing else) becomes a hidden record, so merging it drops the product from the
 * page's list and the keeper's (`mergeCards`) and storing it deletes the product from the device,
 * as for a product the operator hid. A product deleted and written again later stays (its write
 * is newer); one written and then deleted goes. `known` are changes already gathered, which the
 * new ones join under the same rule.
 */
export function catalogChanges(
  products: readonly Product[],
  removals: readonly Product[],
  known: readonly ProductCardRecord[] = [],
): ProductCardRecord[] {
  const newest = new Map<number, ProductCardRecord>();
  for (const change of [
    ...known,
    ...products.map(toCardRecord),
    ...removals.map((removal) => ({ ...toCardRecord(removal), hidden: true })),
  ]) {
    const seen = newest.get(change.id);
    if (!seen || change.updatedAt > seen.updatedAt) newest.set(change.id, change);
  }
  return [...newest.values()];
}
