// Build-time entry (scripts/vite-prerender.ts builds it for Node): draws the public pages to HTML.
import { t } from '@lingui/core/macro';
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
import { activateLocale, hostLanguage, LOCALES, SOURCE_LOCALE, type Locale } from '@/lib/i18n';
import {
  HOME_PATH,
  localeBase,
  localePath,
  productPath,
  PRODUCTS_PATH,
  SEARCH_PATH,
  splitLocalePath,
} from '@/lib/routes';

import { App } from '../app';
import { preloadShopFrame } from '../layouts/shop-layout';
import { preloadRoute } from '../router';
import { seedStore, type PageSeed } from './page-seed';

export { seedScript } from './page-seed';

/** The tags the home page's sections are made of (spec §2 Home). */
const HOME_TAGS = new Set(['Featured', 'New', 'Spring Sale', 'Best Seller']);

export interface PrerenderPlan {
  /** The file under the build's root, e.g. `product-details/1001.html`, `hi/product-details/1001.html`. */
  file: string;
  seed: PageSeed;
  /** The address the page is drawn at, in its language (`/hi/product-details/1001`). */
  url: string;
  /** The language the page is drawn in. */
  locale: Locale;
  /**
   * The page in every language it is drawn in, by language: its `hreflang` alternates. Empty for
   * the not-found page, which has no address of its own.
   */
  alternates: Partial<Record<Locale, string>>;
  /**
   * Where Hosting finds a page in another language than English to answer the English address
   * with, for a browser that asks for that language first (`Accept-Language`; firebase.json's
   * `i18n`): `localized/hi_ALL/products.html` is `/products` for a browser set to Hindi.
   */
  hostCopy?: string;
  /** The page's route module under src/app/routes, whose chunk the page preloads. */
  route: string;
}

/** The file a page at `path` is written to: `/` is `index.html`, `/hi/cart` is `hi/cart.html`. */
const fileOf = (path: string) => (path === HOME_PATH ? 'index.html' : `${path.slice(1)}.html`);

/** Hosting's folder of pages by language (firebase.json's `i18n.root`, without its slash). */
export const HOST_LANGUAGE_ROOT = 'localized';

/** Hosting's folder for a language: any country's, named by the language's first subtag. */
const hostLanguageFolder = (locale: Locale) => `${HOST_LANGUAGE_ROOT}/${hostLanguage(locale)}_ALL`;

/** A page drawn once per language, each at its own address (lib/routes.ts). */
function inEveryLanguage(path: string, route: string, seed: (path: string) => PageSeed): PrerenderPlan[] {
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)]));
  return LOCALES.map((locale) => {
    const url = localePath(locale, path);
    const plan: PrerenderPlan = { file: fileOf(url), url, locale, route, alternates, seed: seed(url) };
    return locale === SOURCE_LOCALE
      ? plan
      : { ...plan, hostCopy: `${hostLanguageFolder(locale)}/${fileOf(path)}` };
  });
}

/**
 * Which pages to draw and from what, in each language. Up to `maxProducts` products: home, the
 * listing, every product page and the not-found page. Above it, the listing (whose filters count
 * every product) and all but the best sellers' pages are left to the client, so the build stays
 * small.
 */
export function planPages(products: readonly Product[], maxProducts: number): PrerenderPlan[] {
  const cards = products.map(toCardRecord);
  const small = products.length <= maxProducts;
  const homeCards = cards.filter((card) => card.tags.some((tag) => HOME_TAGS.has(tag)));
  const home = inEveryLanguage(HOME_PATH, 'home.tsx', (path) => ({ path, cards: homeCards }));
  const listing = inEveryLanguage(PRODUCTS_PATH, 'products.tsx', (path) => ({ path, cards }));
  // The results page's frame: a query in the address is drawn afresh over it (page-seed.ts).
  const search = inEveryLanguage(SEARCH_PATH, 'search.tsx', (path) => ({ path, cards: [] }));
  // Hosting answers every unknown address with this one page: it is drawn in English, and speaks
  // the address's language once it is live.
  const notFound: PrerenderPlan = {
    file: '404.html',
    url: '/404',
    locale: SOURCE_LOCALE,
    route: 'not-found.tsx',
    alternates: {},
    seed: { path: null, cards: [] },
  };
  const detailed = small ? products : products.filter((product) => product.tags.includes('Best Seller'));
  const details = detailed.flatMap((product) => {
    const card = toCardRecord(product);
    const related = [card, ...relatedProducts(cards, card)];
    return inEveryLanguage(productPath(product.id), 'product-details.tsx', (path) => ({
      path,
      product,
      cards: related,
    }));
  });
  return [...home, ...(small ? listing : []), ...search, notFound, ...details];
}

/** The words of the page around the app (index.html's), in the language the page is drawn in. */
export interface DocumentWords {
  description: string;
  noscript: string;
}

/**
 * One page's markup for inside #root, in its language, with its title when the page names one and
 * the words of the page around it.
 */
export async function renderPage(
  plan: PrerenderPlan,
): Promise<{ html: string; title?: string; words: DocumentWords }> {
  const url = new URL(plan.url, 'http://localhost');
  const base = localeBase(plan.locale);
  await Promise.all([
    activateLocale(plan.locale),
    preloadRoute({ pathname: splitLocalePath(url.pathname).path }),
    preloadShopFrame(),
    preloadCompareControls(),
    preloadWishlistControls(),
    preloadBelowFold(),
  ]);
  // The browser draws the same tree under its LanguageRouter: React's generated ids (useId), which
  // hydration needs, then match.
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename={base} location={`${url.pathname}${url.search}`}>
      {children}
    </StaticRouter>
  );
  const store = createStore();
  seedStore(store, plan.seed);
  let title: string | undefined;
  const html = renderToString(
    <PageTitleSink.Provider value={(named) => (title = named)}>
      <Prerendering.Provider value>
        <StrictMode>
          <App Router={Router} store={store} />
        </StrictMode>
      </Prerendering.Provider>
    </PageTitleSink.Provider>,
  );
  const words = {
    description: t`E-Shop: computers, mobiles, TVs, audio, cameras, gaming and home appliances, delivered worldwide.`,
    noscript: t`Search, filters, the cart and checkout need JavaScript.`,
  };
  return { html, title, words };
}
