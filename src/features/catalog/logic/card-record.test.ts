import { describe, expect, it } from 'vitest';

import type { ProductCardRecord } from '../types';
import { keepUnchanged } from './card-record';

const card = (id: number, updatedAt: number, price = 100) =>
  ({
    id,
    updatedAt,
    price,
    title: `Product ${id}`,
    tags: ['New'],
    images: [],
  }) as unknown as ProductCardRecord;

describe('keepUnchanged', () => {
  it('keeps the earlier objects of products that have not changed', () => {
    const previous = [card(1, 10), card(2, 10)];
    const next = keepUnchanged(previous, [card(1, 10), card(2, 20, 90), card(3, 10)]);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).not.toBe(previous[1]);
    expect(next[1]?.price).toBe(90);
    expect(next.map((product) => product.id)).toEqual([1, 2, 3]);
  });

  it('answers the earlier list itself when nothing changed', () => {
    const previous = [card(1, 10), card(2, 10)];
    expect(keepUnchanged(previous, [card(1, 10), card(2, 10)])).toBe(previous);
  });

  it('drops products that are gone and follows the new order', () => {
    const previous = [card(1, 10), card(2, 10), card(3, 10)];
    const next = keepUnchanged(previous, [card(3, 10), card(1, 10)]);
    expect(next).toEqual([previous[2], previous[0]]);
    expect(next).not.toBe(previous);
  });

  it('takes the new list as it is when there was none', () => {
    const next = [card(1, 10)];
    expect(keepUnchanged(undefined, next)).toBe(next);
  });
});
