import { atom } from 'jotai';

import { authAtom } from '@/features/auth';
import { keepStorage } from '@/lib/persistent-storage';
import { toast } from '@/lib/toast';

import { saveUserCart } from './api/account-cart';
import { addLineWithinCap, removeLineAt, stepQuantity, type AddRefusal } from './logic/cart-rules';
import { CART_MESSAGES } from './logic/cart-messages';
import type { CartLine } from './types';

// The stored cart (IndexedDB), its outbox and the channel to the other tabs load with the first
// change: a page paints and hydrates without them (the stored cart is read by use-cart-sync, also
// after hydration).
const localCart = () =>
  Promise.all([
    import('./local-db/cart-store'),
    import('./local-db/cart-sync'),
    import('./local-db/cart-channel'),
  ]);

/** The cart's lines as this tab knows them: loaded from IndexedDB at start, then kept in step. */
export const cartLinesAtom = atom<CartLine[]>([]);

/** False until the stored cart has been read, so the cart page does not flash "empty". */
export const cartLoadedAtom = atom(false);

/**
 * Applies a spec §4 rule in one IndexedDB transaction on the stored cart (which another tab may
 * have changed), then shows the stored result: what the shopper sees is always what a reload or a
 * closed tab keeps. The other tabs are told, and for a signed-in shopper the new cart is queued for
 * the account and the outbox is flushed. Where the device cannot store it, the change is kept in
 * memory for this visit (and sent straight to the account) and a refused write is shown.
 */
const changeCartAtom = atom(null, async (get, set, apply: (lines: CartLine[]) => CartLine[]) => {
  const uid = get(authAtom).user?.uid;
  const keepInMemory = () => {
    const next = apply(get(cartLinesAtom));
    set(cartLinesAtom, next);
    if (uid)
      void saveUserCart(uid, next).catch((error: unknown) =>
        console.error('Failed to save the cart:', error),
      );
  };
  let local: Awaited<ReturnType<typeof localCart>>;
  try {
    local = await localCart();
  } catch (error) {
    console.error('Failed to load the cart store:', error);
    keepInMemory();
    return;
  }
  const [{ CartStorageError, changeStoredCart }, { cartFlusher }, { cartChannel }] = local;
  try {
    const stored = await changeStoredCart({ apply, uid });
    if (stored === null) {
      keepInMemory(); // no IndexedDB here (some private modes)
      return;
    }
    set(cartLinesAtom, stored);
    if (stored.length > 0) keepStorage();
    cartChannel.announce({ type: 'changed' });
    if (uid) cartFlusher.poke();
  } catch (error) {
    console.error('Failed to store the cart on this device:', error);
    keepInMemory();
    if (error instanceof CartStorageError) toast.error(CART_MESSAGES.notStoredOnDevice);
  }
});

/**
 * Add to cart: resolves once the line is stored, so the confirmation never runs ahead of it. The
 * add is checked against the cart as stored: refused whole past the order limit, or past the
 * product's `stock` when given; the refusal is returned (null when added).
 */
export const addToCartAtom = atom(
  null,
  async (_get, set, line: CartLine, stock?: number): Promise<AddRefusal | null> => {
    let refusal: AddRefusal | null = null;
    await set(changeCartAtom, (lines) => {
      const { lines: next, refused } = addLineWithinCap(lines, line, stock);
      refusal = refused ?? null;
      return next;
    });
    return refusal;
  },
);

/**
 * The + and − buttons: one more or one fewer, counted from the stored cart (spec §4
 * updateQuantity); + stops at the line's cap, from the product's `stock` as the row knows it.
 */
export const stepLineQuantityAtom = atom(
  null,
  (
    _get,
    set,
    {
      id,
      variant,
      step,
      stock,
    }: Pick<CartLine, 'id' | 'variant'> & { step: 1 | -1; stock?: number | undefined },
  ) => set(changeCartAtom, (lines) => stepQuantity(lines, id, variant, step, stock)),
);

/** After a payment (spec §2 Success): the cart emptied here, and for a signed-in shopper on the account. */
export const emptyCartAtom = atom(null, (_get, set) => set(changeCartAtom, () => []));

/** Removes one line, found by its product and variant in the cart as stored (spec §4 removes by index). */
export const removeLineAtom = atom(null, (_get, set, { id, variant }: Pick<CartLine, 'id' | 'variant'>) =>
  set(changeCartAtom, (lines) =>
    removeLineAt(
      lines,
      lines.findIndex((line) => line.id === id && line.variant === variant),
    ),
  ),
);
