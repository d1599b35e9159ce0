import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// Each test imports the cart's modules afresh (vi.resetModules): slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

import { aCardRecord, aUser } from '../../../../tests/support/factories';

/*
 * The connection dropped before the code that stores the cart arrived: the IndexedDB wrapper, a
 * part of it, cannot be fetched (as on a first visit the service worker does not control yet).
 * A confirmation must wait for that code.
 */
let storeReachable = false;

vi.mock('@/lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../api/user-cart', () => ({
  transactUserCart: vi.fn(async (_uid: string, merge: (server: unknown[]) => unknown) => {
    await merge([]);
  }),
}));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory(); // a device of its own for each test
  storeReachable = false;
  vi.resetModules();
  vi.doMock('@/lib/local-db', async (importOriginal) => {
    const { deviceCode } = await import('@/lib/device-code');
    return {
      ...(await importOriginal<typeof import('@/lib/local-db')>()),
      localDbCode: deviceCode(() =>
        storeReachable
          ? import('idb')
          : Promise.reject(new TypeError('Failed to fetch dynamically imported module: idb.js')),
      ),
    };
  });
});

afterEach(() => {
  vi.doUnmock('@/lib/local-db');
  vi.clearAllMocks();
});

const headphones = aCardRecord({ id: 1, title: 'Headphones', stock: 3 });

async function signedInAdd() {
  const { authAtom } = await import('@/features/auth');
  const { cartLinesAtom } = await import('../atoms');
  const { useAddToCart } = await import('./use-add-to-cart');
  const { toast } = await import('@/lib/toast');
  const { HELD_CHANGE_MESSAGES, heldChanges } = await import('@/lib/held-changes');
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: 'u1' }), loading: false });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  return { add: result.current, store, cartLinesAtom, toast, HELD_CHANGE_MESSAGES, heldChanges };
}

const storedLines = async () => {
  const { readStoredCart } =
    await vi.importActual<typeof import('../local-db/cart-store')>('../local-db/cart-store');
  return readStoredCart();
};

it('holds an add made while the code that stores it cannot be fetched, says so, and stores it once the code arrives', async () => {
  const { add, store, cartLinesAtom, toast, HELD_CHANGE_MESSAGES, heldChanges } = await signedInAdd();

  await expect(add(headphones)).resolves.toBe(true);
  await add(headphones);

  // Not confirmed: nothing is stored yet. Shown on the page, and the shopper is told why.
  expect(toast.success).not.toHaveBeenCalled();
  expect(toast.info).toHaveBeenCalledWith(HELD_CHANGE_MESSAGES.held, expect.anything());
  expect(store.get(cartLinesAtom)).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
  expect(heldChanges()).toBeGreaterThan(0);
  expect(await storedLines()).toEqual([]);

  // The code is fetched again after a pause (lib/lazy-loaded's RETRY_DELAYS_MS), and now comes.
  storeReachable = true;
  await vi.waitFor(() => expect(heldChanges()).toBe(0), { timeout: 20_000 });
  expect(await storedLines()).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
  expect(store.get(cartLinesAtom)).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
  expect(toast.success).toHaveBeenCalledWith(HELD_CHANGE_MESSAGES.kept, expect.anything());
});

it('confirms an add only after the line is stored when the code is here', async () => {
  storeReachable = true;
  const { add, toast } = await signedInAdd();
  const stored: unknown[][] = [];
  vi.mocked(toast.success).mockImplementation(() => {
    void storedLines().then((lines) => stored.push(lines));
    return '';
  });

  await add(headphones);

  expect(toast.info).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(stored).toEqual([[expect.objectContaining({ id: 1, quantity: 1 })]]), {
    timeout: 10_000,
  });
});
