export { ProductDetailsSkeleton } from './components/product-details-skeleton';
export { ProductDetailsView } from './components/product-details-view';
export { ProductUnavailable } from './components/product-unavailable';
export { useRetryWhenOnline } from './hooks/use-retry-when-online';
export { relatedProducts } from './logic/related-products';
