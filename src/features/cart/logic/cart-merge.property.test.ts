import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { VARIANTS } from '@/domain/shop-rules';

import type { CartLine } from '../types';
import { mergeCarts, sameCart } from './cart-merge';
import { lineKey } from './cart-rules';
import { mergeBase } from './merge-base';

/*
 * The rules of merging a device's cart into the account's (cart-merge.ts, merge-base.ts), for any
 * carts: few products and variants, so that the carts overlap often.
 */

const line = (id: number, variant: CartLine['variant'], quantity: number): CartLine => ({
  id,
  title: `Product ${id}`,
  price: 10,
  type: 'Laptop',
  images: [],
  quantity,
  variant,
});

/** A cart as the rules keep it: each product and variant once, quantities 1 to 20. */
const aCart = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      variant: fc.constantFrom(...VARIANTS),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
    { selector: lineKey, maxLength: 12 },
  )
  .map((lines) => lines.map(({ id, variant, quantity }) => line(id, variant, quantity)));

/** Quantities by line; lines absent count 0. */
const countsOf = (cart: readonly CartLine[]) => {
  const counts = new Map<string, number>();
  for (const entry of cart) counts.set(lineKey(entry), (counts.get(lineKey(entry)) ?? 0) + entry.quantity);
  return counts;
};
const keysOf = (...carts: (readonly CartLine[])[]) => new Set(carts.flatMap((cart) => cart.map(lineKey)));

/** The cart as quantities by line, in a fixed order: equal for the same cart in any line order. */
const normal = (cart: readonly CartLine[]) => [...countsOf(cart)].sort(([a], [b]) => a.localeCompare(b));

describe('merging a device’s cart into the account’s', () => {
  test.prop([aCart, aCart, aCart])(
    'is idempotent: a sync that landed unnoted and runs again changes nothing more',
    (server, local, synced) => {
      // The device writes the merge, but its page closes before it notes the write.
      const merged = mergeCarts(server, local, mergeBase(server, { synced }));
      const memory = { synced, attempts: [{ written: merged, local }] };
      // Next time it finds the account holding that write, and merges again.
      const again = mergeCarts(merged, local, mergeBase(merged, memory));
      expect(normal(again)).toEqual(normal(merged));
    },
  );

  test.prop([aCart, aCart])(
    'takes the account’s cart as it is when this device changed nothing',
    (server, local) => {
      expect(normal(mergeCarts(server, local, local))).toEqual(normal(server));
    },
  );

  test.prop([aCart, aCart, aCart])(
    'never loses this device’s own edits: each line is the account’s plus what this device changed, never below 0',
    (server, local, base) => {
      const merged = countsOf(mergeCarts(server, local, base));
      const [was, now, account] = [countsOf(base), countsOf(local), countsOf(server)];
      for (const key of keysOf(server, local, base)) {
        const own = (now.get(key) ?? 0) - (was.get(key) ?? 0);
        expect(merged.get(key) ?? 0, key).toBe(Math.max(0, (account.get(key) ?? 0) + own));
      }
      expect([...merged.values()].every((quantity) => quantity > 0)).toBe(true);
    },
  );

  test.prop([aCart, aCart])(
    'gives this device’s cart when no other device changed the account meanwhile',
    (base, local) => {
      expect(sameCart(mergeCarts(base, local, base), local)).toBe(true);
    },
  );

  test.prop([aCart, aCart, aCart])('keeps one line per product and variant', (server, local, base) => {
    const merged = mergeCarts(server, local, base);
    expect(new Set(merged.map(lineKey)).size).toBe(merged.length);
  });

  test.prop([aCart, aCart, aCart])(
    'gives the same account cart whichever of two devices syncs first',
    (base, phone, laptop) => {
      // Both devices last agreed on `base` with the account, which still holds it; each edited offline.
      const phoneFirst = mergeCarts(mergeCarts(base, phone, base), laptop, base);
      const laptopFirst = mergeCarts(mergeCarts(base, laptop, base), phone, base);
      expect(normal(phoneFirst)).toEqual(normal(laptopFirst));
    },
  );
});
