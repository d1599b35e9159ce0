import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

import {
  baselineOf,
  mayConcernWatchers,
  noticeId,
  noticesDue,
  productFacts,
  returnsReleasedHold,
  type Baseline,
  type NoticeKind,
  type ProductFacts,
} from '@/domain/notice-rules';
import { productNoticeText } from '@/domain/product-notice-text';
import { NOTICES_PER_TRANSACTION } from '../config';

/** A write to Products/{productId}, as the trigger hands it over. */
export interface ProductChange {
  productId: string;
  /** The document before and after the write; undefined when it did not exist. */
  before: DocumentData | undefined;
  after: DocumentData | undefined;
  /** Names the write (its update time): the same for every delivery of it, so notice ids repeat. */
  changeId: string;
}

/**
 * Each shopper's baseline for a product lives beside the product, at
 * Products/{productId}/watchers/{uid}: one list read gives all of a product's, and the rules let
 * no client read or write them.
 */
const WATCHERS = 'watchers';

const isBaseline = (data: DocumentData | undefined): data is Baseline =>
  typeof data?.price === 'number' &&
  typeof data.inStock === 'boolean' &&
  (data.noticedAt === undefined || (typeof data.noticedAt === 'object' && data.noticedAt !== null));

/**
 * A notice as Users/{uid}/notices holds every notice of the shop (kind, title, body, link, read),
 * with what a product's adds: which product, its picture, and the prices.
 */
function noticeFields(
  kind: NoticeKind,
  productId: string,
  product: DocumentData,
  was: Baseline,
  now: ProductFacts,
) {
  const id = Number(productId);
  const title = typeof product.title === 'string' ? product.title : `Product ${productId}`;
  const images: unknown = product.images;
  return {
    kind,
    ...productNoticeText(kind, { id, title }, now, was),
    productId: id,
    image: Array.isArray(images) && typeof images[0] === 'string' ? images[0] : '',
    price: now.price,
    was: was.price,
    createdAt: FieldValue.serverTimestamp(),
    read: false,
  };
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));

/**
 * Fans a product's change out to the shoppers whose wishlist holds it (Users.wishlist
 * array-contains its id): for each, the notice rules (notice-rules.ts) decide from the shopper's
 * baseline whether a price drop or back-in-stock notice is due (none for the units of a released
 * hold; each kind at most once a day), and the notice and the new baseline are written together,
 * in a transaction per group of shoppers, so a change delivered twice is not noticed twice. Shoppers who kept a baseline but no longer wish the product lose it.
 * A change that moves neither the price nor whether there is stock (every sale) reads nothing.
 * Resolves the number of notices written.
 */
export async function noticeProductChange(db: Firestore, change: ProductChange): Promise<number> {
  const watchers = db.collection('Products').doc(change.productId).collection(WATCHERS);
  if (!change.after) {
    // The product is gone: nothing more to notice of it.
    await db.recursiveDelete(watchers);
    return 0;
  }
  const before = productFacts(change.before);
  const after = productFacts(change.after);
  if (!before || !after || !mayConcernWatchers(before, after)) return 0;

  const [wishing, kept] = await Promise.all([
    db.collection('Users').where('wishlist', 'array-contains', change.productId).select().get(),
    watchers.select().get(),
  ]);
  const wishers = new Set(wishing.docs.map((user) => user.id));
  const everyone = [...new Set([...wishers, ...kept.docs.map((watcher) => watcher.id)])];
  const product = change.after;
  const releasedHold = returnsReleasedHold(change.after);
  let written = 0;
  for (const group of chunks(everyone, NOTICES_PER_TRANSACTION)) {
    written += await db.runTransaction(async (transaction) => {
      const refs = group.map((uid) => watchers.doc(uid));
      const baselines = await transaction.getAll(...refs);
      const now = Date.now();
      let notices = 0;
      group.forEach((uid, at) => {
        const stored = baselines[at]?.data();
        const baseline = isBaseline(stored) ? stored : undefined;
        const ref = watchers.doc(uid);
        const decision = noticesDue({ wished: wishers.has(uid), baseline, before, after, releasedHold, now });
        if (!decision.baseline) {
          transaction.delete(ref);
          return;
        }
        transaction.set(ref, decision.baseline);
        const was = baseline ?? baselineOf(before);
        for (const kind of decision.notices) {
          const id = noticeId(change.productId, kind, change.changeId);
          transaction.set(
            db.collection('Users').doc(uid).collection('notices').doc(id),
            noticeFields(kind, change.productId, product, was, after),
          );
          notices += 1;
        }
      });
      return notices;
    });
  }
  return written;
}
