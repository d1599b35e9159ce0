import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { mergeBase } from './merge-base';

const headphones = (quantity: number) => aCartLine({ id: 1, quantity });
const laptop = aCartLine({ id: 2, quantity: 1 });

describe('mergeBase', () => {
  it('is the cart last agreed on while no write of this device is on the account', () => {
    expect(mergeBase([laptop], { synced: [headphones(1)], attempts: [] })).toEqual([headphones(1)]);
  });

  it('is the device’s cart that went into a write the account now holds (it landed unnoted)', () => {
    const attempt = { written: [laptop, headphones(2)], local: [headphones(2)] };
    expect(mergeBase([headphones(2), laptop], { synced: [headphones(1)], attempts: [attempt] })).toEqual([
      headphones(2),
    ]);
  });

  it('takes the latest of two writes that left the account alike', () => {
    const first = { written: [headphones(1)], local: [] };
    const latest = { written: [headphones(1)], local: [headphones(1)] };
    expect(mergeBase([headphones(1)], { synced: [], attempts: [first, latest] })).toEqual([headphones(1)]);
  });

  it('is empty when this device remembers nothing, so the two carts add up', () => {
    expect(mergeBase([laptop], undefined)).toEqual([]);
  });

  it('passes over a later write the account does not hold for an earlier one it does', () => {
    const landed = { written: [laptop], local: [headphones(1)] };
    const later = { written: [laptop, headphones(3)], local: [headphones(3)] };
    expect(mergeBase([laptop], { synced: [], attempts: [landed, later] })).toEqual([headphones(1)]);
  });

  it('is the cart last agreed on when none of its writes is what the account holds', () => {
    const attempt = { written: [headphones(2)], local: [headphones(2)] };
    expect(mergeBase([laptop], { synced: [headphones(1)], attempts: [attempt] })).toEqual([headphones(1)]);
  });
});
