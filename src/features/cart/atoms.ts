import { atom } from 'jotai';

import { CART_STORAGE_KEY } from '@/lib/constants';

import { addLine, cartTotals, parseStoredCart } from './logic/cart-rules';
import type { CartLine } from './types';

function loadCart(): CartLine[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

function storeCart(lines: CartLine[]) {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch (error) {
    console.error('Failed to store the cart on this device:', error);
  }
}

const cartLinesBaseAtom = atom<CartLine[]>(loadCart());

/** The cart's lines; every change is saved on the device (spec §4, key "cart"). */
const cartLinesAtom = atom(
  (get) => get(cartLinesBaseAtom),
  (_get, set, lines: CartLine[]) => {
    set(cartLinesBaseAtom, lines);
    storeCart(lines);
  },
);

export const cartTotalsAtom = atom((get) => cartTotals(get(cartLinesAtom)));

export const addToCartAtom = atom(null, (get, set, line: CartLine) => {
  set(cartLinesAtom, addLine(get(cartLinesAtom), line));
});
