// The catalog's third entry: the shop's search (logic/search/), for the header's suggestions once
// the page is live and for the results page, so it stays out of the script every page loads.
import { atom } from 'jotai';

import { allProductsAtom } from './atoms';
import { indexPartsOf } from './logic/catalog-indexes';
import { buildProductSearch, productSearchFromParts } from './logic/search/product-search';
import type { ProductCardRecord } from './types';

export type { ProductSearch, SearchMatches, SearchResult } from './logic/search/product-search';
export { markedParts, type MarkedPart } from './logic/search/search-highlight';

/** The catalog's search: from the keeper's parts when it made them for these cards (built here otherwise). */
export function productSearchOf(cards: readonly ProductCardRecord[]) {
  const parts = indexPartsOf(cards)?.search;
  return parts ? productSearchFromParts(cards, parts) : buildProductSearch(cards);
}

/** The search over the catalog on this device, made again only when the catalog changes. */
export const productSearchAtom = atom((get) => productSearchOf(get(allProductsAtom)));
