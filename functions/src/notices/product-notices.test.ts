import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { HOLD_RELEASED_AT, returnsReleasedHold } from '@/domain/notice-rules';
import { returnStock } from '../orders/stock';

/*
 * How the functions tell wishers' notices (product-notices.ts) that a product's write only gave
 * back a released hold's units: the release stamps the product, and the rule reads the stamp with
 * the Admin SDK's own timestamps.
 */
describe('a released hold’s units, as the product write says', () => {
  const db = { collection: () => ({ doc: (id: string) => ({ id }) }) } as unknown as Firestore;
  const returned = (options?: { fromHold?: boolean }) => {
    const updates: Record<string, unknown>[] = [];
    const tx = {
      update: (_ref: unknown, data: Record<string, unknown>) => updates.push(data),
    } as unknown as Transaction;
    returnStock(tx, db, [{ id: 7, quantity: 2 }], new Set([7]), options);
    return updates;
  };

  it('stamps the release with the server’s time of the write, as updatedAt is', () => {
    const [update] = returned({ fromHold: true });
    expect(update?.[HOLD_RELEASED_AT]).toEqual(FieldValue.serverTimestamp());
    expect(update?.updatedAt).toEqual(FieldValue.serverTimestamp());
  });

  it('does not stamp units coming back otherwise (a refund the operator restocks)', () => {
    expect(returned()[0]).not.toHaveProperty(HOLD_RELEASED_AT);
  });

  it('is read from the product as stored: both stamps one instant in that write only', () => {
    const written = Timestamp.fromMillis(1_795_640_116_123);
    expect(returnsReleasedHold({ stock: 2, updatedAt: written, [HOLD_RELEASED_AT]: written })).toBe(true);
    const later = new Timestamp(written.seconds, written.nanoseconds + 1000);
    expect(returnsReleasedHold({ stock: 5, updatedAt: later, [HOLD_RELEASED_AT]: written })).toBe(false);
  });
});
