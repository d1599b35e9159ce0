import type { ProductCardRecord } from '../types';
import type { ListingIndexParts } from './listing-index-parts';
import type { SearchIndexParts } from './search/search-index';

/**
 * The costly steps of the catalog's listing and search indexes, made off the main thread by the
 * catalog's keeper (local-db/catalog-keeper-core.ts) and handed over without a copy.
 */
export interface CatalogIndexParts {
  listing: ListingIndexParts;
  search: SearchIndexParts;
}

/** Parts made elsewhere for a catalog, by the very array they were made for. */
const madeFor = new WeakMap<readonly ProductCardRecord[], CatalogIndexParts>();

/**
 * Notes that `parts` fit `cards` (the same products at the same positions), so the indexes of
 * that array are put together from them instead of built again on the main thread.
 */
export function adoptIndexParts(cards: readonly ProductCardRecord[], parts: CatalogIndexParts | undefined) {
  if (parts) madeFor.set(cards, parts);
}

/** The parts adopted for exactly this array, if any. */
export const indexPartsOf = (cards: readonly ProductCardRecord[]) => madeFor.get(cards);
