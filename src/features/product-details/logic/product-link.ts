import { siteUrl } from '@/lib/env';

/** The public link a shopper shares (spec §7: site URL plus /product-details/{id}). */
export const productLink = (id: number, base: string = siteUrl) =>
  `${base.replace(/\/+$/, '')}/product-details/${id}`;
