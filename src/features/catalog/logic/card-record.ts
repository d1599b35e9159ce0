import type { ProductCardRecord } from '../types.ts';

// The card record's rules are shared with the functions, which cut the snapshot with them.
export {
  isCardRecord,
  isShown,
  mergeCards,
  newestUpdate,
  shownCards,
  toCardRecord,
} from '../../../domain/catalog-cards.ts';

/** Whether two lists hold the same objects in the same order. */
export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * `next`, keeping the objects of `previous` for the products that have not changed since (same
 * id and `updatedAt`), and `previous` itself when nothing changed at all: lists and cards drawn
 * from unchanged products then skip drawing again (a prerendered page's seed, then the snapshot,
 * then Firestore's answer bring the same products three times on a first visit).
 */
export function keepUnchanged(
  previous: readonly ProductCardRecord[] | undefined,
  next: ProductCardRecord[],
): ProductCardRecord[] {
  if (!previous) return next;
  const known = new Map(previous.map((card) => [card.id, card]));
  const kept = next.map((card) => {
    const before = known.get(card.id);
    return before?.updatedAt === card.updatedAt ? before : card;
  });
  return sameItems(kept, previous) ? (previous as ProductCardRecord[]) : kept;
}
