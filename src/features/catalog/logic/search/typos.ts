/**
 * How many typos a word may have (Meilisearch's defaults): none under 5 letters, 1 from 5, 2 from
 * 9. Counted on the longer of the typed word and the catalog's word, so one letter left out of a
 * 5-letter word ("sonyy" for "sony" or "mcro" for "macro") is still a typo, not a miss.
 */
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;

export const typoBudget = (length: number) =>
  length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0;

/** Whether `distance` edits between words of these lengths is within the budget. */
export const withinBudget = (distance: number, typedLength: number, wordLength: number) =>
  distance <= typoBudget(Math.max(typedLength, wordLength));

/**
 * The most edits any catalog word can be from a typed word of this length and still count: a word
 * `d` letters longer is at least `d` edits away, so a 4-letter word reaches 5-letter words (1) and
 * a 7-letter word 9-letter words (2).
 */
export function searchRadius(typedLength: number) {
  let radius = 0;
  for (let edits = 1; edits <= 2; edits++) if (typoBudget(typedLength + edits) >= edits) radius = edits;
  return radius;
}

/**
 * Edits between two words: a letter added, dropped, changed, or two neighbours swapped ("ipohne"
 * is one edit from "iphone"), the optimal string alignment distance.
 */
export function editDistance(a: string, b: string) {
  // Two rows up, for a swap; never read before the second row.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      // At the first letter of either word there is nothing to swap with (a[-1] is undefined).
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, (before[j - 2] ?? 0) + 1);
      row.push(cost);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}
