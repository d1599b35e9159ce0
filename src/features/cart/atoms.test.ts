import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';

import { aCartLine } from '../../../tests/support/factories';
import { addToCartAtom, cartLinesAtom, removeLineAtom, stepLineQuantityAtom } from './atoms';
import { closeCartDb } from './local-db/cart-db';
import { changeStoredCart, readStoredCart } from './local-db/cart-store';

const headphones = aCartLine({ id: 1, quantity: 1, variant: 'Off White' });

beforeEach(async () => {
  await closeCartDb();
  await deleteDB('eshop-cart');
});

describe('cart changes', () => {
  it('resolves an add only once the line is stored, and shows what is stored', async () => {
    const store = createStore();
    await store.set(addToCartAtom, headphones);
    expect(await readStoredCart()).toEqual([headphones]);
    await store.set(addToCartAtom, headphones);
    expect(store.get(cartLinesAtom)).toEqual([{ ...headphones, quantity: 2 }]);
    expect(await readStoredCart()).toEqual(store.get(cartLinesAtom));
  });

  it('counts two quick presses of + twice, from a cart another tab changed', async () => {
    const store = createStore();
    await store.set(addToCartAtom, headphones);
    // Another tab adds one more; this tab has not heard of it yet.
    await changeStoredCart({ apply: (lines) => lines.map((line) => ({ ...line, quantity: 2 })) });
    expect(store.get(cartLinesAtom)[0]?.quantity).toBe(1);

    const press = () => store.set(stepLineQuantityAtom, { id: 1, variant: 'Off White', step: 1 });
    await Promise.all([press(), press()]);
    expect(store.get(cartLinesAtom)[0]?.quantity).toBe(4);
    expect((await readStoredCart())[0]?.quantity).toBe(4);
  });

  it('never takes a line below 1 with −; removing it is its own step', async () => {
    const store = createStore();
    await store.set(addToCartAtom, headphones);
    await store.set(stepLineQuantityAtom, { id: 1, variant: 'Off White', step: -1 });
    expect(store.get(cartLinesAtom)).toEqual([headphones]);
    await store.set(removeLineAtom, headphones);
    expect(await readStoredCart()).toEqual([]);
  });
});
