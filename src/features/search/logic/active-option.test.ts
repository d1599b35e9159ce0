import { describe, expect, it } from 'vitest';

import { nextActiveOption } from './active-option';

describe('nextActiveOption', () => {
  it('starts at the first suggestion on ArrowDown and the last on ArrowUp', () => {
    expect(nextActiveOption(-1, 4, 'ArrowDown')).toBe(0);
    expect(nextActiveOption(-1, 4, 'ArrowUp')).toBe(3);
  });

  it('moves one step and wraps around at either end', () => {
    expect(nextActiveOption(0, 4, 'ArrowDown')).toBe(1);
    expect(nextActiveOption(1, 4, 'ArrowDown')).toBe(2);
    expect(nextActiveOption(3, 4, 'ArrowDown')).toBe(0);
    expect(nextActiveOption(2, 4, 'ArrowUp')).toBe(1);
    expect(nextActiveOption(0, 4, 'ArrowUp')).toBe(3);
  });

  it('has nothing to activate without suggestions', () => {
    expect(nextActiveOption(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
