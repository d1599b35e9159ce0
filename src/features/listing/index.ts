export { ListingPage } from './components/listing-page';
export { useResetCategoryFilter } from './hooks/use-reset-category-filter';
export {
  clearCategoriesAtom,
  inStockAtom,
  listingFiltersAtom,
  listingPageAtom,
  pageAtom,
  priceRangeAtom,
  resetFiltersAtom,
  selectedBrandsAtom,
  selectedCategoriesAtom,
  sortAtom,
} from './atoms';
export { parseCategoryQuery } from './logic/parse-category-query';
export type { BrandFacet, ListingFilters, PriceRange, SortOrder } from './types';
