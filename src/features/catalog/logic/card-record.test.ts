import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import type { ProductCardRecord } from '../types';
import { isCardRecord, keepUnchanged, mergeCards } from './card-record';

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

describe('isCardRecord', () => {
  it('accepts a card record', () => {
    expect(isCardRecord(aCardRecord({ id: 1 }))).toBe(true);
  });

  it('rejects values that are not objects', () => {
    expect(isCardRecord(null)).toBe(false);
    expect(isCardRecord(undefined)).toBe(false);
    expect(isCardRecord('Product 1')).toBe(false);
    expect(isCardRecord(1)).toBe(false);
  });

  it.each([
    ['an id that is not a number', { id: '1' }],
    ['no title', { title: undefined }],
    ['a price that is not a number', { price: '100' }],
    ['no updatedAt', { updatedAt: undefined }],
    ['tags that are not a list', { tags: 'New' }],
    ['images that are not a list', { images: undefined }],
  ])('rejects a record with %s', (_, fields) => {
    expect(isCardRecord({ ...aCardRecord({ id: 1 }), ...fields })).toBe(false);
  });
});

describe('keepUnchanged, same length', () => {
  it('answers a new list when one product of the same number changed', () => {
    const previous = [card(1, 10), card(2, 10)];
    const next = keepUnchanged(previous, [card(1, 10), card(2, 20, 90)]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]?.price).toBe(90);
  });

  it('answers a new list when the last products are gone', () => {
    const previous = [card(1, 10), card(2, 10), card(3, 10)];
    const next = keepUnchanged(previous, [card(1, 10), card(2, 10)]);
    expect(next).not.toBe(previous);
    expect(next).toEqual([previous[0], previous[1]]);
  });

  it('answers a new list when the same products come in another order', () => {
    const previous = [card(1, 10), card(2, 10)];
    const next = keepUnchanged(previous, [card(2, 10), card(1, 10)]);
    expect(next).not.toBe(previous);
    expect(next).toEqual([previous[1], previous[0]]);
  });
});

describe('mergeCards', () => {
  it('answers the base list itself when nothing changed', () => {
    const base = [card(1, 10), card(2, 10)];
    expect(mergeCards(base, [])).toBe(base);
  });

  it('keeps a changed product in its place and adds a new one at the end', () => {
    const base = [card(1, 10), card(2, 10)];
    const merged = mergeCards(base, [card(3, 20), card(1, 20, 90)]);
    expect(merged.map((product) => product.id)).toEqual([1, 2, 3]);
    expect(merged[0]?.price).toBe(90);
  });

  it('drops a product the operator hid', () => {
    const base = [card(1, 10), card(2, 10)];
    const hidden = { ...card(1, 20), hidden: true };
    expect(mergeCards(base, [hidden]).map((product) => product.id)).toEqual([2]);
  });
});
