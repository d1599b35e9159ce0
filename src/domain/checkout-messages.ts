/**
 * What the checkout function writes on Stripe's payment page (functions/src/checkout/
 * checkout-session.ts). In English: the functions' bundle holds no catalogs, and this module is
 * part of it, so it imports no i18n. The shop's pages say the same in the shopper's language
 * (CHECKOUT_PAGE_MESSAGES in checkout-page-messages.ts).
 */
export const CHECKOUT_MESSAGES = {
  /** A shopper holds one checkout at a time: said in the shop and on the payment page. */
  earlierCheckoutClosed:
    'Your earlier checkout was closed and its items were put back. This is the one to pay.',
} as const;
