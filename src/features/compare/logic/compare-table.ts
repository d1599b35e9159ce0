import { plural, t } from '@lingui/core/macro';

import type { Product, ProductSpecification } from '@/features/catalog';
import { formatNumber, formatPrice } from '@/lib/format';

/** What a column of the comparison is made from: its card fields, and its specifications when known. */
export type ComparedProduct = Pick<
  Product,
  'id' | 'title' | 'brand' | 'price' | 'rating' | 'totalRatings' | 'stock'
> & {
  /** Undefined while this device has not got them (offline, never fetched). */
  specifications: readonly ProductSpecification[] | undefined;
};

/** One cell: a value, nothing listed for this product, or not known on this device yet. */
export type CompareCell = { kind: 'value'; text: string } | { kind: 'missing' } | { kind: 'unknown' };

export interface CompareRow {
  /** Unique among the rows: the summary's field, or `spec:` and the specification's key. */
  id: string;
  /** The summary's labels are in the shopper's language; a specification's key is the catalog's. */
  label: string;
  /** One per product, in the products' order. */
  cells: CompareCell[];
  /** The products' known cells are not all the same (a missing value differs from any value). */
  differs: boolean;
}

const value = (text: string): CompareCell => ({ kind: 'value', text });

/** Specification keys match whatever their case and spacing; values too. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A known cell's content, as compared: a missing value is one distinct content of its own. */
const contentOf = (cell: CompareCell) => (cell.kind === 'value' ? `=${normalise(cell.text)}` : '-');

function rowOf(id: string, label: string, cells: CompareCell[]): CompareRow {
  const known = new Set(cells.filter((cell) => cell.kind !== 'unknown').map(contentOf));
  return { id, label, cells, differs: known.size > 1 };
}

/** A product's value for one specification key; a key listed twice gives both values. */
function specificationCell(product: ComparedProduct, key: string): CompareCell {
  if (!product.specifications) return { kind: 'unknown' };
  const values = product.specifications
    .filter((specification) => normalise(specification.key) === key)
    .map((specification) => specification.value.trim())
    .filter((text) => text !== '');
  return values.length === 0 ? { kind: 'missing' } : value(values.join('; '));
}

/** As the product page says it (product-details' stockLabel, not imported: that would make a chunk of it). */
function stockText(stock: number) {
  const count = formatNumber(stock);
  return stock > 0 ? t`In stock (${count})` : t`Out of stock`;
}

function ratingText({ rating, totalRatings }: ComparedProduct) {
  const score = formatNumber(rating);
  return plural(totalRatings, {
    one: `${score} out of 5 (# rating)`,
    other: `${score} out of 5 (# ratings)`,
  });
}

/**
 * The rows of the comparison table: price, rating, stock and brand, then every specification key
 * that any of the products lists, in the order first met (product by product), each with the
 * value of every product and whether they differ. The summary is written in the language of the
 * moment: the rows are made again when it changes.
 */
export function compareRows(products: readonly ComparedProduct[]): CompareRow[] {
  const summary = [
    rowOf(
      'price',
      t`Price`,
      products.map((product) => value(formatPrice(product.price))),
    ),
    rowOf(
      'rating',
      t`Rating`,
      products.map((product) => value(ratingText(product))),
    ),
    rowOf(
      'stock',
      t`Stock`,
      products.map((product) => value(stockText(product.stock))),
    ),
    rowOf(
      'brand',
      t`Brand`,
      products.map((product) => value(product.brand)),
    ),
  ];
  const labels = new Map<string, string>();
  for (const product of products)
    for (const { key } of product.specifications ?? []) {
      const normalised = normalise(key);
      if (normalised !== '' && !labels.has(normalised)) labels.set(normalised, key.trim());
    }
  const specifications = [...labels].map(([key, label]) =>
    rowOf(
      `spec:${key}`,
      label,
      products.map((product) => specificationCell(product, key)),
    ),
  );
  return [...summary, ...specifications];
}

/** The rows shown: all of them, or with "only differences" those where the products differ. */
export const shownRows = (rows: readonly CompareRow[], onlyDifferences: boolean): readonly CompareRow[] =>
  onlyDifferences ? rows.filter((row) => row.differs) : rows;
