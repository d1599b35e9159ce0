import { describe, expect, it } from 'vitest';

import { editDistance, searchRadius, typoBudget, withinBudget } from './typos';

describe('typos', () => {
  it('allows none under 5 letters, 1 from 5 and 2 from 9', () => {
    expect([1, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts the budget on the longer of the typed and the catalog word', () => {
    expect(withinBudget(1, 4, 5)).toBe(true); // "mcro" for "macro"
    expect(withinBudget(1, 5, 4)).toBe(true); // "sonyy" for "sony"
    expect(withinBudget(1, 4, 4)).toBe(false);
    expect(withinBudget(2, 8, 9)).toBe(true);
    expect(withinBudget(2, 8, 8)).toBe(false);
    expect(withinBudget(0, 1, 1)).toBe(true);
  });

  it('searches as far as the longest catalog word in reach could allow', () => {
    expect([1, 3, 4, 6, 7, 12].map(searchRadius)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts an added, dropped or changed letter, or two neighbours swapped, as one edit', () => {
    expect(editDistance('iphone', 'iphone')).toBe(0);
    expect(editDistance('macbok', 'macbook')).toBe(1);
    expect(editDistance('macbookk', 'macbook')).toBe(1);
    expect(editDistance('macbuok', 'macbook')).toBe(1);
    expect(editDistance('ipohne', 'iphone')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});
