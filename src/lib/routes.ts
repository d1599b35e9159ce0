import { siteUrl } from './env';

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

/** The search results page for what a shopper typed (issue 42), apart from the listing's `?q=<category>`. */
export const searchPath = (text: string) => `/search?q=${encodeURIComponent(text.trim())}`;

/** The public link a shopper shares (spec §7: site URL plus /product-details/{id}). */
export const productLink = (id: number, base: string = siteUrl) =>
  `${base.replace(/\/+$/, '')}${productPath(id)}`;
