import { plural, t } from '@lingui/core/macro';

import { MAX_ORDER_UNITS, UNVERIFIED_ORDER_UNITS } from '@/domain/shop-rules';
import { formatNumber, formatPrice } from '@/lib/format';

import type { AddRefusal } from './cart-rules';
import type { LineCap } from './line-caps';

/**
 * What the cart says to the shopper: the spec's words where it has them (spec §8), each read in
 * the shopper's language when it is shown.
 */
export const CART_MESSAGES = {
  get saved() {
    return t`Cart saved successfully!`;
  },
  get saveFailed() {
    return t`Failed to update cart.`;
  },
  get savedWhenOnline() {
    return t`You're offline. Your cart is kept on this device and will be saved to your account when you're back online.`;
  },
  get notStoredOnDevice() {
    return t`Your cart could not be stored on this device (its storage is full). It stays in this tab; press Save Cart to keep it in your account.`;
  },
  get notKeptOnDevice() {
    return t`Your cart cannot be stored on this device now, so it stays in this tab only. Press Save Cart to keep it in your account.`;
  },
  get unsavedLogout() {
    return t`Your latest cart changes are not saved to your account yet, and you're offline. Log out and discard them?`;
  },
  get removeLine() {
    return t`Remove this item from your cart?`;
  },
};

/** What a line that cannot be bought says beside it, by its status. */
export const LINE_STATUS_MESSAGES = {
  get 'out-of-stock'() {
    return t`Out of stock: remove it to check out`;
  },
  get gone() {
    return t`No longer sold: remove it to check out`;
  },
};

/** Why a line can grow no more, shown beside it: "Only 3 in stock". */
export const capMessage = (cap: LineCap) => {
  if (cap.reason === 'stock') {
    const stock = formatNumber(cap.stock);
    return t`Only ${stock} in stock`;
  }
  if (cap.reason === 'cart-limit') {
    const limit = formatNumber(MAX_ORDER_UNITS);
    return t`An order holds at most ${limit} items`;
  }
  const limit = formatNumber(cap.most);
  return t`At most ${limit} of this item per order`;
};

/** Beside a product the desk limited, before the shopper reaches the limit: "Limit 2 per order". */
export const limitPerOrderNote = (most: number) => {
  const limit = formatNumber(most);
  return t`Limit ${limit} per order`;
};

/** Why Add to cart added nothing: "Only 3 in stock, and your cart already has 2." */
export const addRefusedMessage = (refusal: AddRefusal) => {
  const limit = capMessage(refusal.cap);
  if (refusal.inCart <= 0) return t`${limit}.`;
  const inCart = formatNumber(refusal.inCart);
  return t`${limit}, and your cart already has ${inCart}.`;
};

/** Beside a line whose product costs something else today than when it was added. */
export const priceChangedMessage = (added: number, today: number) => {
  const from = formatPrice(added);
  const to = formatPrice(today);
  return t`Price changed from ${from} to ${to}`;
};

/** The cart's count of units, as the header's cart badge reads it out: "1 item", "2 items". */
export const cartItemCount = (count: number) => plural(count, { one: '# item', other: '# items' });

/**
 * Why an account whose address is not verified cannot check out its whole cart: the checkout
 * function holds at most UNVERIFIED_ORDER_UNITS units for it, and refuses more in these words.
 */
export const verifyForMoreMessage = () => {
  const most = formatNumber(UNVERIFIED_ORDER_UNITS);
  return t`Verify your email address to check out more than ${most} items at once.`;
};
