import { plural, t } from '@lingui/core/macro';

import { verifyForMoreMessage } from '@/features/cart';
import { UNPAID_IN_A_ROW } from '@/domain/shop-rules';
import { formatNumber } from '@/lib/format';
import { isShopperRefusalCode, type ShopperRefusalCode } from '@/domain/refusal-codes';

/*
 * The functions' refusals of the shopper's calls, in the shopper's language. The functions write
 * English (their bundle holds no catalogs) and send a code from domain/refusal-codes.ts beside it;
 * the English here is theirs, word for word, so an English shopper reads what the server wrote.
 */

/** What the browser knows to fill a refusal's words: the figures the answer names, and the cart. */
export interface RefusalFacts {
  productId?: number | undefined;
  available?: number | undefined;
  /** The most units of the product one order holds. */
  most?: number | undefined;
  /** The product's title, from the cart line the refusal names. */
  title?: string | undefined;
}

/** A refusal's words for the shopper; `lang` is 'en' when they are the server's own English. */
export interface RefusalText {
  text: string;
  lang?: 'en';
}

type Wording = (facts: RefusalFacts) => string | undefined;

const titled =
  (say: (title: string) => string): Wording =>
  ({ title }) =>
    title === undefined ? undefined : say(title);

/**
 * Each code's words; null for the refusals a shopper never meets from the shop's own pages (the
 * browser checks the same rules before it sends), which are shown in the server's English. A
 * wording answers undefined when a figure it says is missing, and the English is shown instead.
 */
const SHOPPER_REFUSAL_WORDS: Record<ShopperRefusalCode, Wording | null> = {
  'session-revoked': () => t`Your session has ended. Please log in again.`,
  'idempotency-key-invalid': null,
  'payments-off': () => t`Payments are not configured.`,
  'payments-paused': () =>
    t`Payments are paused: the shop cannot confirm them (no Stripe webhook secret is set).`,
  'sign-in-to-check-out': () => t`Sign in to check out.`,
  'checkout-request-invalid': null,
  'foreign-origin': () => t`Payments can only start from the shop.`,
  'too-many-checkouts': () =>
    t`Too many checkouts were started from here. Please wait a minute and try again.`,
  'verify-email-for-more': verifyForMoreMessage,
  'unpaid-checkouts': () => {
    const count = formatNumber(UNPAID_IN_A_ROW);
    return t`Your last ${count} checkouts ran out without payment. Please wait half an hour before starting another.`;
  },
  'payment-not-started': () => t`The payment could not be started. Please try again.`,
  'not-sold': ({ productId }) => (productId === undefined ? undefined : t`Product ${productId} is not sold.`),
  'no-price': titled((title) => t`${title} has no price.`),
  'stock-short': ({ available, title }) =>
    available === undefined || title === undefined
      ? undefined
      : plural(available, { one: `Only # of ${title} left.`, other: `Only # of ${title} left.` }),
  'out-of-stock': titled((title) => t`${title} is out of stock.`),
  'order-limit': ({ most, title }) => {
    if (most === undefined || title === undefined) return undefined;
    const limit = formatNumber(most);
    return t`At most ${limit} of ${title} per order.`;
  },
  'already-paid': () => t`This order has already been paid.`,
  'cart-changed': () => t`This checkout was started with a different cart or billing details.`,
  'cancelled-by-shop': () => t`This order was cancelled by the shop. Please check out again.`,
  'checkout-changed': () => t`This checkout changed meanwhile. Please try again.`,
  'sign-in-to-cancel': () => t`Sign in to cancel a checkout.`,
  'nothing-to-cancel': () => t`There is no checkout of yours to cancel for this link.`,
  'cancel-failed': () => t`The checkout could not be cancelled. Please try again.`,
  'sign-in-to-delete-account': () => t`Sign in to delete your account.`,
  'recent-sign-in-needed': () => t`Please confirm it is you, then delete your account.`,
  'delete-failed': () => t`Your account could not be deleted. Please try again.`,
  'sign-in-to-sign-out-everywhere': () => t`Sign in to sign out everywhere.`,
  'request-not-understood': () => t`This request is not understood.`,
  'other-sessions-not-ended': () => t`Your other sessions could not be ended. Please try again.`,
  'sessions-not-ended': () => t`Your sessions could not be ended. Please try again.`,
};

/**
 * A refusal in the shopper's language, from its code and facts; the server's English (`lang`
 * 'en') for a code the shop does not know, or none, or one whose figures are missing.
 */
export function shopperRefusalText(code: unknown, english: string, facts: RefusalFacts = {}): RefusalText {
  const said = isShopperRefusalCode(code) ? SHOPPER_REFUSAL_WORDS[code]?.(facts) : undefined;
  return said === undefined ? { text: english, lang: 'en' } : { text: said };
}
