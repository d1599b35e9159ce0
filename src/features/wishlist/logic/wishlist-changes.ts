/*
 * The wishlist's merge rule: pure, no IndexedDB or Firestore. A device keeps what the shopper did
 * as changes (this product wanted, that one not), and a flush applies them to the account's list
 * as it is at that moment, so what another device did meanwhile stays.
 */

/** The most products a wishlist holds: the bound the security rules keep on Users.wishlist. */
export const WISHLIST_MAX = 100;

/** One thing the shopper did: wanted a product in the wishlist, or not. */
export interface WishlistChange {
  id: number;
  wanted: boolean;
  /** The device's revision when it was made: a flush clears only the changes it sent. */
  at: number;
}

/**
 * The list with `changes` applied in order: a wanted product not yet in it goes last (the newest),
 * while there is room under `max`; an unwanted one comes out. Both are idempotent, so a change
 * applied twice (a write whose answer was lost, sent again) changes nothing more, and changes to
 * different products never undo each other: two devices' adds and removes both land.
 */
export function applyChanges(
  list: readonly number[],
  changes: readonly WishlistChange[],
  max = WISHLIST_MAX,
): number[] {
  let next = [...list];
  for (const { id, wanted } of changes) {
    if (!wanted) next = next.filter((kept) => kept !== id);
    else if (!next.includes(id) && next.length < max) next.push(id);
  }
  return next;
}

/** The changes with this one recorded: only the latest change of a product counts. */
export const withChange = (changes: readonly WishlistChange[], change: WishlistChange): WishlistChange[] => [
  ...changes.filter((earlier) => earlier.id !== change.id),
  change,
];

/** The changes made after revision `sent`: what a flush that sent the device at `sent` leaves queued. */
export const changesAfter = (changes: readonly WishlistChange[], sent: number) =>
  changes.filter((change) => change.at > sent);

/**
 * What a visitor's wishlist brings into the account they sign in to: the products they saved.
 * Their removals are dropped, as they were of the visitor's list, not the account's.
 */
export const visitorChanges = (changes: readonly WishlistChange[]) =>
  changes.filter((change) => change.wanted);

const PRODUCT_ID = /^[0-9]{1,12}$/;

/**
 * Users.wishlist as the app reads it: product ids as numbers, in order, each once; anything that
 * is not a product id is left out.
 */
export function wishlistIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .filter((entry): entry is string => typeof entry === 'string' && PRODUCT_ID.test(entry))
    .map(Number);
  return [...new Set(ids)];
}

/** The same products in the same order. */
export const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, at) => b[at] === id);
