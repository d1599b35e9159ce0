import { describe, expect, it } from 'vitest';

import {
  applyChanges,
  changesAfter,
  sameList,
  visitorChanges,
  WISHLIST_MAX,
  wishlistIds,
  withChange,
  type WishlistChange,
} from './wishlist-changes';

const add = (id: number, at = 1): WishlistChange => ({ id, wanted: true, at });
const remove = (id: number, at = 1): WishlistChange => ({ id, wanted: false, at });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('applying a device’s changes to the account’s wishlist', () => {
  it('adds a product last and takes one out', () => {
    expect(applyChanges([1, 2], [add(3), remove(1)])).toEqual([2, 3]);
  });

  it('keeps a product added that was there already where it was', () => {
    expect(applyChanges([1, 2], [add(1)])).toEqual([1, 2]);
  });

  it('changes nothing more when the same changes are applied twice (a write sent again)', () => {
    const changes = [add(3), remove(1)];
    const once = applyChanges([1, 2], changes);
    expect(applyChanges(once, changes)).toEqual(once);
  });

  it(`keeps at most ${WISHLIST_MAX} products: adds past the bound are left out, never what is there`, () => {
    const full = Array.from({ length: WISHLIST_MAX - 1 }, (_, at) => at + 1);
    expect(applyChanges(full, [add(1000), add(1001)])).toEqual([...full, 1000]);
    expect(applyChanges([1, 2, 3], [add(4), add(5)], 3)).toEqual([1, 2, 3]);
    expect(applyChanges([1, 2, 3], [remove(2), add(5)], 3)).toEqual([1, 3, 5]);
  });
});

describe('two devices of one shopper', () => {
  // The account holds 1, 2, 3. Offline, device A removes 1 and adds 4; device B removes 2 and
  // adds 5 and 4. Each flush applies its device's changes to the account as it is then.
  const account = [1, 2, 3];
  const deviceA = [remove(1), add(4)];
  const deviceB = [remove(2), add(5), add(4)];

  it('keeps every add and every removal, whichever flushes first', () => {
    const aThenB = applyChanges(applyChanges(account, deviceA), deviceB);
    const bThenA = applyChanges(applyChanges(account, deviceB), deviceA);
    expect(sorted(aThenB)).toEqual([3, 4, 5]);
    expect(sorted(bThenA)).toEqual(sorted(aThenB));
  });

  it('holds a product both added once', () => {
    const merged = applyChanges(applyChanges(account, deviceA), deviceB);
    expect(merged.filter((id) => id === 4)).toHaveLength(1);
  });

  it('lets the later flush decide a product one added and the other removed', () => {
    expect(applyChanges(applyChanges([1], [remove(1)]), [add(1)])).toEqual([1]);
    expect(applyChanges(applyChanges([1], [add(1)]), [remove(1)])).toEqual([]);
  });

  it('shows each device the account’s list with what it has not sent yet on top', () => {
    const afterA = applyChanges(account, deviceA);
    // B reads the account (A's flush landed) while its own changes wait for the connection.
    expect(sorted(applyChanges(afterA, deviceB))).toEqual([3, 4, 5]);
  });
});

describe('the changes a device queues', () => {
  it('keeps only the latest change of each product', () => {
    const changes = withChange(withChange([add(1, 1), add(2, 2)], remove(1, 3)), add(1, 4));
    expect(changes).toEqual([add(2, 2), add(1, 4)]);
  });

  it('leaves queued, after a flush, only what was changed after it was sent', () => {
    expect(changesAfter([add(1, 1), remove(2, 3), add(3, 4)], 3)).toEqual([add(3, 4)]);
  });

  it('brings a visitor’s saved products into the account, not their removals', () => {
    expect(visitorChanges([add(1, 1), remove(2, 2), add(3, 3)])).toEqual([add(1, 1), add(3, 3)]);
  });
});

describe('Users.wishlist as read', () => {
  it('gives the product ids in order, each once', () => {
    expect(wishlistIds(['1001', '990001', '1001', '7'])).toEqual([1001, 990001, 7]);
  });

  it('leaves out what is not a product id, and reads a missing list as empty', () => {
    expect(wishlistIds(['1001', 1002, '', 'abc', '12a', null, { id: '3' }])).toEqual([1001]);
    expect(wishlistIds(undefined)).toEqual([]);
    expect(wishlistIds('1001')).toEqual([]);
  });

  it('compares lists in order', () => {
    expect(sameList([1, 2], [1, 2])).toBe(true);
    expect(sameList([1, 2], [2, 1])).toBe(false);
    expect(sameList([1], [1, 2])).toBe(false);
    expect(sameList([1, 2], [1, 3])).toBe(false);
  });
});
