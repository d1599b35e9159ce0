import { atom } from 'jotai';

import { authAtom } from '@/features/auth';
import { deviceCode } from '@/lib/device-code';
import { holdChange } from '@/lib/held-changes';
import { localDbCode } from '@/lib/local-db';
import { keepStorage } from '@/lib/persistent-storage';
import { toast } from '@/lib/toast';

import { saveUserCart } from './api/account-cart';
import { addLineWithinCap, removeLineAt, stepQuantity, type AddRefusal } from './logic/cart-rules';
import { CART_MESSAGES } from './logic/cart-messages';
import type { ProductLimits } from './logic/line-caps';
import type { CartLine } from './types';

/**
 * The code that stores the cart on this device: the stored cart (IndexedDB), its outbox and the
 * channel to the other tabs. Not in the first script (a page paints and hydrates without it); the
 * offline kit asks for it as the page starts, so it is here before a shopper's first tap.
 */
export const cartDeviceCode = deviceCode(() =>
  Promise.all([
    import('./local-db/cart-store'),
    import('./local-db/cart-sync'),
    import('./local-db/cart-channel'),
    localDbCode.attempt(),
  ]),
);

/** The cart's lines as this tab knows them: loaded from IndexedDB at start, then kept in step. */
export const cartLinesAtom = atom<CartLine[]>([]);

/** False until the stored cart has been read, so the cart page does not flash "empty". */
export const cartLoadedAtom = atom(false);

type Apply = (lines: CartLine[]) => CartLine[];

/** What became of a change: stored on the device, or held on this page until it can be. */
export type CartChange = 'stored' | 'held';

/**
 * Applies a spec §4 rule in one IndexedDB transaction on the stored cart (which another tab may
 * have changed), then shows the stored result: what the shopper sees is always what a reload or a
 * closed tab keeps. The other tabs are told, and for a signed-in shopper the new cart is queued for
 * the account and the outbox is flushed. Where the device cannot store it, the change is kept in
 * memory for this visit (and sent straight to the account) and the shopper is told.
 */
const storeCartChangeAtom = atom(
  null,
  async (get, set, apply: Apply, local: Awaited<ReturnType<typeof cartDeviceCode.load>>) => {
    const uid = get(authAtom).user?.uid;
    const [{ CartStorageError, changeStoredCart }, { cartFlusher }, { cartChannel }] = local;
    const keepInMemory = () => {
      const next = apply(get(cartLinesAtom));
      set(cartLinesAtom, next);
      if (uid)
        void saveUserCart(uid, next).catch((error: unknown) =>
          console.error('Failed to save the cart:', error),
        );
    };
    try {
      const stored = await changeStoredCart({ apply, uid });
      if (stored === null) {
        keepInMemory(); // no IndexedDB here (some private modes)
        toast.error(CART_MESSAGES.notKeptOnDevice, { id: 'cart-not-kept' });
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
  },
);

/** Changes made while the cart's code could not be fetched, in order, stored once it comes. */
let heldApplies: Apply[] = [];

/**
 * A change to the cart: stored and then shown when the code that stores it is here (it is asked
 * for as the page starts). Made while that code could not be fetched, it is shown on this page at
 * once, held in order with any others, and stored as soon as the code arrives (the shopper is told
 * meanwhile, and a page closed before then asks first: lib/held-changes). Resolves what became of it.
 */
const changeCartAtom = atom(null, async (get, set, apply: Apply): Promise<CartChange> => {
  const local = heldApplies.length > 0 ? 'missing' : await cartDeviceCode.loadedOrMissing();
  if (local !== 'missing') {
    await set(storeCartChangeAtom, apply, local);
    return 'stored';
  }
  set(cartLinesAtom, apply(get(cartLinesAtom)));
  heldApplies.push(apply);
  if (heldApplies.length === 1)
    holdChange(
      cartDeviceCode.load().then(async (arrived) => {
        const applies = heldApplies;
        heldApplies = [];
        await set(storeCartChangeAtom, (lines) => applies.reduce((next, each) => each(next), lines), arrived);
      }),
    );
  return 'held';
});

/**
 * Add to cart: resolves once the line is stored, so the confirmation never runs ahead of it. The
 * add is checked against the cart as stored: refused whole past the order limit, or past the
 * product's stock when given, and past its limit per order; the refusal is returned, else what became of the line ('held'
 * when it waits on this page for the code that stores it: the shopper has been told so).
 */
export const addToCartAtom = atom(
  null,
  async (_get, set, line: CartLine, product?: ProductLimits): Promise<AddRefusal | CartChange> => {
    const outcome: { refusal?: AddRefusal } = {};
    const change = await set(changeCartAtom, (lines) => {
      const { lines: next, refused } = addLineWithinCap(lines, line, product);
      if (refused) outcome.refusal = refused;
      else delete outcome.refusal;
      return next;
    });
    return outcome.refusal ?? change;
  },
);

/**
 * The + and − buttons: one more or one fewer, counted from the stored cart (spec §4
 * updateQuantity); + stops at the line's cap, from the product's stock and limit as the row knows them.
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
      product,
    }: Pick<CartLine, 'id' | 'variant'> & { step: 1 | -1; product?: ProductLimits | undefined },
  ) => set(changeCartAtom, (lines) => stepQuantity(lines, id, variant, step, product)),
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
