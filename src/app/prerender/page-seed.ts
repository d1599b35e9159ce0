import type { createStore } from 'jotai';

import { splitLocalePath } from '@/lib/routes';

import {
  catalogAtom,
  productDetailsSeedAtom,
  type Product,
  type ProductCardRecord,
} from '@/features/catalog';

/**
 * What a prerendered page was drawn from, written into the page as JSON: the client starts from
 * exactly this, so hydration finds the markup it would render itself, and then moves on to the
 * catalog on the device and the network (see docs/architecture.md, "Prerendered pages").
 */
export interface PageSeed {
  /** The path the page was drawn for; null for the not-found page, which fits any path. */
  path: string | null;
  /** The product cards the page shows or counts. */
  cards: ProductCardRecord[];
  /** A product page's full product. */
  product?: Product;
}

export const PAGE_SEED_ID = 'page-seed';

type Store = ReturnType<typeof createStore>;

export function seedStore(store: Store, seed: PageSeed) {
  if (seed.cards.length > 0) store.set(catalogAtom, seed.cards);
  if (seed.product) store.set(productDetailsSeedAtom, seed.product);
}

/** The seed in JSON that is safe inside a script element. */
export const seedScript = (seed: PageSeed) =>
  `<script id="${PAGE_SEED_ID}" type="application/json">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script>`;

const isSeed = (value: unknown): value is PageSeed =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PageSeed).cards) &&
  ((value as PageSeed).path === null || typeof (value as PageSeed).path === 'string');

/**
 * The seed of the page in `doc`, when that page was drawn for `location`, or for the same page in
 * another language (Hosting answers `/products` with `/hi/products` to a browser set to Hindi: the
 * caller then moves the address to the page's own). A prerendered page answered for another
 * address (the listing with filters in its query) is drawn afresh instead.
 */
export function readPageSeed(
  doc: Document,
  location: Pick<Location, 'pathname' | 'search'>,
): PageSeed | null {
  const text = doc.getElementById(PAGE_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    const seed: unknown = JSON.parse(text);
    if (!isSeed(seed)) return null;
    if (seed.path === null) return seed;
    const samePage = seed.path === location.pathname || splitLocalePath(seed.path).path === location.pathname;
    return samePage && location.search === '' ? seed : null;
  } catch {
    return null;
  }
}
