import type { BrandFacet } from '../types';
import type { ListedProduct } from '@/features/catalog';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The brand filter's entries (spec §3 Brand entry), counted from the catalog rather than the
 * spec's static numbers: products without tags are not listed, so they are not counted. The
 * biggest brands come first, so the seven shown before More Brands are the most useful.
 */
export function brandFacets(products: readonly ListedProduct[]): BrandFacet[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.tags.length === 0 || product.brand.trim() === '') continue;
    counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts]
    .map(([title, available]) => ({ id: slug(title) || title, title, available }))
    .sort((a, b) => b.available - a.available || a.title.localeCompare(b.title, 'en'));
}
