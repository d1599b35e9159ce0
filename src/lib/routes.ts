import { siteUrl } from './env';

/** The one place the shop's URLs are built (spec §2 routes). */
export const productPath = (id: number) => `/product-details/${id}`;

/** The listing with a category pre-selected (spec §2: `/products?q=<category>`). */
export const categoryPath = (category: string) => `/products?q=${encodeURIComponent(category)}`;

/** The search results page for what a shopper typed (issue 42), apart from the listing's `?q=<category>`. */
export const searchPath = (text: string) => `/search?q=${encodeURIComponent(text.trim())}`;

/** The public link a shopper shares (spec §7: site URL plus /product-details/{id}). */
export const productLink = (id: number, base: string = siteUrl) =>
  `${base.replace(/\/+$/, '')}${productPath(id)}`;
