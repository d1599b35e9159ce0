import { describe, expect, it } from 'vitest';

import { paginationWindow } from './pagination-window';

describe('pagination window with 3 neighbours', () => {
  const window = (current: number, pageCount: number) => paginationWindow(current, pageCount, 3);

  it('shows nothing without pages', () => {
    expect(window(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most 5', () => {
    expect(window(1, 1)).toEqual([1]);
    expect(window(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an ellipsis where pages are left out, keeping first and last', () => {
    expect(window(1, 6)).toEqual([1, 2, 3, 4, 'end-ellipsis', 6]);
    expect(window(6, 6)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6]);
    expect(window(10, 20)).toEqual([1, 'start-ellipsis', 7, 8, 9, 10, 11, 12, 13, 'end-ellipsis', 20]);
  });

  it('leaves out an ellipsis when the neighbours reach the first or last page', () => {
    expect(window(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(window(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'end-ellipsis', 20]);
    expect(window(16, 20)).toEqual([1, 'start-ellipsis', 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside 1…pageCount', () => {
    expect(window(0, 6)).toEqual(window(1, 6));
    expect(window(99, 6)).toEqual(window(6, 6));
  });
});
