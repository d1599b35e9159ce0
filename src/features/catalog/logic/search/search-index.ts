import { indexWordsOf } from './search-text';

/**
 * The search index's parts: plain strings and typed arrays, so the catalog keeper's worker makes
 * them and hands them over without a copy (local-db/catalog-keeper-core.ts). An inverted index:
 * every word of the products' searchable fields, sorted, and for each word the products it is in.
 */
export interface SearchIndexParts {
  /** How many products the parts were made for (positions are into exactly that list). */
  size: number;
  /** The words, sorted by code unit and written one after another. */
  words: string;
  /** Word `i` is `words.slice(wordStart[i], wordStart[i + 1])`. */
  wordStart: Int32Array;
  /**
   * Word `i`'s postings are `postings[postingStart[i]]` up to `postings[postingStart[i + 1]]`, each
   * `position << 2 | field`: the product's position and the best field the word is in (FIELD_RANKS),
   * in ascending position.
   */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Positions from the most to the least popular: rating, then number of ratings, then catalog order. */
  byPopularity: Int32Array;
  /** Each position's place in `byPopularity`. */
  popularity: Int32Array;
}

/** What the index reads of a product. */
export interface SearchableProduct {
  title: string;
  brand: string;
  category: string;
  type: string;
  tags: readonly string[];
  rating: number;
  totalRatings: number;
}

/**
 * The fields a word is found in, best first: a word of the title ranks above the same word in the
 * brand, which ranks above the category, type and tags (docs/architecture.md, "Search").
 */
export const FIELD_RANKS = {
  title: 0,
  brand: 1,
  other: 2,
} as const;

const fieldTexts = (product: SearchableProduct): readonly (readonly string[])[] => [
  [product.title],
  [product.brand],
  [product.category, product.type, ...product.tags],
];

/** Orders positions by popularity: rating, then number of ratings (both highest first), then position. */
function popularityOrder(products: readonly SearchableProduct[]) {
  const order = Array.from({ length: products.length }, (_, position) => position);
  const rating = (at: number) => products[at]?.rating ?? 0;
  const ratings = (at: number) => products[at]?.totalRatings ?? 0;
  order.sort((a, b) => rating(b) - rating(a) || ratings(b) - ratings(a) || a - b);
  const byPopularity = Int32Array.from(order);
  const popularity = new Int32Array(order.length);
  byPopularity.forEach((position, place) => (popularity[position] = place));
  return { byPopularity, popularity };
}

/** Builds the parts for `products`, in their order. */
export function searchIndexParts(products: readonly SearchableProduct[]): SearchIndexParts {
  const postingsOf = new Map<string, number[]>();
  products.forEach((product, position) => {
    const seen = new Set<string>();
    fieldTexts(product).forEach((texts, field) => {
      for (const text of texts)
        for (const word of indexWordsOf(text)) {
          // Fields are walked best first, so a word's first field is its best.
          if (seen.has(word)) continue;
          seen.add(word);
          const list = postingsOf.get(word);
          const posting = (position << 2) | field;
          if (list) list.push(posting);
          else postingsOf.set(word, [posting]);
        }
    });
  });
  const sorted = [...postingsOf.keys()].sort();
  const wordStart = new Int32Array(sorted.length + 1);
  const postingStart = new Int32Array(sorted.length + 1);
  let length = 0;
  let count = 0;
  sorted.forEach((word, at) => {
    length += word.length;
    count += postingsOf.get(word)?.length ?? 0;
    wordStart[at + 1] = length;
    postingStart[at + 1] = count;
  });
  const postings = new Int32Array(count);
  sorted.forEach((word, at) => postings.set(postingsOf.get(word) ?? [], postingStart[at]));
  return {
    size: products.length,
    words: sorted.join(''),
    wordStart,
    postingStart,
    postings,
    ...popularityOrder(products),
  };
}

/** The buffers of the parts, to transfer rather than copy them. */
export const searchPartsBuffers = (parts: SearchIndexParts): ArrayBufferLike[] => [
  parts.wordStart.buffer,
  parts.postingStart.buffer,
  parts.postings.buffer,
  parts.byPopularity.buffer,
  parts.popularity.buffer,
];
