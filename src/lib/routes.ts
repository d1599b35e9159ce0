import { siteUrl } from './site-url';
import type { Locale } from './i18n/locales';

/**
 * The one place the shop's URLs are built (spec §2 routes). Links, redirects and navigations take
 * their path from here, never a literal: lint refuses `to="/…"`, `href="/…"` and `navigate('/…')`.
 */

/*
 * The pages whose address has no parameter: the router serves them there, links lead there. One
 * constant each, not an object: the bundler leaves an object's keys in the script every page needs
 * before it is live (about 100 bytes gzip, against a budget with less to spare).
 */
export const HOME_PATH = '/';
export const PRODUCTS_PATH = '/products';
export const SEARCH_PATH = '/search';
export const CONTACT_PATH = '/contact';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const RESET_PASSWORD_PATH = '/reset-password';
export const WISHLIST_PATH = '/wishlist';
export const COMPARE_PATH = '/compare';
export const DASHBOARD_PATH = '/dashboard';

/** The dashboard's Orders tab: the orders feature and checkout's already-paid answer link there. */
export const ORDERS_TAB_PATH = `${DASHBOARD_PATH}?tab=orders`;

/** A product's page. */
export const productPath = (id: number) => `/product-details/${id}`;

/** The listing with a category pre-selected (spec §2: `/products?q=<category>`). */
export const categoryPath = (category: string) => `/products?q=${encodeURIComponent(category)}`;

/** The search results page for what a shopper typed, apart from the listing's `?q=<category>`. */
export const searchPath = (text: string) => `/search?q=${encodeURIComponent(text.trim())}`;

/*
 * Each language's pages live under their own prefix: English at the root (`/products`), the others
 * below their code in lower case (`/bn/products`, `/hi/product-details/1001`, `/fr-ca`). The paths
 * above are the same in every language; the router takes the prefix as its base, so a link drawn
 * from them stays in the language of the page it is on.
 */
const LOCALE_PREFIXES: Record<Locale, string> = { en: '', bn: '/bn', hi: '/hi', 'fr-CA': '/fr-ca' };

/** The base the router serves `locale`'s pages under: `/` for English, `/bn` for Bangla. */
export const localeBase = (locale: Locale) => LOCALE_PREFIXES[locale] || '/';

/** `path` (one of the paths above) in `locale`: `/bn/products`; a language's home is `/bn`. */
export const localePath = (locale: Locale, path: string) =>
  LOCALE_PREFIXES[locale] && path === HOME_PATH
    ? LOCALE_PREFIXES[locale]
    : `${LOCALE_PREFIXES[locale]}${path}`;

/**
 * The language an address is in and its path without the prefix: `/hi/cart` is Hindi's `/cart`.
 * An address without a language's prefix is English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as [Locale, string][]) {
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: HOME_PATH };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: 'en', path: pathname };
}

/** The public link a shopper shares (spec §7: site URL plus /product-details/{id}), in their language. */
export const productLink = (id: number, base: string = siteUrl, locale: Locale = 'en') =>
  `${base.replace(/\/+$/, '')}${localePath(locale, productPath(id))}`;
