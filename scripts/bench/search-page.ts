// The shop's search in a real browser, for `npm run bench` (scripts/bench/search-in-browser.ts):
// - `buildInWorker`: the search index built in a worker, timed there (search-build.worker.ts);
// - `prepare`, `searchLoaded`, `watch`: the header's real search box (SearchBox, styled by the
//   shop's UnoCSS config) over a catalog loaded by the shop's catalog keeper, so its search comes
//   from the keeper worker's parts, as on the shop's first visit; the bench then types into it
//   while the page's thread is watched (watch-thread.ts).
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';

import { createStore, Provider } from 'jotai';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';

import { catalogAtom } from '../../src/features/catalog/atoms';
import { createCatalogKeeper } from '../../src/features/catalog/local-db/catalog-keeper';
import { indexPartsOf } from '../../src/features/catalog/logic/catalog-indexes';
import type { ProductCardRecord } from '../../src/features/catalog/types';
import { SearchBox } from '../../src/features/search/components/search-box';
import type { WorkerBuildAnswer, WorkerBuildRequest } from './search-build.worker';
import { watchThread, type ThreadWatch } from './watch-thread';

/** Two frames and a pause: whatever React had to draw is drawn. */
const settled = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
  );

function buildInWorker(urls: string[], builds: number) {
  const worker = new Worker(new URL('./search-build.worker.ts', import.meta.url), {
    type: 'module',
    name: 'search-build',
  });
  return new Promise<WorkerBuildAnswer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<WorkerBuildAnswer>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => reject(new Error(event.message)));
    worker.postMessage({ urls, builds } satisfies WorkerBuildRequest);
  });
}

let cards: ProductCardRecord[] = [];

/** The catalog from the keeper (its index parts adopted), in a store, and the search box drawn over it. */
async function prepare(urls: string[]) {
  const keeper = createCatalogKeeper();
  cards = await keeper.loadBundle(urls, { highWaterMark: 1, fullSyncAt: 1, syncedAt: 1 });
  // The worker would go on storing the catalog in IndexedDB: not what is measured here.
  keeper.close();
  const store = createStore();
  store.set(catalogAtom, cards);
  const root = document.createElement('div');
  root.style.maxWidth = '36rem';
  root.style.margin = '1rem auto';
  document.body.append(root);
  createRoot(root).render(
    createElement(Provider, { store }, createElement(MemoryRouter, null, createElement(SearchBox))),
  );
  await settled();
  return { count: cards.length, adopted: indexPartsOf(cards)?.search !== undefined };
}

/** Once the box was focused: its search chunk (the box asked for it) is here, and drawn with. */
async function searchLoaded() {
  await import('../../src/features/catalog/search');
  await settled();
}

let stop: (() => Promise<ThreadWatch>) | undefined;

const watch = {
  start() {
    stop = watchThread({ buffered: true });
  },
  async stop() {
    if (!stop) throw new Error('not watching');
    return stop();
  },
};

Object.assign(window, { searchBench: { buildInWorker, prepare, searchLoaded, watch } });

declare global {
  interface Window {
    searchBench: {
      buildInWorker(urls: string[], builds: number): Promise<WorkerBuildAnswer>;
      prepare(urls: string[]): Promise<{ count: number; adopted: boolean }>;
      searchLoaded(): Promise<void>;
      watch: { start(): void; stop(): Promise<ThreadWatch> };
    };
  }
}
