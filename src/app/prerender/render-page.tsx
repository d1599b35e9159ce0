// Build-time entry (scripts/vite-prerender.ts builds it for Node): draws the public pages to HTML.
import { createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { PageTitleSink } from '@/components/page-title';
import { Prerendering } from '@/components/static-part';
import { toCardRecord, type Product } from '@/features/catalog';
import { preloadCompareControls } from '@/features/compare';
import { preloadBelowFold } from '@/features/home';
import { relatedProducts } from '@/features/product-details';
import { preloadWishlistControls } from '@/features/wishlist';
import { HOME_PATH, productPath, PRODUCTS_PATH, SEARCH_PATH } from '@/lib/routes';

import { App } from '../app';
import { preloadShopFrame } from '../layouts/shop-layout';
import { preloadRoute } from '../router';
import { seedStore, type PageSeed } from './page-seed';

export { seedScript } from './page-seed';

/** The tags the home page's sections are made of (spec §2 Home). */
const HOME_TAGS = new Set(['Featured', 'New', 'Spring Sale', 'Best Seller']);

export interface PrerenderPlan {
  /** The file under the build's root, e.g. `product-details/1001.html`. */
  file: string;
  seed: PageSeed;
  /** The address the page is drawn at. */
  url: string;
  /** The page's route module under src/app/routes, whose chunk the page preloads. */
  route: string;
}

/**
 * Which pages to draw and from what. Up to `maxProducts` products: home, the listing, every
 * product page and the not-found page. Above it, the listing (whose filters count every product)
 * and all but the best sellers' pages are left to the client, so the build stays small.
 */
export function planPages(products: readonly Product[], maxProducts: number): PrerenderPlan[] {
  const cards = products.map(toCardRecord);
  const small = products.length <= maxProducts;
  const home: PrerenderPlan = {
    file: 'index.html',
    url: HOME_PATH,
    route: 'home.tsx',
    seed: { path: HOME_PATH, cards: cards.filter((card) => card.tags.some((tag) => HOME_TAGS.has(tag))) },
  };
  const listing: PrerenderPlan = {
    file: 'products.html',
    url: PRODUCTS_PATH,
    route: 'products.tsx',
    seed: { path: PRODUCTS_PATH, cards },
  };
  // The results page's frame: a query in the address is drawn afresh over it (page-seed.ts).
  const search: PrerenderPlan = {
    file: 'search.html',
    url: SEARCH_PATH,
    route: 'search.tsx',
    seed: { path: SEARCH_PATH, cards: [] },
  };
  const notFound: PrerenderPlan = {
    file: '404.html',
    url: '/404',
    route: 'not-found.tsx',
    seed: { path: null, cards: [] },
  };
  const detailed = small ? products : products.filter((product) => product.tags.includes('Best Seller'));
  const details = detailed.map((product): PrerenderPlan => {
    const card = toCardRecord(product);
    const path = productPath(product.id);
    return {
      file: `product-details/${product.id}.html`,
      url: path,
      route: 'product-details.tsx',
      seed: { path, product, cards: [card, ...relatedProducts(cards, card)] },
    };
  });
  return [home, ...(small ? [listing] : []), search, notFound, ...details];
}

/** One page's markup for inside #root, and its title when the page names one. */
export async function renderPage(plan: PrerenderPlan): Promise<{ html: string; title?: string }> {
  const url = new URL(plan.url, 'http://localhost');
  await Promise.all([
    preloadRoute(url),
    preloadShopFrame(),
    preloadCompareControls(),
    preloadWishlistControls(),
    preloadBelowFold(),
  ]);
  // The browser draws the same tree under its BrowserRouter: React's generated ids (useId), which
  // hydration needs, then match.
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>
  );
  const store = createStore();
  seedStore(store, plan.seed);
  let title: string | undefined;
  const html = renderToString(
    <PageTitleSink value={(named) => (title = named)}>
      <Prerendering value>
        <StrictMode>
          <App Router={Router} store={store} />
        </StrictMode>
      </Prerendering>
    </PageTitleSink>,
  );
  return { html, title };
}
