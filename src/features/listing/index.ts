export { ListingPage } from './components/listing-page';
export { SearchResultsPage } from './components/search-results-page';
export { useResetCategoryFilter } from './hooks/use-reset-category-filter';
