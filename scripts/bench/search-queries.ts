// The fixed queries `npm run bench` times the shop's search with: made from the words of
// the synthetic catalog's first products with a seeded generator, so every run and every catalog
// size gets the same 200. The 1k catalog is the first thousand products of the 10k and the 100k
// ones (same seed), so each query that finds something at 1k finds something at every size.
import { wordsAt, wordsOf } from '../../src/features/catalog/logic/search/search-text';
import { editDistance } from '../../src/features/catalog/logic/search/typos';
import type { ProductCardRecord } from '../../src/features/catalog/types';
import { mulberry32 } from '../synthetic-catalog.mjs';

export type QueryKind = 'word' | 'inner' | 'pair' | 'prefix' | 'typo' | 'none';

export interface BenchQuery {
  text: string;
  kind: QueryKind;
}

/** How many of each kind, in all 200. */
export const QUERY_COUNTS: Record<QueryKind, number> = {
  word: 35,
  inner: 30,
  pair: 35,
  prefix: 40,
  typo: 45,
  none: 15,
};

export const QUERY_KIND_NOTES: Record<QueryKind, string> = {
  word: 'one word of a product (title, brand, category, type or tag), every other one ending in a space',
  inner: 'one word from inside a title (not its first)',
  pair: 'two words of one product, in either order',
  prefix: 'one or two words, the last cut short (2 letters or more)',
  typo: 'a word of 5+ letters with one letter deleted, two swapped or one replaced (alone or after another word)',
  none: 'matching nothing: made-up words, a word with 2 typos, or a brand with a type it never makes',
};

/** The words of a text as written there (case kept): "Wi-Fi 6E" → Wi, Fi, 6E. */
const writtenWords = (text: string) => wordsAt(text).map(({ start, end }) => text.slice(start, end));

