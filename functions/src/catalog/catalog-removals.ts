import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

/**
 * A deleted product's tombstone: CatalogRemovals/{productId} = { id, updatedAt }. Shoppers'
 * catalogs ask for tombstones newer than their watermark beside the changed products, so a
 * deletion reaches every device as a change does, and no device reads the whole catalog to find
 * what is gone (src/features/catalog/local-db/catalog-sync.ts, docs/catalog-sync.md). Tombstones
 * are kept: each is a number and a time.
 */
export const CATALOG_REMOVALS = 'CatalogRemovals';

/**
 * The product number a device knows the deleted product by: its `id` field (the card's id),
 * else the document's id when that is a number; undefined for a document no device shows.
 */
export function removedProductId(productId: string, data: DocumentData | undefined): number | undefined {
  const id: unknown = data?.id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return /^[0-9]{1,15}$/.test(productId) ? Number(productId) : undefined;
}

/**
 * Writes the tombstone of Products/{productId}, deleted with `data`, stamped with the time of its
 * own write: later than the delete, and than any change a device could have seen before it. A
 * product written again meanwhile is not removed (its write is the newer change); a product written
 * again later carries a newer `updatedAt` than its tombstone, which devices keep. True when written.
 */
export async function recordRemoval(
  db: Firestore,
  productId: string,
  data: DocumentData | undefined,
): Promise<boolean> {
  const id = removedProductId(productId, data);
  if (id === undefined) return false;
  const product = db.collection('Products').doc(productId);
  const removal = db.collection(CATALOG_REMOVALS).doc(productId);
  return db.runTransaction(async (transaction) => {
    if ((await transaction.get(product)).exists) return false;
    transaction.set(removal, { id, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
