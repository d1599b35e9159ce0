import { formatPrice } from '@/lib/format';

import type { Notice, NoticeParams } from '../types';
import type { NoticeKind, ProductFacts } from './notice-rules';

// The words the productNotices function writes (Users/{uid}/notices) are English: the server does
// not know the shopper's language. The shop shows them in it (notice-words.ts) from the facts a
// product's notice keeps: the product's title after its headline, its price and the one it was.

/** A product notice's headline, before the product's title. */
const HEADLINES: Record<NoticeKind, string> = {
  'price-drop': 'Price drop: ',
  'back-in-stock': 'Back in stock: ',
};

/**
 * What a product's notice says, as the productNotices function writes it (Users/{uid}/notices):
 * its headline, what changed, and the product page it opens.
 */
export function productNoticeText(
  kind: NoticeKind,
  product: { id: number; title: string },
  now: ProductFacts,
  was: { price: number },
) {
  return {
    title: `${HEADLINES[kind]}${product.title}`,
    body:
      kind === 'price-drop'
        ? `Now ${formatPrice(now.price)}, was ${formatPrice(was.price)}.`
        : `Available again at ${formatPrice(now.price)}.`,
    // The product page (lib/routes.ts productPath, which the functions' bundle cannot import: it
    // reads the browser build's settings).
    link: `/product-details/${product.id}`,
  };
}

const isProductKind = (kind: string): kind is NoticeKind => Object.hasOwn(HEADLINES, kind);

/**
 * A product notice's kind and its product's title, read from the headline productNoticeText
 * wrote; undefined for any other notice (an order's news).
 */
export function noticedProduct(
  kind: string,
  title: string,
): { kind: NoticeKind; product: string } | undefined {
  if (!isProductKind(kind) || !title.startsWith(HEADLINES[kind])) return undefined;
  return { kind, product: title.slice(HEADLINES[kind].length) };
}

/** A path of this shop: nothing that leaves it. */
const isShopPath = (link: unknown): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isFact = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** A notice's facts: the names whose values are words or numbers; undefined when there are none. */
function toParams(params: unknown): NoticeParams | undefined {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const facts = Object.entries(params).filter((fact): fact is [string, string | number] => isFact(fact[1]));
  return facts.length > 0 ? Object.fromEntries(facts) : undefined;
}

/** A notice as Users/{uid}/notices holds it, or undefined when it is not one (read defensively). */
export function toNotice(id: string, data: Record<string, unknown>, createdAt: number): Notice | undefined {
  const { kind, title, body, link, image, read, price, was, key } = data;
  const params = toParams(data.params);
  if (typeof kind !== 'string' || typeof title !== 'string' || title === '' || !isShopPath(link))
    return undefined;
  return {
    id,
    kind,
    title,
    body: typeof body === 'string' ? body : '',
    link,
    image: typeof image === 'string' ? image : '',
    createdAt,
    read: read === true,
    ...(isPrice(price) ? { price } : {}),
    ...(isPrice(was) ? { was } : {}),
    ...(typeof key === 'string' && key !== '' ? { key } : {}),
    ...(params ? { params } : {}),
  };
}