const fieldTexts = (product: ProductCardRecord) => [
  product.title,
  product.brand,
  product.category,
  product.type,
  ...product.tags,
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * 200 queries from `catalog` (the first 1,000 products are used), kinds interleaved so that any
 * first few dozen hold some of each.
 */
export function benchQueries(catalog: readonly ProductCardRecord[], seed = 42): BenchQuery[] {
  const products = catalog.slice(0, 1_000);
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(random() * list.length)];
    if (item === undefined) throw new Error('picked from an empty list');
    return item;
  };
  const product = () => pick(products);
  const wordOf = (item: ProductCardRecord) => pick(writtenWords(pick(fieldTexts(item))));
  const allWords = (item: ProductCardRecord) => [...new Set(fieldTexts(item).flatMap(writtenWords))];
  const longWords = (item: ProductCardRecord, min: number, max = Infinity) =>
    allWords(item).filter((word) => /^[a-z]+$/i.test(word) && word.length >= min && word.length <= max);
  const letterOf = (letters: string) => letters.charAt(Math.floor(random() * letters.length));
  const letterOtherThan = (letter: string) => {
    let other = letterOf(LETTERS);
    while (other === letter.toLowerCase()) other = letterOf(LETTERS);
    return other;
  };

  let typos = 0;
  function typo(word: string) {
    const at = Math.floor(random() * word.length);
    const kind = typos++ % 3;
    if (kind === 0) return word.slice(0, at) + word.slice(at + 1); // deleted
    if (kind === 1) {
      // swapped with the next letter (two different letters, so it is a typo)
      let swap = Math.min(at, word.length - 2);
      while (swap > 0 && word[swap] === word[swap + 1]) swap--;
      return word.slice(0, swap) + (word[swap + 1] ?? '') + (word[swap] ?? '') + word.slice(swap + 2);
    }
    return word.slice(0, at) + letterOtherThan(word[at] ?? '') + word.slice(at + 1); // replaced
  }

  // Brands found with few types, for a brand and a type that never meet.
  const typesOf = new Map<string, Set<string>>();
  for (const item of products) typesOf.set(item.brand, (typesOf.get(item.brand) ?? new Set()).add(item.type));
  const allTypes = [...new Set(products.map((item) => item.type))];
  const fewTypeBrands = [...typesOf].filter(([, types]) => types.size <= 3).map(([brand]) => brand);

  let singles = 0;
  let nones = 0;
  const makers: Record<QueryKind, () => string | undefined> = {
    // Every other one ending in a space: a whole word, not a beginning.
    word: () => `${wordOf(product())}${singles++ % 2 === 1 ? ' ' : ''}`,
    inner: () => {
      const words = writtenWords(product().title).slice(1);
      return words.length > 0 ? pick(words) : undefined;
    },
    pair: () => {
      const words = allWords(product());
      const first = pick(words);
      const second = pick(words.filter((word) => word.toLowerCase() !== first.toLowerCase()));
      return `${first} ${second}`;
    },
    prefix: () => {
      const item = product();
      const last = pick(allWords(item).filter((word) => word.length >= 3));
      const cut = last.slice(0, 2 + Math.floor(random() * (last.length - 2)));
      const others = allWords(item).filter((word) => word !== last);
      return random() < 0.5 || others.length === 0 ? cut : `${pick(others)} ${cut}`;
    },
    typo: () => {
      const item = product();
      const words = longWords(item, 5);
      if (words.length === 0) return undefined;
      const typed = typo(pick(words));
      return random() < 0.66 ? typed : `${pick(allWords(item))} ${typed}`;
    },
    none: () => {
      const kind = nones++ % 3;
      if (kind === 0)
        return Array.from({ length: 5 + Math.floor(random() * 3) }, () => letterOf(CONSONANTS)).join('');
      if (kind === 1) {
        // Two typos in a word of 5–8 letters, which may have one; a whole word (not a beginning).
        const words = longWords(product(), 5, 8);
        if (words.length === 0) return undefined;
        const word = pick(words);
        const typed = typo(typo(word));
        // Two typos can make one edit ("Prime" → "Pirme" → "Prme").
        return editDistance(typed.toLowerCase(), word.toLowerCase()) >= 2 ? `${typed} ` : undefined;
      }
      // A type none of the brand's products has a word of, nor a word beginning with one.
      const brand = pick(fewTypeBrands);
      const own = products.filter((item) => item.brand === brand).flatMap((item) => allWords(item));
      const ownWords = new Set(own.flatMap(wordsOf));
      const unmet = allTypes.filter((type) =>
        wordsOf(type).every((word) => [...ownWords].every((other) => !other.startsWith(word))),
      );
      return unmet.length > 0 ? `${brand} ${pick(unmet)}` : undefined;
    },
  };

  const byKind = Object.fromEntries(
    Object.entries(QUERY_COUNTS).map(([kind, count]) => {
      const made = new Set<string>();
      for (let tries = 0; made.size < count && tries < count * 50; tries++) {
        const text = makers[kind as QueryKind]();
        if (text !== undefined && text.trim() !== '') made.add(text);
      }
      return [kind, [...made]];
    }),
  ) as Record<QueryKind, string[]>;

  // Interleaved: word, inner, pair, prefix, typo, none, word, …
  const queries: BenchQuery[] = [];
  const kinds = Object.keys(QUERY_COUNTS) as QueryKind[];
  const rounds = Math.max(...Object.values(QUERY_COUNTS));
  for (let round = 0; round < rounds; round++)
    for (const kind of kinds) {
      const text = byKind[kind][round];
      if (text !== undefined) queries.push({ text, kind });
    }
  if (queries.length !== 200) throw new Error(`made ${queries.length} bench queries, not 200`);
  return queries;
}

/**
 * What the browser bench types into the search box, a key at a time: a brand and a series of two
 * product types, 12 characters, with suggestions at every one of its beginnings at 1k, 10k and
 * 100k products (the Node bench checks that).
 */
export const TYPED_QUERY = 'samsung nova';
