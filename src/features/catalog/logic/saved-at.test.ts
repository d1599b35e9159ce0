import { describe, expect, it } from 'vitest';

import { savedAtLabel } from './saved-at';

describe('savedAtLabel', () => {
  const now = new Date(2026, 10, 24, 15, 30).getTime();

  it('gives the time alone for a moment earlier today', () => {
    expect(savedAtLabel(new Date(2026, 10, 24, 10, 42).getTime(), now)).toBe('10:42');
  });

  it('adds the day for an earlier day', () => {
    expect(savedAtLabel(new Date(2026, 10, 23, 9, 5).getTime(), now)).toBe('23 Nov, 09:05');
  });
});
