import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { sortWindow } from './sorted-window';

/** Distinct values, so the order is total; long enough, at times, to be split many times. */
const someValues = fc.oneof(
  fc.uniqueArray(fc.integer({ min: -1_000, max: 1_000 }), { maxLength: 40 }),
  fc.uniqueArray(fc.integer(), { minLength: 100, maxLength: 600 }),
  fc.integer({ min: 0, max: 500 }).map((length) => Array.from({ length }, (_, at) => at)),
  fc.integer({ min: 0, max: 500 }).map((length) => Array.from({ length }, (_, at) => length - at)),
);

describe('a sorted window', () => {
  test.prop([someValues, fc.nat(), fc.nat()])(
    'holds what a full sort puts there, and the entries it had',
    (values, a, b) => {
      const length = values.length;
      const from = length === 0 ? 0 : a % (length + 1);
      const to = length === 0 ? 0 : from + (b % (length - from + 1));
      const order = Int32Array.from(values, (_, at) => at);
      const value = (at: number) => values[at] ?? 0;
      sortWindow(order, (x, y) => value(x) - value(y), from, to);
      const sorted = [...values].sort((x, y) => x - y);
      expect(Array.from(order.subarray(from, to), value)).toEqual(sorted.slice(from, to));
      expect([...order].sort((x, y) => x - y)).toEqual(values.map((_, at) => at));
    },
  );
});
