import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { mergeCarts } from './cart-merge';

const headphones = (quantity: number) => aCartLine({ id: 1, variant: 'Off White', quantity });
const headphonesBlack = (quantity: number) => aCartLine({ id: 1, variant: 'Jet Black', quantity });
const laptop = (quantity: number) => aCartLine({ id: 2, quantity });

const summary = (lines: ReturnType<typeof mergeCarts>) =>
  lines.map((line) => `${line.id}:${line.variant}×${line.quantity}`);

describe('mergeCarts', () => {
  it('with no common base adds the two carts up by the add rule', () => {
    expect(summary(mergeCarts([headphones(1), laptop(1)], [headphones(2), headphonesBlack(1)], []))).toEqual([
      '1:Off White×3',
      '2:Off White×1',
      '1:Jet Black×1',
    ]);
  });

  it('takes the account cart as it is when this device changed nothing', () => {
    expect(summary(mergeCarts([headphones(4), laptop(1)], [headphones(1)], [headphones(1)]))).toEqual([
      '1:Off White×4',
      '2:Off White×1',
    ]);
  });

  it('keeps what another device added and what this one added offline', () => {
    // Both started from one pair of headphones; the other device added a laptop, this one a second pair.
    expect(summary(mergeCarts([headphones(1), laptop(1)], [headphones(2)], [headphones(1)]))).toEqual([
      '1:Off White×2',
      '2:Off White×1',
    ]);
  });

  it('applies what this device took away or removed', () => {
    expect(
      summary(mergeCarts([headphones(3), laptop(2)], [headphones(1)], [headphones(3), laptop(2)])),
    ).toEqual(['1:Off White×1']);
  });

  it('never goes below zero when both devices removed the same line', () => {
    expect(summary(mergeCarts([laptop(1)], [laptop(1)], [headphones(2), laptop(1)]))).toEqual([
      '2:Off White×1',
    ]);
  });

  it('is empty when both are empty', () => {
    expect(mergeCarts([], [], [])).toEqual([]);
  });

  it('counts a line this device holds twice once, as the sum of both', () => {
    expect(summary(mergeCarts([], [headphones(1), headphones(2)], []))).toEqual(['1:Off White×3']);
  });
});
