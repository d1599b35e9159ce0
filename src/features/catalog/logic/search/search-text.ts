/**
 * How text becomes searchable words: folded (lower case, accents dropped) one character at a time,
 * so a word's place in the folded text is its place in the original (what highlighting marks),
 * and cut at anything that is not a letter, a digit or a mark on one.
 */

/**
 * One character folded: "É" → "e". One that would fold to more or fewer characters ("ß", "ﬁ")
 * is only lowered when that keeps its width, so places in the folded text stay those of the text.
 */
function foldChar(char: string) {
  const folded = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded.length === 1) return folded;
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

/** ASCII folds without a lookup; the rest is cached (a catalog uses a handful of others). */
const folds = new Map<string, string>();

export function foldText(text: string) {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 128) out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
    else {
      let folded = folds.get(char);
      if (folded === undefined) folds.set(char, (folded = char.length === 1 ? foldChar(char) : char));
      out += folded;
    }
  }
  return out;
}

/**
 * Letters and digits, and the marks written on them: Bangla's and Hindi's vowel signs (ো, ि) and
 * nukta are marks, and a word cut at each would not be a word.
 */
const isWordChar = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 97 && code <= 122) ||
  (code > 127 && /\p{L}|\p{N}|\p{M}/u.test(String.fromCharCode(code)));

/** A word of a text and where it stands in it: `text.slice(start, end)` is the word as written. */
export interface WordAt {
  word: string;
  start: number;
  end: number;
}

/** The words of `text` in order, with their places. "Wi-Fi 6E" → wi, fi, 6e. */
export function wordsAt(text: string): WordAt[] {
  const folded = foldText(text);
  const words: WordAt[] = [];
  let start = -1;
  for (let at = 0; at <= folded.length; at++) {
    const inWord = at < folded.length && isWordChar(folded.charCodeAt(at));
    if (inWord && start < 0) start = at;
    else if (!inWord && start >= 0) {
      words.push({ word: folded.slice(start, at), start, end: at });
      start = -1;
    }
  }
  return words;
}

/** The words of `text`, folded, in order (repeats kept). */
export const wordsOf = (text: string) => wordsAt(text).map(({ word }) => word);

/**
 * The words a catalog text is found by: its words, and each run of words joined by hyphens or
 * slashes written together too ("Wi-Fi" is also "wifi", "X1-Carbon" also "x1carbon"), since
 * shoppers type them both ways.
 */
export function indexWordsOf(text: string): string[] {
  const found = wordsAt(text);
  const words = found.map(({ word }) => word);
  let run = 0;
  for (let at = 1; at <= found.length; at++) {
    const gap = at < found.length ? text.slice(found[at - 1]?.end, found[at]?.start) : '';
    const joined = gap === '-' || gap === '/';
    if (joined) run++;
    else if (run > 0) {
      words.push(
        found
          .slice(at - 1 - run, at)
          .map(({ word }) => word)
          .join(''),
      );
      run = 0;
    }
  }
  return words;
}
