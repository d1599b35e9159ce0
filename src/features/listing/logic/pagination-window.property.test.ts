import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { paginationWindow, type PaginationItem } from './pagination-window';

/*
 * The page buttons of spec §9 ("up to 3 neighbours around the current page with ellipses,
 * collapsing when pages are at most the window plus two") for any page count, current page and
 * number of neighbours.
 */

const pagesOf = (items: PaginationItem[]) => items.filter((item): item is number => typeof item === 'number');
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, at) => from + at);

const aPageCount = fc.integer({ min: 1, max: 200 });
const aCurrent = fc.integer({ min: -5, max: 210 });
const someNeighbours = fc.integer({ min: 0, max: 6 });

describe('the pagination window', () => {
  test.prop([aCurrent, someNeighbours])('is empty without pages', (current, neighbours) => {
    expect(paginationWindow(current, 0, neighbours)).toEqual([]);
  });

  test.prop([aCurrent, aPageCount, someNeighbours])(
    'starts at page 1, ends at the last page, and shows pages in rising order, each once',
    (current, pageCount, neighbours) => {
      const items = paginationWindow(current, pageCount, neighbours);
      const pages = pagesOf(items);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(pageCount);
      expect(pages.every((page, at) => at === 0 || page > (pages[at - 1] ?? 0))).toBe(true);
      expect(pages.every((page) => page >= 1 && page <= pageCount)).toBe(true);
    },
  );

  test.prop([aCurrent, aPageCount, someNeighbours])(
    'puts an ellipsis exactly where pages are left out, and nowhere else',
    (current, pageCount, neighbours) => {
      const items = paginationWindow(current, pageCount, neighbours);
      items.forEach((item, at) => {
        const before = items[at - 1];
        const after = items[at + 1];
        if (typeof item === 'number' && typeof after === 'number') expect(after).toBe(item + 1);
        if (typeof item !== 'number') {
          expect(typeof before === 'number' && typeof after === 'number').toBe(true);
          expect((after as number) - (before as number)).toBeGreaterThan(1);
        }
      });
      expect(items.filter((item) => item === 'start-ellipsis').length).toBeLessThanOrEqual(1);
      expect(items.filter((item) => item === 'end-ellipsis').length).toBeLessThanOrEqual(1);
    },
  );

  test.prop([aCurrent, aPageCount, someNeighbours])(
    'shows the current page (clamped to 1…last) with its neighbours, the first and the last, and no other',
    (current, pageCount, neighbours) => {
      const page = Math.min(Math.max(1, current), pageCount);
      const pages = pagesOf(paginationWindow(current, pageCount, neighbours));
      const window = 2 * neighbours + 1;
      const wanted =
        pageCount <= window + 2
          ? range(1, pageCount)
          : [
              ...new Set([
                1,
                ...range(Math.max(1, page - neighbours), Math.min(pageCount, page + neighbours)),
                pageCount,
              ]),
            ].sort((a, b) => a - b);
      expect(pages).toEqual(wanted);
    },
  );

  test.prop([aCurrent, aPageCount, someNeighbours])(
    'never shows more buttons than the window, the first, the last and two ellipses',
    (current, pageCount, neighbours) => {
      expect(paginationWindow(current, pageCount, neighbours).length).toBeLessThanOrEqual(2 * neighbours + 5);
    },
  );
});
