import { describe, expect, it } from 'vitest';

import { newsletterEmailProblem } from './newsletter';

describe('newsletterEmailProblem', () => {
  it('asks for an email when the field is empty or blank', () => {
    expect(newsletterEmailProblem('')).toBe('Email is required!');
    expect(newsletterEmailProblem('   ')).toBe('Email is required!');
  });

  it('rejects text that is not an ordinary address', () => {
    expect(newsletterEmailProblem('shopper')).toBe('Invalid email!');
    expect(newsletterEmailProblem('shopper@eshop')).toBe('Invalid email!');
    expect(newsletterEmailProblem('a b@eshop.test')).toBe('Invalid email!');
  });

  it('accepts an ordinary address', () => {
    expect(newsletterEmailProblem('shopper@eshop.test')).toBeNull();
  });
});
