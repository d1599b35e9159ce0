import { formatUsd } from './money';
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
        ? `Now ${formatUsd(now.price)}, was ${formatUsd(was.price)}.`
        : `Available again at ${formatUsd(now.price)}.`,
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
