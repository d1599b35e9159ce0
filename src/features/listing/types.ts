import type { LISTING_SORTS } from '@/lib/constants';

/** How the grid is ordered (spec §4 Filtering); `none` keeps the catalog's order. */
export type SortOrder = (typeof LISTING_SORTS)[number]['value'];

/** Inclusive price bounds in dollars, [minimum, maximum]. */
export type PriceRange = readonly [number, number];

/** The listing's filter state (spec §3 Filter state) plus the current page. */
export interface ListingFilters {
  categories: readonly string[];
  brands: readonly string[];
  inStock: boolean;
  priceRange: PriceRange;
  sort: SortOrder;
  /** 1-based; clamped to the last page when the listing is computed. */
  page: number;
}

/** A brand in the filter (spec §3 Brand entry): its count is taken from the catalog. */
export interface BrandFacet {
  id: string;
  title: string;
  available: number;
}
