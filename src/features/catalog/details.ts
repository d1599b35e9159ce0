// The catalog's fourth entry: the product page's hook for a product's full details (from the
// device's cache, else fetched and cached). Only the lazily loaded product page uses it; through
// index.ts it would be in the script every page loads before it is live.
export { useProductDetails } from './hooks/use-product-details';
