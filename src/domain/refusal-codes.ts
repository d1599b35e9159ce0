/*
 * The codes of the functions' refusals. An answer that refuses carries its English sentence
 * (`error`, for the logs and API callers), one of these codes and the figures the sentence names;
 * the browser says it again in the shopper's (or the operator's) language from the code
 * (features/checkout/logic/refusal-words.ts, features/desk/logic/desk-refusal-words.ts). Both
 * sides import this list, so a code the functions send is one the browser has words for. No
 * Lingui here: the functions' bundle holds this module.
 */

/** Refusals of the shopper's calls: checkout, cancelling a checkout, and the account's. */
export const SHOPPER_REFUSAL_CODES = [
  'session-revoked',
  'idempotency-key-invalid',
  'payments-off',
  'payments-paused',
  'sign-in-to-check-out',
  'checkout-request-invalid',
  'foreign-origin',
  'too-many-checkouts',
  'verify-email-for-more',
  'unpaid-checkouts',
  'payment-not-started',
  'not-sold',
  'no-price',
  'stock-short',
  'out-of-stock',
  'order-limit',
  'already-paid',
  'cart-changed',
  'cancelled-by-shop',
  'checkout-changed',
  'sign-in-to-cancel',
  'nothing-to-cancel',
  'cancel-failed',
  'sign-in-to-delete-account',
  'recent-sign-in-needed',
  'delete-failed',
  'sign-in-to-sign-out-everywhere',
  'request-not-understood',
  'other-sessions-not-ended',
  'sessions-not-ended',
] as const;

/** Refusals of the operator's desk actions. */
export const DESK_REFUSAL_CODES = [
  'session-revoked',
  'idempotency-key-reused',
  'payments-off',
  'sign-in-to-use-desk',
  'admins-only',
  'no-such-action',
  'order-id-missing',
  'no-such-order',
  'carrier-invalid',
  'tracking-number-invalid',
  'delivered-already',
  'ship-unpaid',
  'deliver-unshipped',
  'refund-in-review',
  'refund-unpaid',
  'nothing-to-refund',
  'cancel-paid',
  'no-review-needed',
  'paid-at-stripe',
  'paid-meanwhile',
  'resolution-invalid',
  'own-payment-missing',
  'own-payment-first',
  'restock-short',
  'refund-lines-invalid',
  'refund-line-unknown',
  'refund-line-twice',
  'refund-quantity-invalid',
  'refund-quantity-short',
  'restock-choice-invalid',
  'stripe-refused',
  'no-payment',
  'action-failed',
] as const;

/** Refusals of Stripe's calls to the webhook: no person reads them. */
export const STRIPE_REFUSAL_CODES = [
  'payments-off',
  'stripe-signature-missing',
  'stripe-signature-invalid',
] as const;

export type ShopperRefusalCode = (typeof SHOPPER_REFUSAL_CODES)[number];
export type DeskRefusalCode = (typeof DESK_REFUSAL_CODES)[number];
export type RefusalCode = ShopperRefusalCode | DeskRefusalCode | (typeof STRIPE_REFUSAL_CODES)[number];

/** The figures and ids a refusal's sentence names, sent beside it under these names. */
export type RefusalParams = Record<string, string | number>;

/** A refusal as the functions say it: the code, the English sentence and what it names. */
export interface Refused {
  code: RefusalCode;
  error: string;
  params?: RefusalParams;
}

export const said = (code: RefusalCode, error: string, params?: RefusalParams): Refused =>
  params ? { code, error, params } : { code, error };

const isIn =
  <C extends string>(codes: readonly C[]) =>
  (value: unknown): value is C =>
    codes.some((code) => code === value);

export const isShopperRefusalCode = isIn<ShopperRefusalCode>(SHOPPER_REFUSAL_CODES);
export const isDeskRefusalCode = isIn<DeskRefusalCode>(DESK_REFUSAL_CODES);
