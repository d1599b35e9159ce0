import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';

import { formatWholeDollars } from './whole-dollars';

// Written out rather than with Intl (lib/format.ts says why); it must read as en-US's Intl does.
const intlWholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

test.prop([fc.integer({ min: 0, max: 10_000_000 })])(
  'the price filter shows whole dollars as en-US currency without cents does',
  (amount) => {
    expect(formatWholeDollars(amount)).toBe(intlWholeDollars.format(amount));
  },
);
