import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { addLine } from '../logic/cart-rules';
import { closeCartDb, openCartDb } from './cart-db';
import {
  CartStorageError,
  changeStoredCart,
  clearStoredCart,
  migrateLegacyCart,
  readOutbox,
  readOwner,
  readStoredCart,
} from './cart-store';

const headphones = aCartLine({ id: 1, quantity: 2 });
const laptop = aCartLine({ id: 2, quantity: 1 });
const legacyStore = new Map<string, string>();

beforeEach(async () => {
  await closeCartDb();
  await deleteDB('eshop-cart');
  legacyStore.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => legacyStore.get(key) ?? null,
    removeItem: (key: string) => legacyStore.delete(key),
  });
});

describe('the cart on the device', () => {
  it('drops a corrupt line alone and keeps the others', async () => {
    await changeStoredCart({ apply: () => [headphones, laptop] });
    const db = await openCartDb();
    await db?.put('lines', { id: 'x', quantity: -1 }, 0);
    expect((await readStoredCart()).map((line) => line.id)).toEqual([2]);
  });

  it('moves a legacy localStorage cart in once, adding it to what is stored', async () => {
    await changeStoredCart({ apply: () => [headphones] });
    legacyStore.set('cart', JSON.stringify([{ ...headphones, quantity: 1 }, laptop, { broken: true }]));
    await migrateLegacyCart((stored, legacy) => legacy.reduce(addLine, stored));
    expect((await readStoredCart()).map((line) => [line.id, line.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(legacyStore.has('cart')).toBe(false);
    await migrateLegacyCart((stored, legacy) => legacy.reduce(addLine, stored));
    expect(await readStoredCart()).toHaveLength(2);
  });

  it('reports a write the device refuses (quota) as a CartStorageError', async () => {
    await openCartDb();
    const full = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(changeStoredCart({ apply: () => [laptop] })).rejects.toBeInstanceOf(CartStorageError);
    } finally {
      full.mockRestore();
    }
  });

  it('reads a write noted by the earlier version (the cart sent, also the account’s) as both', async () => {
    const db = await openCartDb();
    await db?.put('owner', { uid: 'u1', synced: [], attempts: [[headphones], 'junk'] } as never, 'owner');
    expect((await readOwner())?.attempts).toEqual([{ written: [headphones], local: [headphones] }]);
  });

  it('logout clears the lines, the outbox and the owner', async () => {
    await changeStoredCart({ apply: () => [laptop], uid: 'u1' });
    await clearStoredCart();
    expect(await readStoredCart()).toEqual([]);
    expect(await readOutbox('u1')).toBeUndefined();
    expect(await readOwner()).toBeUndefined();
  });
});
