import type { NewProduct } from './types';

// Nothing here imports Firestore: the catalog's reads load it on first use, after the first paint.
export type { NewProduct, Product, ProductCardRecord, ProductSpecification } from './types';
export { toCardRecord } from './logic/card-record';
export type { ListedProduct, ListingPage, ListingQuery } from './logic/listing-index';
export { parseProductId } from './logic/product-id';
export { AddToCartButton, CardImage, CardTitleLink, DiscountBadge } from './components/card-parts';
export { ProductCard, type CardControls } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductPrice } from './components/product-price';
export {
  allProductsAtom,
  bestSellerProductsAtom,
  catalogAtom,
  catalogErrorAtom,
  catalogLoadingAtom,
  catalogSyncedAtAtom,
  featuredProductsAtom,
  featuredLoadingAtom,
  newProductsAtom,
  productDetailsSeedAtom,
  springSaleProductsAtom,
} from './atoms';
export { CATALOG_UNAVAILABLE } from './logic/catalog-messages';
export { fetchAndCacheDetails, readCachedDetails } from './local-db/product-details-cache';

/** Adds a product (the admin's form); Firestore loads with the first call. */
export const createProduct = async (product: NewProduct) =>
  (await import('./api/create-product')).createProduct(product);

/**
 * The connection status under the header, drawn once the page is live. In the first script, not
 * its own chunk: saying "you are offline" must not need the network (a connection lost right as
 * the page went live left the chunk unfetched and the status unsaid).
 */
export { ConnectionStatus } from './components/connection-status';
