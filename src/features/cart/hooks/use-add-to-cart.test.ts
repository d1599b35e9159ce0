import 'fake-indexeddb/auto';

import { renderHook } from '@testing-library/react';
import { deleteDB } from 'idb';
import { createElement, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';
import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';
import { toast } from '@/lib/toast';

import { aCardRecord, aCartLine, aUser } from '../../../../tests/support/factories';
import { closeCartDb } from '../local-db/cart-db';
import { changeStoredCart, readStoredCart } from '../local-db/cart-store';
import { settledAuth, useAddToCart } from './use-add-to-cart';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// The account's copy: each queued cart is taken as written, without Firebase.
vi.mock('../api/user-cart', () => ({
  transactUserCart: vi.fn(async (_uid: string, merge: (server: unknown[]) => unknown) => {
    await merge([]);
  }),
}));

const shopper = aUser({ uid: 'u1', name: 'Sam Shopper' });

describe('settledAuth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once when the session is known', async () => {
    const store = createStore();
    store.set(authAtom, { user: shopper, loading: false });
    await expect(settledAuth(store)).resolves.toMatchObject({ user: { name: 'Sam Shopper' } });
  });

  it('waits for a session still being restored, so a signed-in shopper is not told to log in', async () => {
    const store = createStore();
    const answer = settledAuth(store);
    store.set(authAtom, { user: null, loading: true });
    store.set(authAtom, { user: shopper, loading: false });
    await expect(answer).resolves.toMatchObject({ user: { uid: 'u1' }, loading: false });
  });

  it('gives up after 10 s and treats the visitor as signed out', async () => {
    vi.useFakeTimers();
    const store = createStore();
    const answer = settledAuth(store);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(answer).resolves.toMatchObject({ user: null, loading: true });
  });
});

describe('useAddToCart', () => {
  const headphones = aCardRecord({ id: 1, title: 'Headphones', stock: 3 });
  const inCart = (quantity: number, variant: 'Off White' | 'Jet Black' = 'Jet Black') =>
    changeStoredCart({ apply: () => [aCartLine({ id: 1, variant, quantity })] });

  /** Add to cart as a signed-in shopper would call it. */
  function addToCart() {
    const store = createStore();
    store.set(authAtom, { user: shopper, loading: false });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    return renderHook(() => useAddToCart(), { wrapper }).result.current;
  }

  beforeEach(async () => {
    vi.clearAllMocks();
    await closeCartDb();
    await deleteDB('eshop-cart');
  });

  it('adds on the product page while the product’s quantity stays within its stock', async () => {
    await inCart(1);
    expect(await addToCart()(headphones, { quantity: 2, checkStock: true })).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Item added to cart! Please go to your cart and update it.');
    expect((await readStoredCart()).map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('says how many the cart holds instead of taking the product past its stock', async () => {
    await inCart(2);
    expect(await addToCart()(headphones, { quantity: 2, checkStock: true })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Only 3 in stock, and your cart already has 2.');
    expect((await readStoredCart()).map((line) => line.quantity)).toEqual([2]);
  });

  it('keeps the spec’s words for a product that is out of stock', async () => {
    expect(await addToCart()({ ...headphones, stock: 0 }, { checkStock: true })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Sorry this product is out of stock!');
  });

  it('never takes a product past the order’s most of one product, from a product card either', async () => {
    await inCart(MAX_LINE_QUANTITY, 'Off White');
    expect(await addToCart()({ ...headphones, stock: 500 })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(
      `At most ${MAX_LINE_QUANTITY} of this item per order, and your cart already has ${MAX_LINE_QUANTITY}.`,
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
