import { plural, t } from '@lingui/core/macro';

import type { OrderStatus } from '@/features/orders';
import { isDeskRefusalCode, type DeskRefusalCode } from '@/domain/refusal-codes';

/*
 * The desk function's refusals in the operator's language. The function writes English (its
 * bundle holds no catalogs) and sends a code from domain/refusal-codes.ts with the figures its
 * sentence names; the English here is the function's, word for word.
 */

/** A refusal's words for the operator; `lang` is 'en' when they are the function's own English. */
export interface DeskRefusalText {
  text: string;
  lang?: 'en';
}

/** What a desk answer names beside its words: read defensively, as any answer. */
type Figures = Record<string, unknown>;
type Wording = (figures: Figures) => string | undefined;

/**
 * An order's status inside a sentence ("this one is shipped"): the function writes the status
 * itself, so the English is the status's own spelling.
 */
const STATUS_IN_A_SENTENCE: Record<OrderStatus, () => string> = {
  pending: () => t`pending`,
  paid: () => t`paid`,
  'needs-review': () => t`needs-review`,
  shipped: () => t`shipped`,
  delivered: () => t`delivered`,
  'partially-refunded': () => t`partially-refunded`,
  refunded: () => t`refunded`,
  expired: () => t`expired`,
  cancelled: () => t`cancelled`,
};

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && Object.hasOwn(STATUS_IN_A_SENTENCE, value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A wording that says the order's status, or undefined when the answer names none the shop knows. */
const withStatus =
  (say: (status: string) => string): Wording =>
  ({ status }) =>
    isStatus(status) ? say(STATUS_IN_A_SENTENCE[status]()) : undefined;

/** A wording that says a whole number the answer names under `name`. */
const withCount =
  (name: string, say: (count: number) => string): Wording =>
  (figures) => {
    const count = figures[name];
    return isCount(count) ? say(count) : undefined;
  };

const withText =
  (name: string, say: (text: string) => string): Wording =>
  (figures) => {
    const text = figures[name];
    return typeof text === 'string' && text ? say(text) : undefined;
  };

function refundQuantityShort({ line, left, reserved }: Figures): string | undefined {
  if (!isCount(line) || !isCount(left) || !isCount(reserved)) return undefined;
  if (reserved === 0)
    return plural(left, {
      one: `Line ${line} has only # unit(s) left to refund.`,
      other: `Line ${line} has only # unit(s) left to refund.`,
    });
  return plural(left, {
    one: `Line ${line} has only # unit(s) left to refund; ${reserved} more are being refunded right now.`,
    other: `Line ${line} has only # unit(s) left to refund; ${reserved} more are being refunded right now.`,
  });
}

/**
 * Each code's words; null for the refusals the desk's own pages never meet (they send what the
 * function reads), shown in the function's English.
 */
const DESK_REFUSAL_WORDS: Record<DeskRefusalCode, Wording | null> = {
  'session-revoked': () => t`Your session has ended. Please log in again.`,
  'idempotency-key-reused': () => t`This Idempotency-Key was used for another refund. Use a new one.`,
  'payments-off': () => t`Payments are not configured.`,
  'sign-in-to-use-desk': () => t`Sign in to use the desk.`,
  'admins-only': () => t`The desk is for the shop's admins only.`,
  'no-such-action': null,
  'order-id-missing': null,
  'no-such-order': () => t`No such order.`,
  'carrier-invalid': withCount('max', (max) => t`Enter the carrier (at most ${max} characters).`),
  'tracking-number-invalid': withCount(
    'max',
    (max) => t`Enter the tracking number: letters and digits, spaces or dashes between, at most ${max}.`,
  ),
  'delivered-already': () => t`This order was delivered already.`,
  'ship-unpaid': withStatus((status) => t`Only a paid order can be shipped; this one is ${status}.`),
  'deliver-unshipped': withStatus(
    (status) => t`Only a shipped order can be marked delivered; this one is ${status}.`,
  ),
  'refund-in-review': () => t`This order needs review: resolve it instead.`,
  'refund-unpaid': withStatus((status) => t`Only a paid order can be refunded; this one is ${status}.`),
  'nothing-to-refund': () => t`Nothing is left to refund on this order.`,
  'cancel-paid': withStatus(
    (status) => t`Only an unpaid order can be cancelled; this one is ${status}. Refund it instead.`,
  ),
  'no-review-needed': withStatus((status) => t`This order does not need review; it is ${status}.`),
  'paid-at-stripe': () =>
    t`Stripe reports this order paid; its confirmation is on the way. Refund it once it is here.`,
  'paid-meanwhile': withStatus((status) => t`This order was paid meanwhile (${status}): refund it instead.`),
  'resolution-invalid': null,
  'own-payment-missing': () =>
    t`This order's own payment never arrived: there is no sale to fulfil. Refund it.`,
  'own-payment-first': () => t`Refund the order's own payment first (the resolve endpoint does).`,
  'restock-short': ({ available, title }) =>
    isCount(available) && typeof title === 'string'
      ? plural(available, {
          one: `Only # of ${title} left: restock it, or refund the order.`,
          other: `Only # of ${title} left: restock it, or refund the order.`,
        })
      : undefined,
  'refund-lines-invalid': null,
  'refund-line-unknown': withText('line', (line) => t`There is no line ${line} on this order.`),
  'refund-line-twice': withCount('line', (line) => t`Line ${line} is named twice.`),
  'refund-quantity-invalid': withCount(
    'line',
    (line) => t`Line ${line} needs a whole quantity of 1 or more.`,
  ),
  'refund-quantity-short': refundQuantityShort,
  'restock-choice-invalid': null,
  'stripe-refused': withText('message', (message) => t`Stripe refused the refund: ${message}`),
  'no-payment': null,
  'action-failed': null,
};

/**
 * A desk refusal in the operator's language, from the answer's code and figures; the function's
 * English (`lang` 'en') for a code the shop does not know, or none, or one whose figures are missing.
 */
export function deskRefusalText(answer: Figures, english: string): DeskRefusalText {
  const { code } = answer;
  const said = isDeskRefusalCode(code) ? DESK_REFUSAL_WORDS[code]?.(answer) : undefined;
  return said === undefined ? { text: english, lang: 'en' } : { text: said };
}
