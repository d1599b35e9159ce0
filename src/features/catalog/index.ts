export type { NewProduct, Product, ProductSpecification } from './types';
export { createProduct } from './api/create-product';
export { getCategoryProducts } from './api/get-category-products';
export { getProduct, parseProductId } from './api/get-product';
export { getProducts } from './api/get-products';
export {
  getBestSellerProducts,
  getFeaturedProducts,
  getNewProducts,
  getSpringSaleProducts,
} from './api/get-tagged-products';
export { searchProductsByTitle } from './api/search-products';
export { AddToCartButton, CardImage, CardTitleLink, DiscountBadge } from './components/card-parts';
export { ProductCard } from './components/product-card';
export { PRODUCT_GRID_CLASSES, ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { isDiscounted, ProductPrice } from './components/product-price';
export {
  allProductsAtom,
  bestSellerProductsAtom,
  catalogAtom,
  catalogErrorAtom,
  catalogLoadingAtom,
  featuredProductsAtom,
  featuredLoadingAtom,
  newProductsAtom,
  searchIndexAtom,
  springSaleProductsAtom,
} from './atoms';
export { buildSearchIndex, type SearchIndex } from './logic/search-index';
export { CATALOG_UNAVAILABLE, useCatalogSync } from './use-catalog-sync';
export { useProductDetails, type ProductDetailsState } from './use-product-details';
export type { ProductCardRecord } from '@/lib/local-db';
