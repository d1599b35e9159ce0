import { describe, expect, it } from 'vitest';

import { truncate } from './text';

describe('truncate', () => {
  it('keeps text up to the limit as it is', () => {
    expect(truncate('Apple', 5)).toBe('Apple');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    expect(truncate('Apple MacBook', 5)).toBe('Apple...');
    expect(truncate('Apple!', 5)).toBe('Apple...');
  });
});
