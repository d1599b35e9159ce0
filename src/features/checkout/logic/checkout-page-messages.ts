import { t } from '@lingui/core/macro';

import type { PaidStatus } from './checkout-refusal';

/*
 * What the checkout pages say, in the shopper's language: each getter reads the message in the
 * language spoken when it is read. Browser only: the checkout function's own words are in
 * checkout-messages.ts.
 */

/** The checkout page's messages; the payment failure is spec §8's, word for word. */
export const CHECKOUT_PAGE_MESSAGES = {
  get paymentFailed() {
    return t`Payment failed! Please try again.`;
  },
  get offline() {
    return t`You are offline. Payment needs a connection; what you typed stays here until you are back online.`;
  },
  get unavailable() {
    return t`Some items in your cart are out of stock or no longer sold. Remove them from your cart to check out.`;
  },
  get seeOrders() {
    return t`See your orders`;
  },
  /** The toast beside Embedded Checkout; the hosted payment page says it too (CHECKOUT_MESSAGES). */
  get earlierCheckoutClosed() {
    return t`Your earlier checkout was closed and its items were put back. This is the one to pay.`;
  },
  /** Prices are in US dollars whatever the shopper's language (spec §1). */
  get chargedInDollars() {
    return t`You are charged in US dollars.`;
  },
};

/** Checkout, when the server says this order was paid already: no second payment is started. */
export const ALREADY_PAID_MESSAGES: Record<PaidStatus, string> = {
  get paid() {
    return t`This order has already been paid. You were not charged again.`;
  },
  get pending() {
    return t`This order has already been paid and its confirmation is on its way. You were not charged again.`;
  },
  get 'needs-review'() {
    return t`This order has already been paid and is being checked by our team. You were not charged again.`;
  },
  get shipped() {
    return t`This order has already been paid and has shipped. You were not charged again.`;
  },
  get delivered() {
    return t`This order has already been paid and delivered. You were not charged again.`;
  },
  get 'partially-refunded'() {
    return t`This order has already been paid (and partly refunded). You were not charged again.`;
  },
  get refunded() {
    return t`This order was paid and then refunded. You were not charged again.`;
  },
};

/** The success page when its link is not a payment of this shopper's (spec §2 keeps its heading). */
export const PAYMENT_CHECK_MESSAGES = {
  get checking() {
    return t`Checking your payment…`;
  },
  get notFound() {
    return t`We could not find a payment of yours for this link. Nothing was changed.`;
  },
  get unreachable() {
    return t`We could not check your payment just now. It will be confirmed when you are back online; your cart was not changed.`;
  },
  get underReview() {
    return t`We received your payment and our team is checking this order. Your cart was not changed.`;
  },
};
