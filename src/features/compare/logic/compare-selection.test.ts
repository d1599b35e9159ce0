import { describe, expect, it } from 'vitest';

import { COMPARE_MAX } from '@/lib/constants';

import {
  addToComparison,
  comparePath,
  parseCompareIds,
  removeFromComparison,
  replaceInComparison,
} from './compare-selection';

describe('the compare selection', () => {
  it('adds a product at the end, once', () => {
    expect(addToComparison([1, 2], 3)).toEqual([1, 2, 3]);
    expect(addToComparison([1, 2], 2)).toEqual([1, 2]);
  });

  it(`says it is full at ${COMPARE_MAX} products instead of adding a fifth`, () => {
    expect(addToComparison([1, 2, 3, 4], 5)).toBe('full');
    expect(addToComparison([1, 2, 3, 4], 4)).toEqual([1, 2, 3, 4]);
  });

  it('removes a product and keeps the order of the others', () => {
    expect(removeFromComparison([1, 2, 3], 2)).toEqual([1, 3]);
    expect(removeFromComparison([1, 3], 2)).toEqual([1, 3]);
  });

  it('drops the product chosen to make room and adds the new one last', () => {
    expect(replaceInComparison([1, 2, 3, 4], 2, 5)).toEqual([1, 3, 4, 5]);
  });

  it('keeps a product once when the one added was chosen already', () => {
    expect(replaceInComparison([1, 2, 3], 1, 3)).toEqual([2, 3]);
  });

  it(`keeps at most ${COMPARE_MAX} products when the one to drop is no longer there`, () => {
    expect(replaceInComparison([1, 2, 3, 4], 9, 5)).toEqual([2, 3, 4, 5]);
  });
});

describe('the ids of a /compare address', () => {
  it('reads the ids in order', () => {
    expect(parseCompareIds('1001,1002,1003')).toEqual([1001, 1002, 1003]);
  });

  it('ignores what is not an id, repeats, and ids past the fourth', () => {
    expect(parseCompareIds('1001, abc,,1001,-3,1.5,1002,1003,1004,1005')).toEqual([1001, 1002, 1003, 1004]);
  });

  it('reads ids with spaces around them', () => {
    expect(parseCompareIds('1001, 1002 ,1003')).toEqual([1001, 1002, 1003]);
  });

  it('ignores numbers written any other way than in plain digits', () => {
    expect(parseCompareIds('1e3,0x10,+5,7.0,1001')).toEqual([1001]);
  });

  it('ignores 0 and ids too large to be read exactly', () => {
    expect(parseCompareIds('0,9007199254740993,1001')).toEqual([1001]);
  });

  it('gives none for a missing or empty value', () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('reads back the ids of the address the shop makes', () => {
    const address = new URL(comparePath([1003, 1001]), 'https://shop.example');
    expect(parseCompareIds(address.searchParams.get('ids'))).toEqual([1003, 1001]);
  });
});
