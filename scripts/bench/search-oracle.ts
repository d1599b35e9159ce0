// The search's answer worked out the slow, obvious way, for `npm run bench` to check the index
// against before timing it: a product matches when every word of the query matches one
// of the words its title, brand, category, type or tags are indexed under (search-text.ts
// `indexWordsOf`), by the search's per-word rule (search-highlight.ts `matchedLength`: exact or a
// synonym, a beginning for the last word, a typo within budget, a typo on a beginning), or through
// a synonym group as word-matches.ts documents it: a typed word that reaches one word of a group
// (exactly, as a beginning of it when it is the last word, or with a typo when the catalog lacks
// the typed word) finds every word of the group ("headse" finds headphones). Each distinct catalog
// word is tried once per query word, then the products are checked word by word.
import { queryWords } from '../../src/features/catalog/logic/search/product-search';
import { matchedLength } from '../../src/features/catalog/logic/search/search-highlight';
import type { SearchableProduct } from '../../src/features/catalog/logic/search/search-index';
import { SYNONYM_GROUPS } from '../../src/features/catalog/logic/search/search-synonyms';
import { indexWordsOf } from '../../src/features/catalog/logic/search/search-text';
import { editDistance, withinBudget } from '../../src/features/catalog/logic/search/typos';

/** The words of the synonym groups the typed word reaches through some word of the group. */
function reachedSynonyms(typed: string, asPrefix: boolean, catalogHasTyped: boolean) {
  const reached = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    const reaches = group.some(
      (word) =>
        word === typed ||
        (asPrefix && word.startsWith(typed)) ||
        (!catalogHasTyped && withinBudget(editDistance(word, typed), typed.length, word.length)),
    );
    if (reaches) for (const word of group) reached.add(word);
  }
  return reached;
}

/**
 * The matches of a query by the rules above (`all`), and by `matchedLength` alone (`perWord`, without
 * the synonym groups reached by a beginning or a typo): positions into `products`, ascending.
 */
export interface OracleAnswer {
  all: number[];
  perWord: number[];
}

export function searchOracle(products: readonly SearchableProduct[]) {
  const ids = new Map<string, number>();
  const dictionary: string[] = [];
  const wordsOfProduct = products.map((product) => {
    const fields = [product.title, product.brand, product.category, product.type, ...product.tags];
    const own = new Set(fields.flatMap(indexWordsOf));
    return Int32Array.from(own, (word) => {
      let id = ids.get(word);
      if (id === undefined) {
        id = dictionary.length;
        ids.set(word, id);
        dictionary.push(word);
      }
      return id;
    });
  });

  return function matching(text: string): OracleAnswer {
    const { words, lastIsPrefix } = queryWords(text);
    if (words.length === 0) return { all: [], perWord: [] };
    // Per query word and catalog word: 1 matched by matchedLength, 2 only through a synonym group.
    const matchedBy = words.map((typed, index) => {
      const asPrefix = lastIsPrefix && index === words.length - 1;
      const synonyms = reachedSynonyms(typed, asPrefix, ids.has(typed));
      return Uint8Array.from(dictionary, (word) =>
        matchedLength(word, typed, asPrefix) > 0 ? 1 : synonyms.has(word) ? 2 : 0,
      );
    });
    const all: number[] = [];
    const perWord: number[] = [];
    wordsOfProduct.forEach((own, position) => {
      if (matchedBy.every((matched) => own.some((id) => (matched[id] ?? 0) > 0))) all.push(position);
      if (matchedBy.every((matched) => own.some((id) => matched[id] === 1))) perWord.push(position);
    });
    return { all, perWord };
  };
}
