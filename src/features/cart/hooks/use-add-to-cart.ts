import { t } from '@lingui/core/macro';
import { useSetAtom, useStore } from 'jotai';

import { authAtom, sessionCode, type AuthState } from '@/features/auth';
import { DEFAULT_VARIANT, type Variant } from '@/domain/shop-rules';
import { storeOrHold } from '@/lib/held-changes';
import { toast } from '@/lib/toast';

import { addToCartAtom } from '../atoms';
import { addRefusedMessage } from '../logic/cart-messages';

// The spec's words (§8), read in the shopper's language when the toast is shown.
const ADD_TO_CART_MESSAGES = {
  get signedOut() {
    return t`You need to be logged in to add items to cart.`;
  },
  get outOfStock() {
    return t`Sorry this product is out of stock!`;
  },
  get added() {
    return t`Item added to cart! Please go to your cart and update it.`;
  },
};

export interface AddableProduct {
  id: number;
  title: string;
  price: number;
  type: string;
  images: string[];
  stock: number;
  /** The desk's lower limit per order, when it set one. */
  limitPerOrder?: number | undefined;
}

interface AddOptions {
  quantity?: number;
  variant?: Variant;
  checkStock?: boolean;
  onSignedOut?: () => void;
}

type Store = ReturnType<typeof useStore>;

/** Longest wait for the saved session before treating the visitor as signed out. */
const SESSION_WAIT_MS = 10_000;

/**
 * The auth state once the saved session has been read. Right after a page load Firebase Auth is
 * still restoring it; a signed-in shopper who taps Add to cart then must not be told to log in.
 */
export function settledAuth(store: Store): Promise<AuthState> {
  const now = store.get(authAtom);
  if (!now.loading) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(store.get(authAtom));
    };
    const timer = setTimeout(finish, SESSION_WAIT_MS);
    const unsubscribe = store.sub(authAtom, () => {
      if (!store.get(authAtom).loading) finish();
    });
  });
}

/**
 * Add to cart (spec §5, §8): needs a signed-in user; `checkStock` (the product page) also needs
 * stock above zero, and never takes the product's quantity in the cart past its stock. No add
 * takes one line past the order's limit. A refused add says why instead of adding. Cards add one
 * unit of the default variant. `onSignedOut` runs after a signed-out visitor is told to log in
 * (the product page sends them to /login, to come back to it).
 */
export function useAddToCart() {
  const store = useStore();
  const add = useSetAtom(addToCartAtom);
  return async (
    product: AddableProduct,
    { quantity = 1, variant = DEFAULT_VARIANT, checkStock = false, onSignedOut }: AddOptions = {},
  ): Promise<boolean> => {
    const options = { quantity, variant, checkStock, onSignedOut };
    if (!store.get(authAtom).loading) return addAs(product, options);
    // Who is signed in is not known yet: once the session's code is here it says. Should that
    // code be missing (the connection dropped before it came), the add is held and made then.
    const added = await storeOrHold(sessionCode, () => addAs(product, options));
    return added === 'held' ? true : added;
  };

  async function addAs(
    product: AddableProduct,
    {
      quantity,
      variant,
      checkStock,
      onSignedOut,
    }: Required<Omit<AddOptions, 'onSignedOut'>> & Pick<AddOptions, 'onSignedOut'>,
  ): Promise<boolean> {
    const { user } = await settledAuth(store);
    if (!user) {
      toast.error(ADD_TO_CART_MESSAGES.signedOut);
      onSignedOut?.();
      return false;
    }
    if (checkStock && product.stock <= 0) {
      toast.error(ADD_TO_CART_MESSAGES.outOfStock);
      return false;
    }
    const { id, title, price, type, images } = product;
    const result = await add(
      { id, title, price, type, images, quantity, variant },
      { stock: checkStock ? product.stock : undefined, limitPerOrder: product.limitPerOrder },
    );
    if (typeof result === 'object') {
      toast.error(addRefusedMessage(result));
      return false;
    }
    // A line held on this page until the code that stores it arrives has been told so instead.
    if (result === 'stored') toast.success(ADD_TO_CART_MESSAGES.added);
    return true;
  }
}
