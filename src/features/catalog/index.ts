export type { NewProduct, Product, ProductCardRecord } from './types';
export { createProduct } from './api/create-product';
export { getCategoryProducts } from './api/get-category-products';
export { getProduct, parseProductId } from './api/get-product';
export { getProducts } from './api/get-products';
export { fetchAllProducts, fetchProductsUpdatedSince } from './api/get-products-updated-since';
export {
  getBestSellerProducts,
  getFeaturedProducts,
  getNewProducts,
  getSpringSaleProducts,
} from './api/get-tagged-products';
export { searchProductsByTitle } from './api/search-products';
export { AddToCartButton, CardImage, CardTitleLink, DiscountBadge } from './components/card-parts';
export { ProductCard } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductPrice } from './components/product-price';
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
export { CATALOG_UNAVAILABLE, useCatalogSync } from './hooks/use-catalog-sync';
export { useProductDetails } from './hooks/use-product-details';
