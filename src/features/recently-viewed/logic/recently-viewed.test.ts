import { describe, expect, it } from 'vitest';

import { RECENTLY_VIEWED_MAX } from '@/lib/constants';

import { afterViewing, listedViews } from './recently-viewed';

const opened = (...ids: number[]) => ids.reduce<readonly number[]>(afterViewing, []);

describe('recently viewed', () => {
  it('lists the products opened, most recent first', () => {
    expect(opened(1, 2, 3)).toEqual([3, 2, 1]);
  });

  it('lists a product opened again once, first', () => {
    expect(opened(1, 2, 3, 1)).toEqual([1, 3, 2]);
    expect(opened(1, 1, 1)).toEqual([1]);
  });

  it(`keeps the last ${RECENTLY_VIEWED_MAX}, dropping the oldest`, () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX + 3 }, (_, index) => index + 1);
    const list = opened(...many);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toBe(RECENTLY_VIEWED_MAX + 3);
    expect(list).not.toContain(3);
    expect(list.at(-1)).toBe(4);
  });

  it('leaves the list as it is when the first product is opened again', () => {
    const list = opened(1, 2);
    expect(afterViewing(list, 2)).toBe(list);
  });
});

describe('the products listed', () => {
  const catalog = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('follows the order of the list, not of the catalog', () => {
    expect(listedViews([3, 1, 2], catalog)).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
  });

  it('leaves out products the catalog no longer has', () => {
    expect(listedViews([9, 2], catalog)).toEqual([{ id: 2 }]);
  });

  it('leaves out the product whose page shows the list', () => {
    expect(listedViews([2, 1, 3], catalog, 2)).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
