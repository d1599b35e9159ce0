import { describe, expect, it } from 'vitest';

import { percentAvailable } from './stock-availability';

describe('percentAvailable', () => {
  it('measures stock against the sale allocation of 100 units', () => {
    expect(percentAvailable(42)).toBe(42);
    expect(percentAvailable(7)).toBe(7);
  });

  it('caps stock beyond the allocation at 100 %', () => {
    expect(percentAvailable(210)).toBe(100);
  });

  it('shows 0 % for no, negative or unreadable stock', () => {
    expect(percentAvailable(0)).toBe(0);
    expect(percentAvailable(-3)).toBe(0);
    expect(percentAvailable(Number.NaN)).toBe(0);
  });
});
