/*
 * When a change to a wished product is worth a notice: pure, with no Firestore in it, so the
 * Cloud Function that fans notices out (functions/src/notices/product-notices.ts) and the tests read the
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
 * A shopper is told of each kind of change to a product at most once in this long (a day): a
 * price that falls again, or stock that runs out and comes back, within it is not told again.
 */
export const NOTICE_KIND_EVERY_MS = 24 * 60 * 60_000;

/**
 * What one shopper's notices are measured against, per product: the price when the product was
 * saved or last noticed (the lowest price the shopper has been told of), whether it could be
 * bought at the last change, and when each kind was last noticed (epoch ms; absent if never).
 */
export interface Baseline {
  price: number;
  inStock: boolean;
  noticedAt?: Partial<Record<NoticeKind, number>>;
}

/**
 * The product field the functions stamp, with the server's time, in the write that gives back the
 * units of a released hold (a checkout cancelled, expired or swept: functions/src/orders/stock.ts). It
 * equals that write's `updatedAt`; any later write of the product (a sale, the desk's edit) stamps
 * a newer `updatedAt` and leaves it behind.
 */
export const HOLD_RELEASED_AT = 'holdReleasedAt';

/** A Firestore Timestamp's instant, to the nanosecond, read without the SDK; undefined if not one. */
function instantOf(value: unknown): string | undefined {
  const { seconds, nanoseconds } = (value ?? {}) as { seconds?: unknown; nanoseconds?: unknown };
  return typeof seconds === 'number' && typeof nanoseconds === 'number'
    ? `${seconds}.${nanoseconds}`
    : undefined;
}

/**
 * Whether a product's write (its document after it) only gave back the units of a released hold.
 * Those units were on sale before someone held them: their coming back is not news, and telling
 * it would let anyone who holds a product's last units and cancels, again and again, send its
 * every wisher a notice each time.
 */
export function returnsReleasedHold(data: unknown): boolean {
  const product = (data ?? {}) as Record<string, unknown>;
  const released = instantOf(product[HOLD_RELEASED_AT]);
  return released !== undefined && released === instantOf(product.updatedAt);
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
 * What one shopper is told of a change from `before` to `after` at `now` (epoch ms), and the
 * baseline kept for the next change. `baseline` is what was kept so far; none yet (the shopper
 * saved the product since its last change that mattered) is the product as it was just before
 * this change, which is as it was when saved. A price lower than the baseline's is a price drop,
 * and becomes the baseline, so a price that goes back up and down again to where it was noticed is
 * not noticed twice. A price going up leaves the baseline where it was. Stock coming back from
 * none is back in stock, unless the change only gave back a released hold's units
 * (`releasedHold`). Each kind is told at most once per NOTICE_KIND_EVERY_MS: a drop within it is
 * not told and leaves the baseline's price, so the next one told is measured from the price the
 * shopper last heard. A product no longer in the wishlist is not noticed, and its baseline is
 * dropped.
 */
export function noticesDue({
  wished,
  baseline,
  before,
  after,
  releasedHold = false,
  now,
}: {
  wished: boolean;
  baseline: Baseline | undefined;
  before: ProductFacts;
  after: ProductFacts;
  releasedHold?: boolean;
  now: number;
}): NoticeDecision {
  if (!wished) return { notices: [], baseline: null };
  const from = baseline ?? baselineOf(before);
  const mayTell = (kind: NoticeKind) => {
    const last = from.noticedAt?.[kind];
    return last === undefined || now - last >= NOTICE_KIND_EVERY_MS;
  };
  const notices: NoticeKind[] = [];
  const cheaper = after.price < from.price && mayTell('price-drop');
  if (cheaper) notices.push('price-drop');
  const inStock = after.stock > 0;
  if (inStock && !from.inStock && !releasedHold && mayTell('back-in-stock')) notices.push('back-in-stock');
  const noticedAt = { ...from.noticedAt, ...Object.fromEntries(notices.map((kind) => [kind, now])) };
  return {
    notices,
    baseline: {
      price: cheaper ? after.price : from.price,
      inStock,
      ...(Object.keys(noticedAt).length > 0 ? { noticedAt } : {}),
    },
  };
}

/**
 * A notice's id: the same change noticed again (a trigger delivered twice) writes the same
 * notice, never a second one. `change` names the product's write (its update time, to the
 * nanosecond: two writes in one second are two changes).
 */
export const noticeId = (productId: string, kind: NoticeKind, change: string) =>
  `${productId}-${kind}-${change}`;
