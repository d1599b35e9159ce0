export { copyProductLink, SHARE_MESSAGES } from './copy-product-link';
export { ProductDetailsSkeleton } from './components/product-details-skeleton';
export { ProductDetailsView } from './components/product-details-view';
export { ProductUnavailable } from './components/product-unavailable';
export { relatedProducts } from './logic/related-products';
export { useRetryWhenOnline } from './use-retry-when-online';
