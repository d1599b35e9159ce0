/** What the cart says to the shopper: the spec's words where it has them (spec §8). */
export const CART_MESSAGES = {
  saved: 'Cart saved successfully!',
  saveFailed: 'Failed to update cart.',
  savedWhenOnline:
    "You're offline. Your cart is kept on this device and will be saved to your account when you're back online.",
  notStoredOnDevice:
    'Your cart could not be stored on this device (its storage is full). It stays in this tab; press Save Cart to keep it in your account.',
  unsavedLogout:
    "Your latest cart changes are not saved to your account yet, and you're offline. Log out and discard them?",
  removeLine: 'Remove this item from your cart?',
} as const;
