import { describe, expect, it } from 'vitest';

import { formatWholeDollars } from './whole-dollars';

describe('formatWholeDollars', () => {
  it('shows the price filter’s bounds as whole dollars with the thousands grouped', () => {
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(5000)).toBe('$5,000');
    expect(formatWholeDollars(1_250_000)).toBe('$1,250,000');
  });

  it('rounds an amount with cents to the nearest dollar', () => {
    expect(formatWholeDollars(1234.4)).toBe('$1,234');
    expect(formatWholeDollars(999.5)).toBe('$1,000');
  });
});
