import { MAX_LINE_QUANTITY } from '@/lib/constants';
import { formatPrice } from '@/lib/format';

import type { AddRefusal } from './cart-rules';
import type { LineCap } from './line-caps';

/** What the cart says to the shopper: the spec's words where it has them (spec §8). */
export const CART_MESSAGES = {
  saved: 'Cart saved successfully!',
  saveFailed: 'Failed to update cart.',
  savedWhenOnline:
    "You're offline. Your cart is kept on this device and will be saved to your account when you're back online.",
  notStoredOnDevice:
    'Your cart could not be stored on this device (its storage is full). It stays in this tab; press Save Cart to keep it in your account.',
  notKeptOnDevice:
    'Your cart cannot be stored on this device now, so it stays in this tab only. Press Save Cart to keep it in your account.',
  unsavedLogout:
    "Your latest cart changes are not saved to your account yet, and you're offline. Log out and discard them?",
  removeLine: 'Remove this item from your cart?',
} as const;

/** Why a line can grow no more, shown beside it: "Only 3 in stock". */
export const capMessage = (cap: LineCap) =>
  cap.reason === 'stock'
    ? `Only ${cap.stock} in stock`
    : `At most ${MAX_LINE_QUANTITY} of this item per order`;

/** Why Add to cart added nothing: "Only 3 in stock, and your cart already has 2." */
export const addRefusedMessage = ({ cap, inCart }: AddRefusal) =>
  inCart > 0 ? `${capMessage(cap)}, and your cart already has ${inCart}.` : `${capMessage(cap)}.`;

/** Beside a line whose product costs something else today than when it was added. */
export const priceChangedMessage = (added: number, today: number) =>
  `Price changed from ${formatPrice(added)} to ${formatPrice(today)}`;
