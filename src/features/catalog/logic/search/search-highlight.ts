import { queryWords } from './product-search';
import { wordsAt } from './search-text';
import { editDistance, withinBudget } from './typos';
import { synonyms } from './word-matches';

/** A part of a text to mark as matched: `text.slice(start, end)`. */
export interface MarkedPart {
  start: number;
  end: number;
}

/** How many letters of the catalog word `word` the typed word matches, by the search's own rules; 0 for none. */
export function matchedLength(word: string, typed: string, asPrefix: boolean) {
  // The typed word itself is 0 edits away: found below.
  if (synonyms(typed).includes(word)) return word.length;
  if (asPrefix && word.startsWith(typed)) return typed.length;
  if (withinBudget(editDistance(word, typed), typed.length, word.length)) return word.length;
  if (!asPrefix) return 0;
  let matched = 0;
  let fewest = Infinity;
  for (let length = 1; length < word.length; length++) {
    const edits = editDistance(word.slice(0, length), typed);
    if (withinBudget(edits, typed.length, length) && edits <= fewest) {
      fewest = edits;
      matched = length;
    }
  }
  return matched;
}

/**
 * The parts of `title` that the query `text` matched, in order: whole words, or the beginning a
 * prefix matched ("Galaxy" for "gal" marks "Gal").
 */
export function markedParts(title: string, text: string): MarkedPart[] {
  const { words, lastIsPrefix } = queryWords(text);
  const parts: MarkedPart[] = [];
  for (const { word, start } of wordsAt(title)) {
    let longest = 0;
    words.forEach((typed, index) => {
      longest = Math.max(longest, matchedLength(word, typed, lastIsPrefix && index === words.length - 1));
    });
    if (longest > 0) parts.push({ start, end: start + longest });
  }
  return parts;
}
