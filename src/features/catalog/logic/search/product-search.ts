import { searchIndexParts, type SearchableProduct, type SearchIndexParts } from './search-index';
import { wordsOf } from './search-text';
import { dictionaryOf, wordMatches } from './word-matches';
import { editDistance } from './typos';

/**
 * The shop's search (docs/architecture.md, "Search"). A query's words, in any order, must all be
 * found in a product (title, brand, category, type or tags); the last word may be the beginning of
 * one ("galax"), and words may have typos by their length (typos.ts). Matches are ranked by:
 * 1. fewest typos, summed over the query's words;
 * 2. fewest words matched only by their beginning;
 * 3. the best fields, summed over the words: title before brand before category, type and tags;
 * 4. popularity: rating, then number of ratings, then catalog order.
 * So an exact word ranks before a prefix, before a typo, whatever the field.
 */
export interface SearchResult<T> {
  /** The best matches, best first: `limit` of them at most. */
  items: T[];
  /** How many products match, on all pages. */
  total: number;
}

/**
 * Every match of a query, not ranked: what the results page filters, counts and pages, ranking
 * only the page it shows (features/listing/logic/search-results.ts).
 */
export interface SearchMatches<T> {
  /** The products searched, the list the search was made for. */
  products: readonly T[];
  /** The matches' positions in `products`, in no particular order. */
  positions: Int32Array;
  /**
   * `ranks[i]` is the place of the product at `positions[i]` in the search's order (the order
   * `search` gives): lower comes first, and no two are the same.
   */
  ranks: Float64Array;
}

export interface ProductSearch<T> {
  search(text: string, limit?: number): SearchResult<T>;
  matches(text: string): SearchMatches<T>;
  /**
   * A query that finds something, made of the catalog's own words: each typed word the catalog
   * lacks (and does not begin, for the last) replaced by the closest one, 2 edits at most.
   */
  didYouMean(text: string): string | undefined;
}

/** More words than this are not searched for: a query is a few words, not a paragraph. */
export const MAX_QUERY_WORDS = 8;

/** A typed query: its words, once each, and whether the last one may be a beginning. */
export interface QueryWords {
  words: string[];
  lastIsPrefix: boolean;
}

/** "carbon ThinkPad x1" → carbon, thinkpad, x1; the last word a beginning unless a space or sign follows it. */
export function queryWords(text: string): QueryWords {
  const words = [...new Set(wordsOf(text))].slice(0, MAX_QUERY_WORDS);
  return { words, lastIsPrefix: /[\p{L}\p{N}]$/u.test(text) };
}

// The popularity place takes the low 24 bits of a sort key, the summed match keys the bits above.
const PLACE_BITS = 2 ** 24;
/** Catalogs up to this size can be searched (the sort key's popularity part). */
export const MAX_SEARCHED_PRODUCTS = PLACE_BITS;

export function productSearchFromParts<T>(products: readonly T[], parts: SearchIndexParts): ProductSearch<T> {
  const { postingStart, postings, byPopularity, popularity } = parts;
  const size = Math.min(parts.size, products.length, MAX_SEARCHED_PRODUCTS);
  const dictionary = dictionaryOf(parts);
  // Per product: the query word it was last matched by (a stamp that only grows, so it is never
  // cleared: a float counts past any number of searches), that word's best key, and the sum.
  const stamp = new Float64Array(size);
  const best = new Int32Array(size);
  const summed = new Int32Array(size);
  let generation = 0;

  /** The positions matching every word, each with its summed key in `summed`. */
  function match({ words, lastIsPrefix }: QueryWords) {
    let survivors: number[] = [];
    words.forEach((word, index) => {
      const previous = generation;
      const current = ++generation;
      const ranges = wordMatches(parts, word, lastIsPrefix && index === words.length - 1);
      const next: number[] = [];
      for (const { from, to, key } of ranges)
        for (let at = postingStart[from] ?? 0, end = postingStart[to] ?? 0; at < end; at++) {
          const posting = postings[at] ?? 0;
          const position = posting >>> 2;
          if (position >= size) continue;
          const wordKey = key | (posting & 3);
          const seen = stamp[position] ?? 0;
          if (seen === current) {
            if (wordKey < (best[position] ?? 0)) best[position] = wordKey;
            continue;
          }
          // After the first word, only products every word before matched.
          if (index > 0 && seen !== previous) continue;
          stamp[position] = current;
          best[position] = wordKey;
          if (index === 0) summed[position] = 0;
          next.push(position);
        }
      for (const position of next) summed[position] = (summed[position] ?? 0) + (best[position] ?? 0);
      survivors = next;
    });
    return survivors;
  }

  const sortKey = (position: number) => (summed[position] ?? 0) * PLACE_BITS + (popularity[position] ?? 0);
  const productAt = (key: number) => products[byPopularity[key % PLACE_BITS] ?? -1];

  function search(text: string, limit = Infinity): SearchResult<T> {
    const matched = match(queryWords(text));
    let keys: Float64Array;
    if (limit >= matched.length) keys = Float64Array.from(matched, sortKey).sort();
    else {
      // The best `limit` kept in order as the matches go by: no sort of thousands for ten.
      keys = new Float64Array(limit).fill(Infinity);
      for (const position of matched) {
        const key = sortKey(position);
        if (key >= (keys[limit - 1] ?? Infinity)) continue;
        let at = limit - 1;
        while (at > 0 && (keys[at - 1] ?? 0) > key) {
          keys[at] = keys[at - 1] ?? 0;
          at--;
        }
        keys[at] = key;
      }
    }
    const items = Array.from(keys, productAt).filter((item) => item !== undefined);
    return { items, total: matched.length };
  }

  function matches(text: string): SearchMatches<T> {
    const matched = match(queryWords(text));
    const positions = new Int32Array(matched.length);
    const ranks = new Float64Array(matched.length);
    matched.forEach((position, at) => {
      positions[at] = position;
      ranks[at] = sortKey(position);
    });
    return { products, positions, ranks };
  }

  /** The catalog word closest to `word` (2 edits at most), found in the most products. */
  function closestWord(word: string) {
    let closest: { word: string; edits: number; products: number } | undefined;
    for (let at = 0; at < dictionary.count; at++) {
      const candidate = dictionary.wordAt(at);
      if (Math.abs(candidate.length - word.length) > 2) continue;
      const edits = editDistance(word, candidate);
      const products = (postingStart[at + 1] ?? 0) - (postingStart[at] ?? 0);
      if (
        edits <= 2 &&
        (!closest || edits < closest.edits || (edits === closest.edits && products > closest.products))
      )
        closest = { word: candidate, edits, products };
    }
    return closest?.word;
  }

  return {
    search,
    matches,
    didYouMean(text) {
      const { words, lastIsPrefix } = queryWords(text);
      const corrected = words.map((word, index) => {
        const at = dictionary.lowerBound(word);
        const known = dictionary.wordAt(at) === word;
        const begins = lastIsPrefix && index === words.length - 1 && dictionary.wordAt(at).startsWith(word);
        return known || begins ? word : (closestWord(word) ?? word);
      });
      const suggestion = corrected.join(' ');
      if (corrected.every((word, index) => word === words[index])) return undefined;
      return match({ words: corrected, lastIsPrefix: false }).length > 0 ? suggestion : undefined;
    },
  };
}

/** The search over `products` built in one go, on the thread that asks. */
export const buildProductSearch = <T extends SearchableProduct>(products: readonly T[]) =>
  productSearchFromParts(products, searchIndexParts(products));
