import { t } from '@lingui/core/macro';

import { formatPrice } from '@/lib/format';

import type { Notice } from '../types';
import { noticedProduct } from '@/domain/product-notice-text';
import { orderNoticeWords } from './order-notice-words';

// The notices' words in the shopper's language. This module stays out of the functions' bundle
// (notice-text.ts is in it), as the macros are expanded by the shop's build alone.

/** What the notices' parts say, each read in the shopper's language when it is shown. */
export const NOTICE_MESSAGES = {
  get none() {
    return t`No notices yet. When a product in your wishlist costs less or is back in stock, you will find it here.`;
  },
  get systemIntro() {
    return t`Notices always appear on your wishlist page. This device can also show them as system notifications, for the kinds you chose above.`;
  },
  get turnOn() {
    return t`Turn on notifications on this device`;
  },
  get on() {
    return t`Notifications are on for this device.`;
  },
  get blocked() {
    return t`Notifications are blocked for this shop in your browser. Allow them in the browser’s site settings to turn them on.`;
  },
  get unsupported() {
    return t`This browser cannot show notifications.`;
  },
  get refused() {
    return t`Notifications were not allowed, so they stay off.`;
  },
};

/** A notice as the shopper reads it; `lang` is set when its words are the stored English ones. */
export interface NoticeWords {
  title: string;
  body: string;
  /** The product's title inside the headline (the catalog's English), for a product's notice. */
  product?: string;
  lang?: 'en';
}

/**
 * What a notice says in the shopper's language: a product's notice (a price drop, back in stock)
 * is said again from its prices, an order's news from its key and facts. Any other, and one
 * without the facts its words need (a notice written before they were kept, a key this shop does
 * not know), is shown as stored, in English.
 */
export function noticeWords(notice: Notice): NoticeWords {
  if (notice.kind === 'order-status')
    return (
      orderNoticeWords(notice.key, notice.params) ?? { title: notice.title, body: notice.body, lang: 'en' }
    );
  const noticed = noticedProduct(notice.kind, notice.title);
  if (!noticed || notice.price === undefined) return { title: notice.title, body: notice.body, lang: 'en' };
  const { product } = noticed;
  const price = formatPrice(notice.price);
  if (noticed.kind === 'back-in-stock')
    return { title: t`Back in stock: ${product}`, body: t`Available again at ${price}.`, product };
  if (notice.was === undefined) return { title: notice.title, body: notice.body, lang: 'en' };
  const was = formatPrice(notice.was);
  return { title: t`Price drop: ${product}`, body: t`Now ${price}, was ${was}.`, product };
}
