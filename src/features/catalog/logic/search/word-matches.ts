import type { SearchIndexParts } from './search-index';
import { SYNONYM_GROUPS } from './search-synonyms';
import { foldText } from './search-text';
import { editDistance, searchRadius, withinBudget } from './typos';

/**
 * How well a catalog word matches a typed word, lower is better: the edits (typos) first, then
 * whether only a prefix of the word matched, as `edits << 16 | prefix << 8`; the product's field
 * (FIELD_RANKS) fills the low bits. So an exact word beats a prefix, which beats a typo.
 */
export const matchKey = (edits: number, prefix: boolean) => (edits << 16) | ((prefix ? 1 : 0) << 8);
export const EXACT = matchKey(0, false);
export const PREFIX = matchKey(0, true);

/** Words `from` (inclusive) to `to` (exclusive) of the index's sorted words, all matching with `key`. */
export interface WordRange {
  from: number;
  to: number;
  key: number;
}

/** The index's sorted words, read in place. */
export interface Dictionary {
  count: number;
  wordAt(at: number): string;
  /** The first word not below `text`. */
  lowerBound(text: string): number;
}

export function dictionaryOf({
  words,
  wordStart,
}: Pick<SearchIndexParts, 'words' | 'wordStart'>): Dictionary {
  const count = wordStart.length - 1;
  const wordAt = (at: number) => words.slice(wordStart[at], wordStart[at + 1]);
  return {
    count,
    wordAt,
    lowerBound(text) {
      let low = 0;
      let high = count;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (wordAt(middle) < text) low = middle + 1;
        else high = middle;
      }
      return low;
    },
  };
}

const synonymsOf = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.map((group) => group.map(foldText)).flatMap((group) =>
    group.map((word) => [word, group.filter((other) => other !== word)]),
  ),
);

/** The other words of a word's synonym group (search-synonyms.ts). */
export const synonyms = (word: string): readonly string[] => synonymsOf.get(word) ?? [];

/**
 * Every word of the index that the typed word matches, with how well: itself and its synonyms
 * exactly; as the last word typed (`asPrefix`), every word it begins; and every word within the
 * typo budget (typos.ts), whole or, as the last word, by a prefix.
 *
 * The typos are found in one pass over the sorted words that shares work between neighbours, as a
 * walk down a trie would: row `d` of the edit-distance table (the word's first `d` letters against
 * the typed word) is kept while the next word begins with the same `d` letters, and once a row has
 * no cell within reach, every word with that beginning is skipped by a binary search.
 */
