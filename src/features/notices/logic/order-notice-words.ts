import { t } from '@lingui/core/macro';

import { formatPrice } from '@/lib/format';
import type { OrderNoticeKey } from '@/domain/order-notice-keys';

import type { NoticeParams } from '../types';

/*
 * An order's notices in the shopper's language. The functions write them in English (their bundle
 * holds no catalogs) with a key from domain/order-notice-keys.ts and the facts the words name; the
 * English here is theirs, word for word, so an English shopper reads what the server wrote.
 */

/** A notice's headline and line. */
interface Said {
  title: string;
  body: string;
}

/** A key's words from its order's number and facts; undefined when a fact it says is missing. */
type Wording = (order: string | number, facts: NoticeParams) => Said | undefined;

const ORDER_NOTICE_WORDS: Record<OrderNoticeKey, Wording> = {
  paid: (order) => ({
    title: t`Order ${order} is paid`,
    body: t`Thank you! We will tell you when it ships.`,
  }),
  'in-review': (order) => ({
    title: t`Order ${order} is being checked`,
    body: t`Something about the payment needs a look from our team. We will tell you what we decide.`,
  }),
  shipped: (order, { carrier, trackingNumber }) =>
    carrier === undefined || trackingNumber === undefined
      ? undefined
      : { title: t`Order ${order} has shipped`, body: t`${carrier}, tracking number ${trackingNumber}.` },
  delivered: (order) => ({
    title: t`Order ${order} was delivered`,
    body: t`Enjoy it! The receipt stays on the order page.`,
  }),
  'cancelled-unpaid': (order) => ({
    title: t`Order ${order} was cancelled`,
    body: t`It was not paid and will not be. Nothing was charged.`,
  }),
  'review-confirmed': (order) => ({
    title: t`Order ${order} is confirmed`,
    body: t`We checked your payment: your order goes ahead.`,
  }),
  'review-refunded': (order) => ({
    title: t`Order ${order} was refunded`,
    body: t`We checked your payment and gave it back in full.`,
  }),
  'review-cancelled': (order) => ({
    title: t`Order ${order} was cancelled`,
    body: t`We checked your payment and gave it back in full.`,
  }),
  refunded: (order, { amount }) =>
    typeof amount !== 'number'
      ? undefined
      : { title: t`Order ${order} was refunded`, body: refundLine(amount) },
  'partly-refunded': (order, { amount }) =>
    typeof amount !== 'number'
      ? undefined
      : { title: t`Order ${order} was partly refunded`, body: refundLine(amount) },
};

function refundLine(amount: number) {
  const price = formatPrice(amount);
  return t`${price} is on its way back to your card.`;
}

const isOrderNoticeKey = (key: string): key is OrderNoticeKey => Object.hasOwn(ORDER_NOTICE_WORDS, key);

/**
 * An order's notice in the shopper's language, from its key and facts; undefined for a key this
 * shop does not know, or none, or one whose facts are missing (the stored English is shown).
 */
export function orderNoticeWords(key: string | undefined, facts: NoticeParams = {}): Said | undefined {
  const { order } = facts;
  if (key === undefined || !isOrderNoticeKey(key) || order === undefined) return undefined;
  return ORDER_NOTICE_WORDS[key](order, facts);
}
