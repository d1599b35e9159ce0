/** Anything with a title and an id can be searched. */
export interface Searchable {
  id: number;
  title: string;
}

export interface SearchIndex<T extends Searchable> {
  /** Up to `limit` items whose title starts with `text`, ignoring case; [] for blank text. */
  lookup(text: string, limit?: number): T[];
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * Titles sorted once, case-folded; a prefix lookup is two binary searches away. Case-insensitive,
 * unlike the spec's Firestore range query, which misses "macbook" for "MacBook".
 */
export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const keys = items.map((item) => normalise(item.title));
  const order = items
    .map((_, index) => index)
    .sort((a, b) => {
      const left = keys[a] ?? '';
      const right = keys[b] ?? '';
      return left < right ? -1 : left > right ? 1 : 0;
    });
  const sortedKeys = order.map((index) => keys[index] ?? '');

  function lowerBound(prefix: string) {
    let low = 0;
    let high = sortedKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sortedKeys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    lookup(text, limit = 10) {
      const prefix = normalise(text);
      if (prefix === '') return [];
      const found: T[] = [];
      for (let at = lowerBound(prefix); at < sortedKeys.length && found.length < limit; at++) {
        if (!(sortedKeys[at] ?? '').startsWith(prefix)) break;
        const item = items[order[at] ?? -1];
        if (item) found.push(item);
      }
      return found;
    },
  };
}
