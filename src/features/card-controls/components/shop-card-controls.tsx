import type { CardControls } from '@/features/catalog';
import { CompareToggle } from '@/features/compare';
import { WishlistHeart } from '@/features/wishlist';

/**
 * What the shop draws on every product card besides the catalog's own parts: the wishlist's heart
 * over the image's corner and Compare above Add to cart, each from its feature's lazily loaded
 * chunk. The home sections, the listing, search results and related products give these to their
 * cards; one constant, so the memoised cards see the same controls every time.
 */
export const shopCardControls: CardControls = {
  corner: (product, className) => (
    <WishlistHeart id={product.id} title={product.title} className={className} />
  ),
  action: (product) => <CompareToggle product={product} />,
};
