import type { PaidStatus } from './checkout-refusal';

/** What the checkout pages say; the payment failure is spec §8's, word for word. */
export const CHECKOUT_MESSAGES = {
  paymentFailed: 'Payment failed! Please try again.',
  offline:
    'You are offline. Payment needs a connection; what you typed stays here until you are back online.',
  unavailable:
    'Some items in your cart are out of stock or no longer sold. Remove them from your cart to check out.',
  seeOrders: 'See your orders',
  /** A shopper holds one checkout at a time (issue 43): said in the shop and on the payment page. */
  earlierCheckoutClosed:
    'Your earlier checkout was closed and its items were put back. This is the one to pay.',
} as const;

/** Checkout, when the server says this order was paid already: no second payment is started. */
export const ALREADY_PAID_MESSAGES: Record<PaidStatus, string> = {
  paid: 'This order has already been paid. You were not charged again.',
  pending: 'This order has already been paid and its confirmation is on its way. You were not charged again.',
  'needs-review':
    'This order has already been paid and is being checked by our team. You were not charged again.',
  shipped: 'This order has already been paid and has shipped. You were not charged again.',
  delivered: 'This order has already been paid and delivered. You were not charged again.',
  'partially-refunded': 'This order has already been paid (and partly refunded). You were not charged again.',
  refunded: 'This order was paid and then refunded. You were not charged again.',
};

/** The success page when its link is not a payment of this shopper's (spec §2 keeps its heading). */
export const PAYMENT_CHECK_MESSAGES = {
  checking: 'Checking your payment…',
  notFound: 'We could not find a payment of yours for this link. Nothing was changed.',
  unreachable:
    'We could not check your payment just now. It will be confirmed when you are back online; your cart was not changed.',
  underReview: 'We received your payment and our team is checking this order. Your cart was not changed.',
} as const;
