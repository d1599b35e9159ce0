export { BestSellerSection } from './components/best-seller-section';
export { CatalogError } from './components/catalog-error';
export { FaqSection } from './components/faq-section';
export { FeaturedSection } from './components/featured-section';
export { FeaturesStrip } from './components/features-strip';
export { HomeBanner } from './components/home-banner';
export { NewProductsSection } from './components/new-products-section';
export { SpringSaleSection } from './components/spring-sale-section';
