import { formatPrice } from '@/lib/format';

import type { Notice } from '../types';
import type { NoticeKind, ProductFacts } from './notice-rules';

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
    title: kind === 'price-drop' ? `Price drop: ${product.title}` : `Back in stock: ${product.title}`,
    body:
      kind === 'price-drop'
        ? `Now ${formatPrice(now.price)}, was ${formatPrice(was.price)}.`
        : `Available again at ${formatPrice(now.price)}.`,
    // The product page (lib/routes.ts productPath, which the functions' bundle cannot import: it
    // reads the browser build's settings).
    link: `/product-details/${product.id}`,
  };
}

/** A path of this shop: nothing that leaves it. */
const isShopPath = (link: unknown): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/** A notice as Users/{uid}/notices holds it, or undefined when it is not one (read defensively). */
export function toNotice(id: string, data: Record<string, unknown>, createdAt: number): Notice | undefined {
  const { kind, title, body, link, image, read } = data;
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
  };
}

export const NOTICE_MESSAGES = {
  none: 'No notices yet. When a product in your wishlist costs less or is back in stock, you will find it here.',
  systemIntro:
    'Notices always appear on your wishlist page. This device can also show them as system notifications, for the kinds you chose above.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off',
  on: 'Notifications are on for this device.',
  blocked:
    'Notifications are blocked for this shop in your browser. Allow them in the browser’s site settings to turn them on.',
  unsupported: 'This browser cannot show notifications.',
  refused: 'Notifications were not allowed, so they stay off.',
} as const;
