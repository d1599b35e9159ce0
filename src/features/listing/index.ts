export { ListingPage } from './components/listing-page';
export { useResetCategoryFilter } from './hooks/use-reset-category-filter';
