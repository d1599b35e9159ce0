/*
 * When a change to a wished product is worth a notice: pure, with no Firestore in it, so the
 * Cloud Function that fans notices out (functions/src/product-notices.ts) and the tests read the
 * same rules.
 */

/** What a notice tells: the price fell, or the product can be bought again. */
export type NoticeKind = 'price-drop' | 'back-in-stock';

/** The facts of a product that notices are about. */
export interface ProductFacts {
  price: number;
  stock: number;
}

/**
 * What one shopper's notices are measured against, per product: the price when the product was
 * saved or last noticed (the lowest price the shopper has been told of), and whether it could be
 * bought then.
 */
export interface Baseline {
  price: number;
  inStock: boolean;
}

/** The facts of a product document, or undefined when they are not usable numbers. */
export function productFacts(data: unknown): ProductFacts | undefined {
  const { price, stock } = (data ?? {}) as { price?: unknown; stock?: unknown };
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return undefined;
  return { price, stock };
}

/** The baseline a product's facts give, for a shopper first seen watching it. */
export const baselineOf = (facts: ProductFacts): Baseline => ({
  price: facts.price,
  inStock: facts.stock > 0,
});

/**
 * Whether a change can concern anyone's notices: its price moved, or it sold out or came back.
 * Any other change (a title, or stock going down and staying above zero, as every sale does) is
 * skipped before a single read.
 */
export function mayConcernWatchers(before: ProductFacts, after: ProductFacts): boolean {
  return before.price !== after.price || before.stock > 0 !== after.stock > 0;
}

export interface NoticeDecision {
  /** The notices due to this shopper for this change: none, one, or both kinds. */
  notices: NoticeKind[];
  /** The shopper's baseline after it; null when the product is no longer wished, so forgotten. */
  baseline: Baseline | null;
}

/**
 * What one shopper is told of a change from `before` to `after`, and the baseline kept for the
 * next change. `baseline` is what was kept so far; none yet (the shopper saved the product since
 * its last change that mattered) is the product as it was just before this change, which is as it
 * was when saved. A price lower than the baseline's is a price drop, and becomes the baseline, so
 * a price that goes back up and down again to where it was noticed is not noticed twice. A price
 * going up leaves the baseline where it was. Stock coming back from none is back in stock. A
 * product no longer in the wishlist is not noticed, and its baseline is dropped.
 */
export function noticesDue({
  wished,
  baseline,
  before,
  after,
}: {
  wished: boolean;
  baseline: Baseline | undefined;
  before: ProductFacts;
  after: ProductFacts;
}): NoticeDecision {
  if (!wished) return { notices: [], baseline: null };
  const from = baseline ?? baselineOf(before);
  const notices: NoticeKind[] = [];
  const cheaper = after.price < from.price;
  if (cheaper) notices.push('price-drop');
  const inStock = after.stock > 0;
  if (inStock && !from.inStock) notices.push('back-in-stock');
  return { notices, baseline: { price: cheaper ? after.price : from.price, inStock } };
}

/**
 * A notice's id: the same change noticed again (a trigger delivered twice) writes the same
 * notice, never a second one. `change` names the product's write (its update time, to the
 * nanosecond: two writes in one second are two changes).
 */
export const noticeId = (productId: string, kind: NoticeKind, change: string) =>
  `${productId}-${kind}-${change}`;
