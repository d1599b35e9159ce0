import { describe, expect, it } from 'vitest';

import { paginationWindow } from './pagination-window';

describe('pagination window with 3 neighbours', () => {
  const window = (current: number, pageCount: number) => paginationWindow(current, pageCount, 3);
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

  it('shows nothing without pages', () => {
    expect(window(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most the window of 7 plus two', () => {
    expect(window(1, 1)).toEqual([1]);
    expect(window(1, 6)).toEqual(pages(1, 6));
    expect(window(1, 9)).toEqual(pages(1, 9));
    expect(window(9, 9)).toEqual(pages(1, 9));
  });

  it('puts an ellipsis where pages are left out, keeping first and last', () => {
    expect(window(1, 10)).toEqual([1, 2, 3, 4, 'end-ellipsis', 10]);
    expect(window(10, 10)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10]);
    expect(window(6, 11)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 8, 9, 'end-ellipsis', 11]);
    expect(window(10, 20)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10, 11, 12, 13, 'end-ellipsis', 20]);
  });

  it('leaves out an ellipsis when the neighbours reach the first or last page', () => {
    expect(window(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'end-ellipsis', 10]);
    expect(window(6, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(window(16, 20)).toEqual([1, 'start-ellipsis', 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside 1…pageCount', () => {
    expect(window(0, 12)).toEqual(window(1, 12));
    expect(window(99, 12)).toEqual(window(12, 12));
  });
});
