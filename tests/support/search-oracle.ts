// The search's rules done the obvious way, word by word and product by product: the oracle that
// the property tests hold the index (src/features/catalog/logic/search/) to.
import type { SearchableProduct } from '@/features/catalog/logic/search/search-index';
import { queryWords } from '@/features/catalog/logic/search/product-search';
import { indexWordsOf } from '@/features/catalog/logic/search/search-text';
import { editDistance, withinBudget } from '@/features/catalog/logic/search/typos';
import type { SearchIndexParts } from '@/features/catalog/logic/search/search-index';
import {
  dictionaryOf,
  EXACT,
  matchKey,
  PREFIX,
  wordMatches,
} from '@/features/catalog/logic/search/word-matches';

/** How well the typed word matches one catalog word, by scanning (synonyms left out); Infinity for not at all. */
export function bruteKey(word: string, typed: string, asPrefix: boolean): number {
  if (word === typed) return EXACT;
  if (asPrefix && word.startsWith(typed)) return PREFIX;
  let key = Infinity;
  const whole = editDistance(word, typed);
  if (withinBudget(whole, typed.length, word.length)) key = matchKey(whole, false);
  if (asPrefix)
    for (let length = 1; length < word.length; length++) {
      const edits = editDistance(word.slice(0, length), typed);
      if (withinBudget(edits, typed.length, length)) key = Math.min(key, matchKey(edits, true));
    }
  return key;
}

const fieldsOf = (product: SearchableProduct) => [
  [product.title],
  [product.brand],
  [product.category, product.type, ...product.tags],
];

/**
 * Each matching product's position and summed key (as product-search.ts sums them), best first,
 * ties by rating, number of ratings and position: the search done by scanning every word of
 * every product. For catalogs without synonym words.
 */
export function bruteSearch(products: readonly SearchableProduct[], text: string) {
  const { words, lastIsPrefix } = queryWords(text);
  if (words.length === 0) return [];
  const found: { position: number; key: number }[] = [];
  products.forEach((product, position) => {
    let sum = 0;
    for (const [index, typed] of words.entries()) {
      let best = Infinity;
      fieldsOf(product).forEach((texts, field) => {
        for (const text of texts)
          for (const word of indexWordsOf(text)) {
            const key = bruteKey(word, typed, lastIsPrefix && index === words.length - 1);
            if (key < Infinity) best = Math.min(best, key | field);
          }
      });
      if (best === Infinity) return;
      sum += best;
    }
    found.push({ position, key: sum });
  });
  const at = (position: number) => products[position] as SearchableProduct;
  return found.sort(
    (a, b) =>
      a.key - b.key ||
      at(b.position).rating - at(a.position).rating ||
      at(b.position).totalRatings - at(a.position).totalRatings ||
      a.position - b.position,
  );
}

/** Each index word the typed word matches, with its best key, as `wordMatches` answers them. */
export function matchedWords(
  parts: Pick<SearchIndexParts, 'words' | 'wordStart'>,
  typed: string,
  asPrefix: boolean,
) {
  const dictionary = dictionaryOf(parts);
  const found = new Map<string, number>();
  for (const { from, to, key } of wordMatches(parts, typed, asPrefix))
    for (let at = from; at < to; at++) {
      const word = dictionary.wordAt(at);
      found.set(word, Math.min(key, found.get(word) ?? Infinity));
    }
  return found;
}
