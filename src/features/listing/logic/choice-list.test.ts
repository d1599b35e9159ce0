import { describe, expect, it } from 'vitest';

import { withChoice } from './choice-list';

describe('withChoice', () => {
  it('adds a chosen name at the end', () => {
    expect(withChoice(['Apple'], 'Samsung', true)).toEqual(['Apple', 'Samsung']);
  });

  it('removes a name no longer chosen and keeps the others in order', () => {
    expect(withChoice(['Apple', 'Samsung', 'Sony'], 'Samsung', false)).toEqual(['Apple', 'Sony']);
  });

  it('never lists a name twice, however often it is chosen', () => {
    expect(withChoice(withChoice(['Apple'], 'Apple', true), 'Apple', true)).toEqual(['Apple']);
  });
});
