/** What the checkout pages say; the payment failure is spec §8's, word for word. */
export const CHECKOUT_MESSAGES = {
  paymentFailed: 'Payment failed! Please try again.',
  offline:
    'You are offline. Payment needs a connection; what you typed stays here until you are back online.',
  unavailable:
    'Some items in your cart are out of stock or no longer sold. Remove them from your cart to check out.',
} as const;