export function wordMatches(
  { words, wordStart }: Pick<SearchIndexParts, 'words' | 'wordStart'>,
  typed: string,
  asPrefix: boolean,
): WordRange[] {
  const dictionary = dictionaryOf({ words, wordStart });
  const found: WordRange[] = [];
  const m = typed.length;
  const radius = searchRadius(m);
  const count = dictionary.count;
  const charAt = (word: number, depth: number) => words.charCodeAt((wordStart[word] ?? 0) + depth);
  const lengthOf = (word: number) => (wordStart[word + 1] ?? 0) - (wordStart[word] ?? 0);

  /** The first word after `word` that does not begin with its first `depth` letters. */
  function endOfPrefix(word: number, depth: number) {
    let low = word + 1;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      let same = lengthOf(middle) >= depth;
      for (let at = 0; same && at < depth; at++) same = charAt(middle, at) === charAt(word, at);
      if (same) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  // rows[d][j]: edits between the current word's first d letters and the typed word's first j.
  const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, j) => j)];
  // bestPrefix[d]: fewest edits, within budget, of the typed word against a prefix of at most d letters.
  const bestPrefix: number[] = [Infinity];
  let held = -1;
  let heldDepth = 0;

  let word = 0;
  while (word < count) {
    const length = lengthOf(word);
    let depth = 0;
    if (held >= 0) {
      const limit = Math.min(heldDepth, length);
      while (depth < limit && charAt(held, depth) === charAt(word, depth)) depth++;
    }
    held = word;
    let pruned = 0;
    let skipped = false;
    while (depth < length) {
      depth++;
      const row = (rows[depth] ??= new Int32Array(m + 1));
      const above = rows[depth - 1] ?? row;
      const twoAbove = rows[depth - 2];
      const letter = charAt(word, depth - 1);
      row[0] = depth;
      let rowMin = depth;
      for (let j = 1; j <= m; j++) {
        const typedLetter = typed.charCodeAt(j - 1);
        let cost = Math.min(
          (above[j] ?? 0) + 1,
          (row[j - 1] ?? 0) + 1,
          (above[j - 1] ?? 0) + (letter === typedLetter ? 0 : 1),
        );
        // A swap of two neighbours (at j = 1, charCodeAt(-1) is NaN: nothing to swap with).
        if (twoAbove && letter === typed.charCodeAt(j - 2) && charAt(word, depth - 2) === typedLetter)
          cost = Math.min(cost, (twoAbove[j - 2] ?? 0) + 1);
        row[j] = cost;
        if (cost < rowMin) rowMin = cost;
      }
      heldDepth = depth;
      const edits = row[m] ?? 0;
      bestPrefix[depth] = Math.min(
        bestPrefix[depth - 1] ?? Infinity,
        withinBudget(edits, m, depth) ? edits : Infinity,
      );
      if (asPrefix && edits === 0) {
        // The word begins with the typed word: it and every word after it with that beginning.
        const end = endOfPrefix(word, depth);
        if (length === depth) found.push({ from: word, to: word + 1, key: EXACT });
        const from = length === depth ? word + 1 : word;
        if (from < end) found.push({ from, to: end, key: PREFIX });
        word = end;
        skipped = true;
        break;
      }
      if (rowMin > radius) {
        pruned = depth;
        break;
      }
    }
    if (skipped) continue;
    if (pruned > 0) {
      // No word with these first letters is within reach, but a shorter beginning may have been.
      const end = endOfPrefix(word, pruned);
      const prefixEdits = bestPrefix[pruned - 1] ?? Infinity;
      if (asPrefix && prefixEdits < Infinity)
        found.push({ from: word, to: end, key: matchKey(prefixEdits, true) });
      word = end;
      continue;
    }
    const edits = rows[length]?.[m] ?? Infinity;
    const whole = withinBudget(edits, m, length) ? matchKey(edits, false) : Infinity;
    const prefixEdits = asPrefix ? (bestPrefix[length - 1] ?? Infinity) : Infinity;
    const key = Math.min(whole, prefixEdits < Infinity ? matchKey(prefixEdits, true) : Infinity);
    if (key < Infinity) found.push({ from: word, to: word + 1, key });
    word++;
  }

  const known = dictionary.wordAt(dictionary.lowerBound(typed)) === typed;
  for (const [synonym, key] of synonymMatches(typed, asPrefix, !known)) {
    const at = dictionary.lowerBound(synonym);
    if (at < count && dictionary.wordAt(at) === synonym) found.push({ from: at, to: at + 1, key });
  }
  return found;
}

/**
 * The words of the synonym groups that the typed word reaches through another word of the group,
 * with how well it matched that word: "tv" and "telev" (as a beginning) and "televison" (a typo)
 * all find "television"'s group. A group's words are all found as well as the best of them. A
 * typo reaches a group only from a word the catalog does not have: "iphone" is one edit from
 * "phone", but a shopper who typed it wants iPhones, not every mobile.
 */
function synonymMatches(typed: string, asPrefix: boolean, withTypos: boolean) {
  const reached = new Map<string, number>();
  for (const group of SYNONYM_GROUPS) {
    let key = Infinity;
    for (const word of group) key = Math.min(key, typedMatch(word, typed, asPrefix, withTypos));
    if (key < Infinity)
      for (const word of group) reached.set(word, Math.min(key, reached.get(word) ?? Infinity));
  }
  return reached;
}

/** How well a typed word matches one word, by the same rules as the walk above; Infinity for not at all. */
function typedMatch(word: string, typed: string, asPrefix: boolean, withTypos: boolean) {
  if (word === typed) return EXACT;
  if (asPrefix && word.startsWith(typed)) return PREFIX;
  if (!withTypos) return Infinity;
  const edits = editDistance(word, typed);
  return withinBudget(edits, typed.length, word.length) ? matchKey(edits, false) : Infinity;
}
