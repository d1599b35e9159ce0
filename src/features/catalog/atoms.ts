import { atom, type Atom, type Getter } from 'jotai';

import { NEW_PRODUCT_TYPES } from '@/lib/constants';

import { sameItems } from './logic/card-record';
import type { Product, ProductCardRecord } from './types';

/** The catalog snapshot; undefined while nothing is known on this device yet. */
export const catalogAtom = atom<ProductCardRecord[] | undefined>(undefined);

/** A prerendered product page's product: shown at once while its stored or fresh copy loads. */
export const productDetailsSeedAtom = atom<Product | undefined>(undefined);

/** When the catalog on this device was last brought up to date; null while unknown. */
export const catalogSyncedAtAtom = atom<number | null>(null);

/** Set when the catalog could not be read from the network and nothing is known locally. */
export const catalogErrorAtom = atom<string | null>(null);

/** Loading indicators show only while nothing is known locally (spec §4 Data loading). */
export const catalogLoadingAtom = atom(
  (get) => get(catalogAtom) === undefined && get(catalogErrorAtom) === null,
);

/**
 * On a first visit, the few featured products read on their own while the whole catalog is still
 * on its way, so the top of the home page fills in first. Unused once the catalog is known.
 */
export const featuredHeadStartAtom = atom<ProductCardRecord[] | undefined>(undefined);

const EMPTY: ProductCardRecord[] = [];

/**
 * A list drawn from the catalog that stays the same array while it lists the same products in the
 * same order: what draws it (a home section) then does not draw again when the catalog changes
 * elsewhere, as when the snapshot replaces a prerendered page's seed (that redraw would be one of
 * a first visit's long tasks). The atom reads its own last value, which jotai keeps for each store
 * (as its selectAtom does; jotai/utils itself would add to the first script).
 */
function stableList(derive: (get: Getter) => ProductCardRecord[]) {
  const list: Atom<ProductCardRecord[]> & { init?: ProductCardRecord[] } = atom((get) => {
    const last = get(list);
    const next = derive(get);
    return sameItems(last, next) ? last : next;
  });
  list.init = EMPTY;
  return list;
}

const tagged = (tag: string) =>
  stableList((get) => (get(catalogAtom) ?? EMPTY).filter((product) => product.tags.includes(tag)));
const newTypes = new Set<string>(NEW_PRODUCT_TYPES);

export const allProductsAtom = atom((get) => get(catalogAtom) ?? EMPTY);
const featuredTaggedAtom = tagged('Featured');
export const featuredProductsAtom = atom((get) =>
  get(catalogAtom) === undefined ? (get(featuredHeadStartAtom) ?? EMPTY) : get(featuredTaggedAtom),
);
/** The featured carousel waits only until its head start or the catalog arrives. */
export const featuredLoadingAtom = atom(
  (get) => get(catalogLoadingAtom) && get(featuredHeadStartAtom) === undefined,
);
export const springSaleProductsAtom = tagged('Spring Sale');
export const bestSellerProductsAtom = tagged('Best Seller');
/** New products, limited to the computer and mobile types like the spec's query. */
const newTaggedAtom = tagged('New');
export const newProductsAtom = stableList((get) =>
  get(newTaggedAtom).filter((product) => newTypes.has(product.type)),
);
