export { BestSellerSection } from './components/best-seller-section';
export { BelowFold, preloadBelowFold } from './components/lazy-below-fold';
export { CatalogError } from './components/catalog-error';
export { FeaturedSection } from './components/featured-section';
export { HomeBanner } from './components/home-banner';
export { NewProductsSection } from './components/new-products-section';
export { SpringSaleSection } from './components/spring-sale-section';
