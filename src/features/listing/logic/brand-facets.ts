import type { BrandFacet } from '../types';
import type { ListedProduct } from '@/features/catalog';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * By name, ignoring case, then as written. Not with an Intl collator (localeCompare): the first
 * collation on a page loads the browser's collation data, a cost the listing's hydration would pay
 * (docs/decisions.md). Brand names are plain enough for this order.
 */
const byName = (a: string, b: string) => {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/**
 * The brand filter's entries (spec §3 Brand entry), counted from the catalog rather than the
 * spec's static numbers: products without tags are not listed, so they are not counted (unless
 * `listedOnly` is false: search results hold every product the shop shows). The biggest brands
 * come first, so the seven shown before More Brands are the most useful; brands as big come by name.
 */
export function brandFacets(products: readonly ListedProduct[], listedOnly = true): BrandFacet[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if ((listedOnly && product.tags.length === 0) || product.brand.trim() === '') continue;
    counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return facetsOf(counts);
}

/** The entries for brands counted elsewhere, each once, none blank: in the order brandFacets gives. */
export const facetsOf = (counts: Iterable<readonly [string, number]>): BrandFacet[] =>
  Array.from(counts, ([title, available]) => ({ id: slug(title) || title, title, available })).sort(
    (a, b) => b.available - a.available || byName(a.title, b.title),
  );
