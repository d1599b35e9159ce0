import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Category, NEW_PRODUCT_CATEGORIES, ProductTag } from '@/lib/constants';

type NewProductCategory = (typeof NEW_PRODUCT_CATEGORIES)[number];

import { i18n } from './i18n';

// The catalog's own words for its categories, product types and tags stay in the data (filters,
// addresses and search read them in English); these are the names a shopper reads.

const CATEGORY_NAMES: Record<Category | NewProductCategory, MessageDescriptor> = {
  'Computers & Tablets': msg`Computers & Tablets`,
  'Mobiles & Accessories': msg`Mobiles & Accessories`,
  // The Add New Product form's spelling of it (spec §3).
  'Mobile & Accessories': msg`Mobiles & Accessories`,
  'TV & Home Theater': msg`TV & Home Theater`,
  'Audio & Headphones': msg`Audio & Headphones`,
  'Cameras & Camcorders': msg`Cameras & Camcorders`,
  'Gaming Equipment': msg`Gaming Equipment`,
  'Home Appliances': msg`Home Appliances`,
};

const TYPE_NAMES: Record<string, MessageDescriptor> = {
  Laptop: msg`Laptop`,
  Computer: msg`Computer`,
  Desktop: msg`Desktop`,
  Tablet: msg`Tablet`,
  Mobile: msg`Mobile`,
  Smartwatch: msg`Smartwatch`,
  Charger: msg`Charger`,
  TV: msg`TV`,
  Soundbar: msg`Soundbar`,
  Projector: msg`Projector`,
  Headphones: msg`Headphones`,
  Speaker: msg`Speaker`,
  Camera: msg`Camera`,
  Camcorder: msg`Camcorder`,
  'Action Camera': msg`Action Camera`,
  Console: msg`Console`,
  Controller: msg`Controller`,
  'Gaming Headset': msg`Gaming Headset`,
  Monitor: msg`Monitor`,
  Refrigerator: msg`Refrigerator`,
  'Washing Machine': msg`Washing Machine`,
  Microwave: msg`Microwave`,
  Vacuum: msg`Vacuum`,
  'Air Purifier': msg`Air Purifier`,
};

const TAG_NAMES: Record<ProductTag, MessageDescriptor> = {
  Featured: msg`Featured`,
  New: msg`New`,
  'Spring Sale': msg`Spring Sale`,
  'Best Seller': msg`Best Seller`,
};

const COUNTRY_NAMES: Record<string, MessageDescriptor> = {
  Bangladesh: msg`Bangladesh`,
  India: msg`India`,
  USA: msg`USA`,
  UK: msg`UK`,
  Canada: msg`Canada`,
};

const named = (names: Record<string, MessageDescriptor>, word: string) => {
  const name = names[word];
  return name ? i18n._(name) : word;
};

/** A category's name in the shopper's language ("Mobiles & Accessories" → "মোবাইল ও আনুষঙ্গিক"). */
export const categoryLabel = (category: string) => named(CATEGORY_NAMES, category);

/** A product type's name in the shopper's language; a type the shop has no name for stays as is. */
export const typeLabel = (type: string) => named(TYPE_NAMES, type);

/** A product tag's name in the shopper's language. */
export const tagLabel = (tag: string) => named(TAG_NAMES, tag);

/** A checkout country's name in the shopper's language (the stored value stays English). */
export const countryLabel = (country: string) => named(COUNTRY_NAMES, country);
