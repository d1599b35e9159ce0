import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { takeStockAsRead } from './stock';

describe('taking stock as read', () => {
  const snapshot = (id: number, stock: number, updateTime: string) =>
    ({
      exists: true,
      ref: { id: String(id) },
      updateTime,
      get: (field: string) => (field === 'stock' ? stock : undefined),
    }) as unknown as DocumentSnapshot;

  it('writes each product’s stock less its units, only if the product is as it was read', () => {
    const updates: unknown[][] = [];
    const batch = { update: (...args: unknown[]) => updates.push(args) } as unknown as WriteBatch;
    takeStockAsRead(
      batch,
      [
        { id: 7, quantity: 2 },
        { id: 8, quantity: 1 },
      ],
      [snapshot(7, 5, 'read-7'), snapshot(8, 1, 'read-8')],
    );
    expect(
      updates.map(([ref, data, precondition]) => [ref, (data as { stock: number }).stock, precondition]),
    ).toEqual([
      [{ id: '7' }, 3, { lastUpdateTime: 'read-7' }],
      [{ id: '8' }, 0, { lastUpdateTime: 'read-8' }],
    ]);
  });

  it('leaves out a product that is not there', () => {
    const updates: unknown[] = [];
    const batch = { update: (...args: unknown[]) => updates.push(args) } as unknown as WriteBatch;
    takeStockAsRead(batch, [{ id: 9, quantity: 1 }], [{ exists: false } as unknown as DocumentSnapshot]);
    expect(updates).toEqual([]);
  });
});
