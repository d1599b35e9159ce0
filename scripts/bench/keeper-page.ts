// The first visit's catalog work in a real browser, for `npm run bench` (scripts/bench/keeper-in-browser.ts):
// the shop's own catalog keeper (worker) against the same work done on the page's thread, with
// every task of the page's thread watched (Long Tasks API for those over 50 ms, a message-loop
// probe for the longest of any length).
import { readSnapshotFile } from '../../src/domain/snapshot-files';
import { createCatalogKeeper } from '../../src/features/catalog/local-db/catalog-keeper';
import { buildListingIndex, listingIndexOf } from '../../src/features/catalog/logic/listing-index';
import { buildProductSearch } from '../../src/features/catalog/logic/search/product-search';
import { productSearchOf } from '../../src/features/catalog/search';
import type { ProductCardRecord } from '../../src/features/catalog/types';
import { watchThread } from './watch-thread';

const FIRST_SCREEN = 18;
const DEFAULT_QUERY = {
  categories: [],
  brands: [],
  inStock: false,
  priceRange: [0, 5000] as const,
  sort: 'none' as const,
  page: 1,
};

/** What a listing page needs once the catalog is here: the first page and a search. */
function firstScreen(cards: ProductCardRecord[], fromKeeper: boolean) {
  const listing = fromKeeper ? listingIndexOf(cards) : buildListingIndex(cards);
  const search = fromKeeper ? productSearchOf(cards) : buildProductSearch(cards);
  return listing.query(DEFAULT_QUERY, FIRST_SCREEN).items.length + search.search('so', 8).items.length;
}

async function withKeeper(urls: string[]) {
  const stop = watchThread();
  const started = performance.now();
  let firstCards = NaN;
  const keeper = createCatalogKeeper();
  const cards = await keeper.loadBundle(urls, { highWaterMark: 1, fullSyncAt: 1, syncedAt: 1 }, (first) => {
    if (first.filter((card) => card.tags.length > 0).length >= FIRST_SCREEN)
      firstCards = performance.now() - started;
  });
  const stored = performance.now() - started;
  firstScreen(cards, true);
  const ready = performance.now() - started;
  const thread = await stop();
  // A read waits for the keeper to finish storing, so the next visit finds the catalog.
  await keeper.read();
  keeper.close();
  // What the origin keeps on the device then: the catalog's database, about (the browser's estimate).
  const deviceBytes = (await navigator.storage.estimate()).usage ?? Number.NaN;
  return { count: cards.length, firstCards, stored, ready, deviceBytes, ...thread };
}

/** The next visit: the catalog read back from IndexedDB by a new keeper. */
async function returnVisit() {
  const stop = watchThread();
  const started = performance.now();
  const keeper = createCatalogKeeper();
  const cards = await keeper.read();
  firstScreen(cards, true);
  const ready = performance.now() - started;
  const thread = await stop();
  keeper.close();
  return { count: cards.length, ready, ...thread };
}

/** The same download, parse (and decoding) and indexing on the page's thread, as before the keeper. */
async function onPage(urls: string[]) {
  const stop = watchThread();
  const started = performance.now();
  const files = await Promise.all(urls.map(async (url) => readSnapshotFile(await (await fetch(url)).json())));
  const cards = files.flat();
  firstScreen(cards, false);
  const ready = performance.now() - started;
  const thread = await stop();
  return { count: cards.length, ready, ...thread };
}

Object.assign(window, { bench: { withKeeper, returnVisit, onPage } });
